import { setupI18n, type I18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as english } from '../locales/en/app.po';
import { messages as french } from '../locales/fr/app.po';
import { formatBpm, formatKcal, formatTrimps } from './sports-units';

function i18nFor(locale: 'en' | 'fr', locales: string[]): I18n {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, locales, messages: locale === 'en' ? english : french });
  return i18n;
}

const EN_GB = i18nFor('en', ['en-GB', 'en']);
const FR = i18nFor('fr', ['fr']);

describe('the measures Intl has no unit for', () => {
  it("count TRIMPs with the language's plural, at 1 and 2", () => {
    expect([formatTrimps(EN_GB, 1), formatTrimps(EN_GB, 2)]).toEqual(['1 TRIMP', '2 TRIMPs']);
    // A unit's name is invariable in French.
    expect([formatTrimps(FR, 1), formatTrimps(FR, 2)]).toEqual(['1\u00A0TRIMP', '2\u00A0TRIMP']);
  });

  it('choose the plural on the number as shown: 0.6 rounds to "1 TRIMP", 1.5 is "1.5 TRIMPs" in English and "1,5 TRIMP" in French', () => {
    expect(formatTrimps(EN_GB, 0.6)).toBe('1 TRIMP');
    expect(formatTrimps(EN_GB, 1.5, 1)).toBe('1.5 TRIMPs');
    expect(formatTrimps(FR, 1.5, 1)).toBe('1,5\u00A0TRIMP');
    expect(formatTrimps(EN_GB, 1234.4)).toBe('1,234 TRIMPs');
  });

  it("write bpm and kcal with the reader's digits, French with a no-break space", () => {
    expect(formatBpm(EN_GB, 142.4)).toBe('142 bpm');
    expect(formatBpm(FR, 143.46, { min: 0, max: 1 })).toBe('143,5\u00A0bpm');
    expect(formatKcal(EN_GB, 1234)).toBe('1,234 kcal');
    expect(formatKcal(FR, 1234)).toBe('1\u202F234\u00A0kcal');
  });
});
