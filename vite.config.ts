import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { loadEnv } from 'vite';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
// The build's own modules are named with .js (TypeScript resolves them to the .ts files): Vite warns, on every
// command, about a config that imports files without an extension.
import { buildTargetOf, type BuildTarget } from './tools/build/build-target.js';
import { securityPolicyFor } from './tools/build/security-policy.js';
import { securityPolicyPlugin } from './tools/build/security-policy.plugin.js';
import { withoutMockWorkerPlugin } from './tools/build/without-mock-worker.plugin.js';
import { firstScreenPreloadPlugin } from './tools/build/first-screen-preload.js';
import { firstScreenStylePlugin } from './tools/build/first-screen-style.plugin.js';
import { firstScreenCardPlugin } from './tools/build/first-screen-card.plugin.js';
import { firstScreenChunkGroups } from './tools/build/first-screen-chunks.js';
import { buildVersionOf, gitCommitOf } from './tools/build/build-version.js';
import { sourceMapsAsidePlugin } from './tools/build/source-maps-aside.plugin.js';
import { retryableChunkImportsPlugin } from './tools/build/retryable-chunk-imports.plugin.js';
import { pwaPlugin } from './tools/build/pwa.plugin.js';
import { testsSharingModules, testsSharingTheMockBackend, UNIT_TEST_GLOBS } from './tools/build/unit-test-projects.js';

/**
 * Lingui macros are compiled by Babel, and only in files that import a macro
 * (docs/architecture.md#tool-notes). Everything else goes through Vite's own (oxc) transform.
 */
const linguiMacroPreset = defineRolldownBabelPreset({
  preset: () => ({
    plugins: [
      '@lingui/babel-plugin-lingui-macro',
      {
        // class-validator files use legacy decorators: let Babel parse them.
        manipulateOptions(_opts: unknown, parserOpts: { plugins: unknown[] }) {
          parserOpts.plugins.push('decorators-legacy');
        },
      },
    ],
  }),
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

/**
 * class-validator decorators the login answer's DTOs use; the others stay with the features that use them. All of
 * them, ValidateBy (under every decorator) included: a decorator left out is a chunk that imports this one while this
 * one imports it, and when /login loads these checks on their own (with its first answer) that cycle runs the
 * decorator's module first, before what it reads from class-validator exists.
 */
const LOGIN_DECORATORS = new Set([
  'IsArray',
  'IsBoolean',
  'IsDefined',
  'IsIn',
  'IsNotEmpty',
  'IsObject',
  'IsOptional',
  'IsString',
  'ValidateBy',
  'ValidateIf',
  'ValidateNested',
]);

function isLoginResponseCheck(id: string): boolean {
  const file = id.replaceAll('\\', '/');
  const decorator =
    /class-validator\/esm5\/decorator\/(?:array|common|date|number|object|string|typechecker)\/(\w+)\.js$/.exec(file);
  if (decorator !== null) return LOGIN_DECORATORS.has(decorator[1]!);
  return (
    file.includes('/node_modules/class-validator/') ||
    /\/src\/adapters\/http\/(?:dto\/(?:user|login-response|validate-dto|refresh-response)|mappers\/to-user)/.test(file)
  );
}

/** React, React DOM (and its scheduler) and Lingui's runtime: what every screen of both sites runs. */
/** A chunk of the demo's mock backend: mocks/browser.ts's own, and those it imports (msw's among them). */
function isMockBackendChunk(fileName: string): boolean {
  return /(?:^|\/)(?:browser|mock-backend|handlers)-[\w-]+\.js$/.test(fileName);
}

function isUiRuntime(id: string): boolean {
  return /\/node_modules\/(?:react|react-dom|scheduler|@lingui\/core|@lingui\/react)\//.test(id.replaceAll('\\', '/'));
}

/** Where the app's .env files are read, by Vite for import.meta.env and here for the build target: the same files. */
const ENV_DIR = import.meta.dirname;

/** docs/architecture.md#error-reporting: the version error reports name, e.g. 0.1.0+3f2c1a9b7d40. */
const BUILD_VERSION = buildVersionOf(
  (JSON.parse(readFileSync(`${ENV_DIR}/package.json`, 'utf8')) as { version: string }).version,
  process.env.PULSEBOARD_BUILD_ID,
  () => gitCommitOf(ENV_DIR),
);

const SHARED_GRAPH_TESTS = testsSharingModules(ENV_DIR);
const MOCK_BACKEND_TESTS = testsSharingTheMockBackend(ENV_DIR);

const pulseboardConfig = (target: BuildTarget): ViteUserConfig => ({
  envDir: ENV_DIR,
  resolve: {
    // rxjs's ES2015 build: its default ES5 build emulates classes through tslib, about 2 KB of gzip more on every
    // first screen (the clock runs on an rxjs scheduler). Every browser the app supports runs ES2022.
    alias: [
      { find: /^rxjs$/, replacement: `${ENV_DIR}/node_modules/rxjs/dist/esm/index.js` },
      // msw's cookie jar, half of the demo's mock backend code with its public-suffix list: the mock sets no cookies.
      { find: /^tough-cookie$/, replacement: `${ENV_DIR}/mocks/no-cookie-jar.ts` },
    ],
  },
  plugins: [
    react(),
    babel({ presets: [linguiMacroPreset] }),
    lingui(),
    // docs/architecture.md#the-first-paint: index.html's login card paints with the page, in these styles.
    firstScreenStylePlugin('src/ui/app/first-screen.css'),
    // docs/architecture.md#the-first-paint: the card rendered from the app's components, its script bundled from src.
    firstScreenCardPlugin({ render: 'src/ui/app/first-screen-card.tsx', script: 'src/start/first-screen-script.ts' }),
    securityPolicyPlugin((inline) => securityPolicyFor(target, inline)),
    // docs/architecture.md#error-reporting: the maps go beside the output (dist-sourcemaps/), never into it.
    sourceMapsAsidePlugin(),
    // docs/architecture.md#a-chunk-that-fails: Try again asks for a failed chunk under a new URL.
    retryableChunkImportsPlugin(),
    ...(target.demo ? [] : [withoutMockWorkerPlugin()]),
    // docs/architecture.md#installable-and-offline: the manifest and icons; the real-API build's service worker.
    pwaPlugin(target),
    // docs/architecture.md#tests-and-measurements: /login downloads its first screen in one wave. Not the demo's mock
    // backend: it loads after the first paint (src/start/main.tsx).
    firstScreenPreloadPlugin({
      sites: {
        app: ['src/start/app-main.tsx'],
        integration: ['src/start/integration-main.tsx'],
      },
      // The main app's own catalog (src/ui/locales) starts loading from src/start/main.tsx, with the app's code.
      catalogs: ['src/ui/messages/locales/en.po'],
    }),
  ],
  define: {
    // False in the real-API build: the mock backend, the demo mailbox and the analytics buffer are not loaded.
    __DEMO__: JSON.stringify(target.demo),
    __BUILD_VERSION__: JSON.stringify(BUILD_VERSION),
  },
  build: {
    target: 'es2022',
    modulePreload: {
      // Our preload links replace Vite's polyfill; a browser without modulepreload just loads later.
      polyfill: false,
      // docs/architecture.md#three-ways-to-run: the demo's mock backend (the chunk of mocks/browser.ts, which `npm run
      // bench` finds by the same name) starts after the first paint, at an idle moment. Vite would add a modulepreload
      // link for each of the 30-odd chunks it imports, each about 1 ms of the page's main thread on /login, all in one
      // task (over 100 ms at 4x CPU). Without them the browser's module loader fetches the same files by itself.
      resolveDependencies: (filename, deps, { hostId }) =>
        isMockBackendChunk(filename) || isMockBackendChunk(hostId) ? [] : deps,
    },
    // Maps for reading error reports' stacks, with no comment in the scripts pointing to them; moved out of the output.
    sourcemap: 'hidden',
    // The demo's mock backend (msw + the simulator) is one lazy ~255 KB chunk; the real-API build has none.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Every page checks API answers (docs/architecture.md#http-client); /login loads the user's checks with
        // its first answer. They and the user mapper travel in one chunk: split over seven small ones by the
        // lazy features' own checks, they cost about 1 KB of gzip in file overhead. Without the modules they
        // import (ApiError, the user): the integration site needs those, not class-validator.
        codeSplitting: {
          groups: [
            { name: 'response-checks', test: isLoginResponseCheck, includeDependenciesRecursively: false },
            // The first screens' small shared modules in two chunks rather than eleven (about 0.8 KB of /login).
            ...firstScreenChunkGroups(ENV_DIR).map((group) => ({ ...group, includeDependenciesRecursively: false })),
            // React, React DOM and Lingui's runtime, which every screen runs, in one chunk: left to automatic
            // splitting, React alone became a chunk of its own once a shared module imported it (0.7 KB of /login).
            { name: 'ui-runtime', test: isUiRuntime, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    setupFiles: ['tests/support/vitest-setup.ts'],
    environment: 'node',
    // docs/architecture.md#what-the-unit-suite-costs: most files share one module graph per worker, the others get their
    // own; at least two workers (vitest's default, the cores less one, runs one file at a time on two cores).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: SHARED_GRAPH_TESTS, isolate: false, benchmark: { include: [] } },
      },
      {
        extends: true,
        test: {
          name: 'mock-backend',
          include: MOCK_BACKEND_TESTS,
          isolate: false,
          setupFiles: ['tests/support/mock-backend-per-file.ts'],
          benchmark: { include: [] },
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: UNIT_TEST_GLOBS,
          exclude: [...configDefaults.exclude, ...SHARED_GRAPH_TESTS, ...MOCK_BACKEND_TESTS],
          // `npm run bench` (vitest bench) runs here, once.
          benchmark: { include: ['src/**/*.bench.ts'] },
        },
      },
    ],
  },
});

// docs/architecture.md#three-ways-to-run: an API URL in the environment or a .env file makes a real-API build.
export default defineConfig(({ mode }) => pulseboardConfig(buildTargetOf(mode, loadEnv(mode, ENV_DIR, 'VITE_'))));
