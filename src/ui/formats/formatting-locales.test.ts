import { setupI18n } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/account/user';
import { formattingLocales, formattingLocalesOf } from './formatting-locales';

describe('formattingLocalesOf', () => {
  it.each([
    ['en', ['en-GB', 'en'], ['en-GB', 'en']],
    ['en', ['en-US', 'en'], ['en-US', 'en']],
    // English read in France: French formats with English words.
    ['en', ['fr-FR', 'fr', 'en-US', 'en'], ['en-FR', 'en-US', 'en']],
    ['en', ['fr-FR', 'en-GB', 'de'], ['en-FR', 'en-GB', 'en']],
    // French read in the United States: Intl has no fr-US data and formats as French, with Sunday weeks.
    ['fr', ['en-US', 'en'], ['fr-US', 'fr']],
    ['fr', ['fr-CA', 'en-CA', 'fr'], ['fr-CA', 'fr']],
    ['en', ['en-gb', 'EN_au'], ['en-GB', 'en-AU', 'en']],
    ['en', [], ['en']],
    // The first language that names a region gives it.
    ['en', ['en', 'en-GB'], ['en-GB', 'en']],
    ['fr', ['fr', 'de'], ['fr']],
    ['en', ['not a tag', 'en-NZ'], ['en-NZ', 'en']],
  ] as const)('%s with a browser saying %j formats with %j', (language, browser, expected) => {
    expect(formattingLocalesOf(language, browser)).toEqual(expected);
  });

  const browserTags = fc.array(
    fc.constantFrom('en', 'en-GB', 'en-US', 'fr', 'fr-CA', 'fr-BE', 'de-DE', 'x', 'en_IE', 'es-419'),
  );

  it('always holds the bare language, and holds only tags of that language, each once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), browserTags, (language, browser) => {
        const locales = formattingLocalesOf(language, browser);
        expect(locales).toContain(language);
        expect(new Set(locales).size).toBe(locales.length);
        expect(locales.every((tag) => tag.split('-')[0] === language)).toBe(true);
      }),
    );
  });

  it('formats first in the region of the first browser language that names one, whatever the language', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), browserTags, (language, browser) => {
        const region = browser
          .map((tag) => /^[a-z]{2}[-_]([A-Z]{2}|\d{3})$/iu.exec(tag)?.[1])
          .find((found) => found !== undefined);
        const first = formattingLocalesOf(language, browser)[0] ?? '';
        if (region === undefined) expect(new Intl.Locale(first).region).toBeUndefined();
        else expect(first).toBe(`${language}-${region.toUpperCase()}`);
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
