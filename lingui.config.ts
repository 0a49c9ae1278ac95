import type { LinguiConfig } from '@lingui/conf';

const config: LinguiConfig = {
  locales: ['en', 'fr'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/ui/locales/{locale}/messages',
      include: ['<rootDir>/src/ui'],
    },
  ],
  format: 'po',
  extractorParserOptions: { tsExperimentalDecorators: true },
};

export default config;
