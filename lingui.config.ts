import type { LinguiConfig } from '@lingui/conf';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * One catalog per area, so that each bundle loads only its own messages and each area's owner
 * edits one file (docs/architecture.md#translations):
 * - every feature folder with a `locales/` folder has its own catalog, found by that folder
 *   (a new feature needs no line here);
 * - messages: the validation and API error messages shared by every form and site;
 * - charts: the chart components shared by the features that draw them;
 * - app: the shell and everything else in src/ui (features without a catalog of their own).
 */
const FEATURES_DIR = path.join(import.meta.dirname, 'src/ui/features');
const featuresWithCatalogs = readdirSync(FEATURES_DIR).filter((name) => existsSync(path.join(FEATURES_DIR, name, 'locales')));

/** Tests may use the macros with ids of their own; those never belong in a catalog. */
const TESTS = ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'];

const config: LinguiConfig = {
  locales: ['en', 'fr'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/ui/locales/{locale}/app',
      include: ['<rootDir>/src/ui'],
      exclude: [
        '<rootDir>/src/ui/messages/**',
        '<rootDir>/src/ui/charts/**',
        ...featuresWithCatalogs.map((name) => `<rootDir>/src/ui/features/${name}/**`),
        ...TESTS,
      ],
    },
    { path: '<rootDir>/src/ui/messages/locales/{locale}', include: ['<rootDir>/src/ui/messages'], exclude: TESTS },
    { path: '<rootDir>/src/ui/charts/locales/{locale}', include: ['<rootDir>/src/ui/charts'], exclude: TESTS },
    ...featuresWithCatalogs.map((name) => ({
      path: `<rootDir>/src/ui/features/${name}/locales/{locale}`,
      include: [`<rootDir>/src/ui/features/${name}`],
      exclude: TESTS,
    })),
  ],
  format: 'po',
  orderBy: 'messageId',
  extractorParserOptions: { tsExperimentalDecorators: true },
};

export default config;
