import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialLocale, LOCALES, parseLocale } from './user';

describe('the language the app starts in', () => {
  it('is the stored choice, then the first browser language we have, then English', () => {
    expect(initialLocale('fr', ['en-US'])).toBe('fr');
    expect(initialLocale(null, ['de-DE', 'FR-ca', 'en'])).toBe('fr');
    expect(initialLocale('klingon', ['fr-FR'])).toBe('fr');
    expect(initialLocale(null, ['de-DE', 'es'])).toBe('en');
    expect(initialLocale(null, [])).toBe('en');
  });

  it('is always one the app speaks, and a stored one it speaks always wins', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.array(fc.string()), (stored, languages) => {
        const locale = initialLocale(stored, languages);
        expect(LOCALES).toContain(locale);
        if (parseLocale(stored) !== null) expect(locale).toBe(stored);
      }),
    );
  });

  it('reads only the exact names of the languages it has', () => {
    expect(parseLocale('fr')).toBe('fr');
    expect(parseLocale('FR')).toBeNull();
    expect(parseLocale('fr-FR')).toBeNull();
    expect(parseLocale(undefined)).toBeNull();
  });
});
