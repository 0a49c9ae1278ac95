import { expect, test } from '../support/test';
import { chooseLanguage, login } from '../support/pulseboard';

/**
 * The reader's region picks the formats, the language the texts (docs/architecture.md#translations):
 * an en-GB browser reads the English calendar with a 24-hour clock, an en-US one with a 12-hour
 * clock, and French chosen in an en-US browser reads French times, not American ones.
 */
const START_TIMES = '.calendar-session__time:visible';

const CASES = [
  { browser: 'en-GB', language: 'en', clock: 24, percent: /^\d+%(?:\s|$)/u },
  { browser: 'en-US', language: 'en', clock: 12, percent: /^\d+%(?:\s|$)/u },
  { browser: 'en-US', language: 'fr', clock: 24, percent: /^\d+\s%(?:\s|$)/u },
] as const;

const TWELVE_HOUR = /^(\d{1,2}):\d{2}\s(?:AM|PM)$/u;
const TWENTY_FOUR_HOUR = /^(\d{1,2}):\d{2}$/u;

for (const { browser, language, clock, percent } of CASES) {
  test.describe(`regional formats: ${language} in an ${browser} browser`, { tag: '@desktop-size' }, () => {
    test.use({ locale: browser, timezoneId: 'UTC' });

    test('start times follow the region\'s clock, percentages the language\'s spacing', async ({ page }) => {
      await login(page, 'player@example.com');
      if (language === 'fr') await chooseLanguage(page, 'fr');
      await page.goto('/calendar');
      const times = page.locator(START_TIMES);
      await expect(times.first()).toBeVisible();
      const texts = await times.allTextContents();
      for (const text of texts) expect(text).toMatch(clock === 12 ? TWELVE_HOUR : TWENTY_FOUR_HOUR);
      // The demo's evening trainings show past noon as 13 and more on a 24-hour clock.
      const hours = texts.map((text) => Number((clock === 12 ? TWELVE_HOUR : TWENTY_FOUR_HOUR).exec(text)?.[1]));
      expect(Math.max(...hours)).toBeGreaterThanOrEqual(clock === 12 ? 1 : 13);

      await times.first().click();
      await expect(page).toHaveURL(/\/calendar\/activity\//u);
      const shares = page.locator('.session-summary .session-figure__detail');
      await expect(shares.first()).toBeVisible();
      const share = ((await shares.first().textContent()) ?? '').replace(/[\u00A0\u202F]/gu, ' ');
      expect(share).toMatch(percent);
    });
  });
}
