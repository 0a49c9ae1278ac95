import type { LinguiConfig } from '@lingui/conf';

/**
 * One catalog per area, so that each bundle loads only its own messages (the integration
 * site never downloads the main app's strings) and each area's owner edits one file:
 * - app: the shell, auth pages, playbook and the other main-app screens;
 * - messages: validation and API error messages shared by every form;
 * - integration: the integration site (SPEC §1);
 * - session: calendar and session detail;
 * - help: the four playbook topics and the shop page;
 * - profile: the profile page.
 */
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
        '<rootDir>/src/ui/features/integration/**',
        '<rootDir>/src/ui/features/calendar/**',
        '<rootDir>/src/ui/features/session-detail/**',
        '<rootDir>/src/ui/charts/**',
        '<rootDir>/src/ui/features/playbook/**',
        '<rootDir>/src/ui/features/shop/**',
        '<rootDir>/src/ui/features/profile/**',
      ],
    },
    { path: '<rootDir>/src/ui/messages/locales/{locale}', include: ['<rootDir>/src/ui/messages'] },
    {
      path: '<rootDir>/src/ui/locales/{locale}/help',
      include: ['<rootDir>/src/ui/features/playbook', '<rootDir>/src/ui/features/shop'],
    },
    { path: '<rootDir>/src/ui/features/integration/locales/{locale}', include: ['<rootDir>/src/ui/features/integration'] },
    { path: '<rootDir>/src/ui/features/calendar/locales/{locale}', include: ['<rootDir>/src/ui/features/calendar'] },
    {
      path: '<rootDir>/src/ui/features/session-detail/locales/{locale}',
      include: ['<rootDir>/src/ui/features/session-detail', '<rootDir>/src/ui/charts'],
    },
    { path: '<rootDir>/src/ui/features/profile/locales/{locale}', include: ['<rootDir>/src/ui/features/profile'] },
  ],
  format: 'po',
  orderBy: 'messageId',
  extractorParserOptions: { tsExperimentalDecorators: true },
};

export default config;
