import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

/**
 * Lingui macros are compiled by Babel, and only in files that import a macro
 * (DESIGN §10). Everything else goes through Vite's own (oxc) transform.
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

export default defineConfig(({ mode }) => ({
  plugins: [react(), babel({ presets: [linguiMacroPreset] }), lingui()],
  define: {
    // "api" mode builds the real-API bundle: the mock backend is not loaded.
    __DEMO__: JSON.stringify(mode !== 'api'),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The demo's mock backend (msw + the simulator) is one lazy ~515 KB chunk; the real-API build has none.
    chunkSizeWarningLimit: 600,
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/layer-rules/*.test.ts'],
    setupFiles: ['tests/support/vitest-setup.ts'],
    environment: 'node',
    benchmark: { include: ['src/**/*.bench.ts'] },
  },
}));
