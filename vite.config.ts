import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin } from 'vite';
import { rm } from 'node:fs/promises';
import path from 'node:path';

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

/** The API origins the built app may call (connect-src), from the real-API variables. */
function apiOrigins(): string[] {
  return [process.env.VITE_PLAYER_API_URL, process.env.VITE_INTEGRATION_API_URL]
    .filter((url): url is string => Boolean(url) && /^https?:/.test(url ?? ''))
    .map((url) => new URL(url).origin);
}

/**
 * docs/architecture.md#security: a Content-Security-Policy for the built app, as a meta tag (a static host can also
 * send public/_headers, which adds frame-ancestors: a meta tag cannot carry it). Build only:
 * the dev server injects inline scripts for hot reload.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'pulseboard-csp',
    apply: 'build',
    transformIndexHtml() {
      const policy = [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' https: data: blob:",
        ['connect-src', "'self'", ...apiOrigins()].join(' '),
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
      ].join('; ');
      return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }];
    },
  };
}

/** docs/architecture.md#tool-notes: the real-API build ships no mock service worker. */
function withoutMockWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pulseboard-without-mock-worker',
    apply: (_config, env) => env.command === 'build' && env.mode === 'api',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await rm(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/** class-validator decorators the login answer's DTOs use; the others stay with the features that use them. */
const LOGIN_DECORATORS = new Set(['IsArray', 'IsBoolean', 'IsIn', 'IsNotEmpty', 'IsObject', 'IsString', 'ValidateIf', 'ValidateNested']);

function isLoginResponseCheck(id: string): boolean {
  const file = id.replaceAll('\\', '/');
  const decorator = /class-validator\/esm5\/decorator\/(?:array|common|date|number|object|string|typechecker)\/(\w+)\.js$/.exec(file);
  if (decorator !== null) return LOGIN_DECORATORS.has(decorator[1]!);
  return (
    file.includes('/node_modules/class-validator/') ||
    /\/src\/adapters\/http\/(?:dto\/(?:user|validate-dto)|mappers\/to-user)|\/src\/domain\/errors\/api-error/.test(file)
  );
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), babel({ presets: [linguiMacroPreset] }), lingui(), contentSecurityPolicy(), withoutMockWorker()],
  define: {
    // "api" mode builds the real-API bundle: the mock backend is not loaded.
    __DEMO__: JSON.stringify(mode !== 'api'),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The demo's mock backend (msw + the simulator) is one lazy ~515 KB chunk; the real-API build has none.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Every page checks API answers (docs/architecture.md#http-client); /login does too. Its
        // checks and the user mapper travel in one chunk: split over seven small ones by the lazy
        // features' own checks, they cost /login about 1 KB of gzip in file overhead.
        codeSplitting: { groups: [{ name: 'response-checks', test: isLoginResponseCheck }] },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tools/**/*.test.ts', 'tests/layer-rules/*.test.ts', 'tests/lint-rules/*.test.ts'],
    setupFiles: ['tests/support/vitest-setup.ts'],
    environment: 'node',
    benchmark: { include: ['src/**/*.bench.ts'] },
  },
}));
