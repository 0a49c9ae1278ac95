import { setupI18n } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/account/user';
import { formattingLocales, formattingLocalesOf } from './formatting-locales';

describe('formattingLocalesOf', () => {
  it.each([
    ['en', ['en-GB', 'en'], ['en-GB', 'en']],
    ['en', ['en-US', 'en'], ['en-US', 'en']],
    ['en', ['fr-FR', 'en-GB', 'de'], ['en-GB', 'en']],
    ['fr', ['en-US', 'en'], ['fr']],
    ['fr', ['fr-CA', 'en-CA', 'fr'], ['fr-CA', 'fr']],
    ['en', ['en-gb', 'EN_au'], ['en-GB', 'en-AU', 'en']],
    ['en', [], ['en']],
    ['en', ['en', 'en-GB'], ['en', 'en-GB']],
    ['en', ['not a tag', 'en-NZ'], ['en-NZ', 'en']],
  ] as const)('%s with a browser saying %j formats with %j', (language, browser, expected) => {
    expect(formattingLocalesOf(language, browser)).toEqual(expected);
  });

  it('always holds the bare language, and holds only tags of that language, each once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.array(fc.constantFrom('en', 'en-GB', 'en-US', 'fr', 'fr-CA', 'fr-BE', 'de-DE', 'x', 'en_IE')), (language, browser) => {
        const locales = formattingLocalesOf(language, browser);
        expect(locales).toContain(language);
        expect(new Set(locales).size).toBe(locales.length);
        expect(locales.every((tag) => tag.split('-')[0] === language)).toBe(true);
      }),
    );
  });
});

describe('formattingLocales', () => {
  it('gives the list the language was activated with, or the language alone', () => {
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(formattingLocales(i18n)).toEqual(['en']);
    i18n.loadAndActivate({ locale: 'en', locales: ['en-GB', 'en'], messages: {} });
    expect(formattingLocales(i18n)).toEqual(['en-GB', 'en']);
  });
});
