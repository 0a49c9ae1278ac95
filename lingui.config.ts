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
 * - session, session-export: the session views (summary, charts section) and the export buttons
 *   shared by the session detail and the file page;
 * - features/share/session-share: the session page's Share control, which the share feature gives it (its own catalog,
 *   so that the session page does not load the shared page's messages);
 * - records: the record notes of the session page, the calendar and the dashboard, which the records feature gives them;
 * - app: the shell and everything else in src/ui (features without a catalog of their own).
 */
const FEATURES_DIR = path.join(import.meta.dirname, 'src/ui/features');
const featuresWithCatalogs = readdirSync(FEATURES_DIR).filter((name) =>
  existsSync(path.join(FEATURES_DIR, name, 'locales')),
);
/** The areas of src/ui shared by several features, each with its catalog in its own `locales/` (those that exist). */
const SHARED_AREAS = [
  'messages',
  'charts',
  'session',
  'session-export',
  'features/share/session-share',
  'records',
].filter((name) => existsSync(path.join(import.meta.dirname, 'src/ui', name)));

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
        ...SHARED_AREAS.map((name) => `<rootDir>/src/ui/${name}/**`),
        ...featuresWithCatalogs.map((name) => `<rootDir>/src/ui/features/${name}/**`),
        ...TESTS,
      ],
    },
    ...SHARED_AREAS.map((name) => ({
      path: `<rootDir>/src/ui/${name}/locales/{locale}`,
      include: [`<rootDir>/src/ui/${name}`],
      exclude: TESTS,
    })),
    ...featuresWithCatalogs.map((name) => ({
      path: `<rootDir>/src/ui/features/${name}/locales/{locale}`,
      include: [`<rootDir>/src/ui/features/${name}`],
      // A shared area inside a feature (the share feature's session-share/) keeps its own catalog.
      exclude: [
        ...SHARED_AREAS.filter((area) => area.startsWith(`features/${name}/`)).map(
          (area) => `<rootDir>/src/ui/${area}/**`,
        ),
        ...TESTS,
      ],
    })),
  ],
  format: 'po',
  orderBy: 'messageId',
  extractorParserOptions: { tsExperimentalDecorators: true },
};

export default config;
