import { expect, test } from '../support/test';
import {
  chooseLanguage,
  fillLogin,
  firstSessionWithFigures,
  login,
  openInApp,
  showPreviousMonth,
} from '../support/pulseboard';

/**
 * The reader's region picks the formats, the language the texts (docs/product-rules.md#words-and-formats):
 * an en-GB browser reads the English calendar with a 24-hour clock, an en-US one with a 12-hour
 * clock, French chosen in an en-US browser reads French times, not American ones, and English read in a fr-FR
 * browser gets French formats: Monday weeks and a 24-hour clock.
 */
const START_TIMES = '.calendar-session__time:visible';

const CASES = [
  { browser: 'en-GB', language: 'en', clock: 24, percent: /^\d+%(?:\s|$)/u, firstWeekday: 'Mon' },
  { browser: 'en-US', language: 'en', clock: 12, percent: /^\d+%(?:\s|$)/u, firstWeekday: 'Sun' },
  { browser: 'en-US', language: 'fr', clock: 24, percent: /^\d+\s%(?:\s|$)/u, firstWeekday: 'dim.' },
  // English words, French formats (docs/product-rules.md#words-and-formats).
  { browser: 'fr-FR', language: 'en', clock: 24, percent: /^\d+%(?:\s|$)/u, firstWeekday: 'Mon' },
] as const;

const TWELVE_HOUR = /^(\d{1,2}):\d{2}\s(?:AM|PM)$/u;
/** One pattern on every page: a 24-hour clock pads its hours ("07:00"), as the session page's header does. */
const TWENTY_FOUR_HOUR = /^(\d{2}):\d{2}$/u;

for (const { browser, language, clock, percent, firstWeekday } of CASES) {
  test.describe(`regional formats: ${language} in an ${browser} browser`, { tag: '@desktop-size' }, () => {
    test.use({ locale: browser, timezoneId: 'UTC' });

    test("start times follow the region's clock, percentages the language's spacing", async ({ page }) => {
      if (browser.startsWith(`${language}-`)) {
        await login(page, 'player@example.com');
      } else if (language === 'fr') {
        await login(page, 'player@example.com');
        await chooseLanguage(page, 'fr');
      } else {
        // A French browser opens the login card in French: the reader picks English there first.
        await page.goto('/login');
        await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await fillLogin(page, 'player@example.com');
        await expect(page).toHaveURL(/\/dashboard$/u);
      }
      await openInApp(page, '/calendar');
      await expect(page.getByRole('grid').getByRole('columnheader').first()).toHaveText(firstWeekday);
      await showPreviousMonth(page, language);
      const times = page.locator(START_TIMES);
      await expect(times.first()).toBeVisible();
      const texts = await times.allTextContents();
      for (const text of texts) expect(text).toMatch(clock === 12 ? TWELVE_HOUR : TWENTY_FOUR_HOUR);
      // The demo's evening trainings show past noon as 13 and more on a 24-hour clock.
      const hours = texts.map((text) => Number((clock === 12 ? TWELVE_HOUR : TWENTY_FOUR_HOUR).exec(text)?.[1]));
      expect(Math.max(...hours)).toBeGreaterThanOrEqual(clock === 12 ? 1 : 13);

      await firstSessionWithFigures(page).click();
      await expect(page).toHaveURL(/\/calendar\/activity\//u);
      const shares = page.locator('.session-summary .session-figure__detail');
      await expect(shares.first()).toBeVisible();
      const share = ((await shares.first().textContent()) ?? '').replace(/[\u00A0\u202F]/gu, ' ');
      expect(share).toMatch(percent);
    });
  });
}
