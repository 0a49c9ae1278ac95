import type { KnipConfig } from 'knip';

/**
 * Dead-code check (`npm run lint:dead`, part of `npm test`): files, exports and dependencies
 * that nothing uses. Knip's plugins already find these entry points, so they are not repeated here:
 * - index.html → src/start/main.tsx (Vite), which loads the rest of the app, lazily where it can;
 * - the package.json scripts: mocks/server.ts (mock-api), tools/recording/analyze-cli.ts (analyze),
 *   tests/support/run-e2e.mjs (test:e2e), tests/bench/run-bench.mjs (bench);
 * - vite.config.ts (with the vitest test and bench globs), playwright.config.ts.
 */
const config: KnipConfig = {
  entry: [
    // The mock backend in the browser: main.tsx imports it in demo builds only.
    'mocks/browser.ts',
    // index.html's inline script, which the build bundles into the page (tools/build/first-screen-card.plugin.ts).
    'src/start/first-screen-script.ts',
    // End-to-end specs, unit tests, benchmarks and the browser benchmark page.
    'tests/e2e/**/*.spec.ts',
    // The real-API build's end-to-end specs and their Playwright config (npm run test:e2e:api).
    'tests/e2e-api/**/*.spec.ts',
    'playwright.api.config.ts',
    '{src,mocks,tools,tests}/**/*.{test,bench}.{ts,tsx}',
    'tests/bench/**/*.{mjs,ts,tsx,html}',
    // Listed because this knip version does not read it through a plugin (it imports @lingui/conf).
    'lingui.config.ts',
  ],
  project: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'tools/**/*.ts', 'tests/**/*.{ts,tsx,mjs}'],
  // The deliberately broken fixtures that prove the layer and lint rules fire.
  ignore: ['tests/layer-rules/fixture/**', 'tests/lint-rules/fixture/**'],
  // Debian's package query, which the engine smoke suite asks for WebKitGTK's version (tests/engines/webkit-driver.mjs).
  ignoreBinaries: ['dpkg-query'],
  ignoreIssues: {
    // The red zone and the high display zone start at the same bound by definition (two names, one value).
    'src/domain/heart-rate/heart-rate-zones.ts': ['duplicates'],
  },
};

export default config;
