// ESLint for Pulseboard: `npm run lint` (eslint --max-warnings 0 .), part of `npm test`.
// tests/lint-rules/ holds a deliberately broken fixture that proves each project rule fires.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS_FILES = ['**/*.ts', '**/*.tsx'];
const JS_FILES = ['**/*.js', '**/*.mjs', '**/*.cjs'];
/** Test code: unit tests, benches, test support, e2e specs and the mock backend (which owns a mock clock). */
const TEST_AND_MOCK_FILES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.bench.ts',
  '**/*.test-support.ts',
  'tests/**',
  'mocks/**',
];

// Project rules. Each message starts with a stable tag so that tests/lint-rules can tell them apart.

/** No raw HTML injection anywhere: render text and let React escape it. */
const noInnerHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: '[no-inner-html] dangerouslySetInnerHTML is forbidden: render text and let React escape it.',
};
/** All time comes from the Clock port (src/adapters/clock/system-clock.ts) so that tests can drive it. */
const noImplicitNow = {
  selector: "NewExpression[callee.name='Date'][arguments.length=0]",
  message: '[clock-only] new Date() reads the wall clock: take the time from the Clock port.',
};
const noDateNow = {
  object: 'Date',
  property: 'now',
  message: '[clock-only] Date.now() reads the wall clock: take the time from the Clock port.',
};
/** A focused or skipped test silently shrinks the suite. */
const focusedOrSkippedTest = {
  selector:
    'MemberExpression[property.name=/^(only|skip)$/]:matches([object.name=/^(it|test|describe|suite|bench)$/], [object.property.name=/^(describe|serial|parallel)$/])',
  message: '[no-focused-tests] .only/.skip must not be committed: the whole suite runs in `npm test`.',
};
/** The `d3` package bundles every d3 module: import the d3-* module that you need. */
const noD3Bundle = {
  paths: [
    {
      name: 'd3',
      message: '[d3-modules-only] import the d3-* module you need (d3-scale, d3-shape, …), not the whole d3 bundle.',
    },
  ],
};

export default defineConfig(
  // Build output, reports, the generated mock service worker and catalogs, and the two fixtures:
  // the lint fixture breaks every project rule on purpose; the layer fixture is dependency-cruiser's.
  globalIgnores([
    'dist/',
    'dist-*/',
    'playwright-report/',
    'test-results/',
    'public/',
    'src/ui/locales/*/messages.js',
    'tests/layer-rules/fixture/',
    'tests/lint-rules/fixture/',
    // Engineers' local, untracked scratch scripts (never in a clone).
    '.scratch/',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  {
    files: TS_FILES,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // tsc's convention (noUnusedParameters): a name that must exist but is not used starts with `_`.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // MSW treats a thrown Response as the handler's answer (its documented way to stop a handler early).
    files: ['mocks/**'],
    rules: { '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }] },
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  {
    files: JS_FILES,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['tests/bench/chart-bench/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Project rules, everywhere.
  {
    files: [...TS_FILES, ...JS_FILES],
    rules: {
      'no-restricted-syntax': ['error', noInnerHtml, noImplicitNow],
      'no-restricted-properties': ['error', noDateNow],
      'no-restricted-imports': ['error', noD3Bundle],
    },
  },
  {
    // The system clock is the one place that reads the wall clock; tests and the mock backend
    // (whose mock clock starts at the real time) may read it too, but never focus or skip a test.
    files: ['src/adapters/clock/**', ...TEST_AND_MOCK_FILES],
    rules: {
      'no-restricted-syntax': ['error', noInnerHtml, focusedOrSkippedTest],
      'no-restricted-properties': 'off',
    },
  },
  {
    // The app reports through the Notifier, Analytics and ErrorReporter ports, never the console.
    files: ['src/**'],
    rules: { 'no-console': 'error' },
  },
  {
    // The ErrorReporter of development builds and the demo writes to the console (docs/architecture.md#error-reporting).
    files: ['src/adapters/error-reporting/console-error-report-log.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Benchmarks exist to print their figures.
    files: ['src/**/*.bench.ts'],
    rules: { 'no-console': 'off' },
  },
);
