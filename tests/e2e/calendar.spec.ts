import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { chooseLanguage, login, openInApp } from '../support/pulseboard';
import { ALSO_IN_FRENCH, oneSizePerLanguage } from '../support/one-size-per-language';

/** The texts the calendar shows, per locale (src/ui/features/calendar/locales). */
const TEXT = {
  en: {
    heading: 'Calendar',
    game: 'Game',
    previousMonth: 'Previous month',
    week: 'Week',
    empty: 'There are no sessions for this player.',
  },
  fr: {
    heading: 'Calendrier',
    game: 'Match',
    previousMonth: 'Mois précédent',
    week: 'Semaine',
    empty: 'Il n’y a aucune séance pour ce joueur.',
  },
} as const;

type Lang = keyof typeof TEXT;

async function openCalendar(page: Page, email: string, lang: Lang): Promise<void> {
  await login(page, email);
  if (lang === 'fr') await chooseLanguage(page, 'fr');
  await openInApp(page, '/calendar');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].heading })).toBeVisible();
}

/** Session links the reader can see (the month grid on a desktop, the agenda on a phone). */
const sessionLinks = (page: Page) => page.locator('a[href^="/calendar/activity/"]:visible');
const visibleBadges = (page: Page, label: string) =>
  page.locator('.calendar-badge:visible', { hasText: new RegExp(`^${label}$`) });

for (const lang of ['en', 'fr'] as const) {
  test.describe(`calendar (${lang})`, oneSizePerLanguage(lang), () => {
    test('shows sessions; a type filter hides its sessions and survives a reload', ALSO_IN_FRENCH, async ({ page }) => {
      await openCalendar(page, 'player@example.com', lang);
      const t = TEXT[lang];
      // The previous month is always a full month of the demo world's sessions.
      await page.getByRole('button', { name: t.previousMonth }).click();
      await expect(sessionLinks(page).first()).toBeVisible();
      await expect(visibleBadges(page, t.game).first()).toBeVisible();
      const period = await page.getByRole('heading', { level: 2 }).textContent();
      const axe = await new AxeBuilder({ page }).include('.calendar').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

      const gameChip = page.getByRole('checkbox', { name: t.game });
      await expect(gameChip).toHaveAttribute('aria-checked', 'true');
      await gameChip.click();
      await expect(gameChip).toHaveAttribute('aria-checked', 'false');
      await expect(visibleBadges(page, t.game)).toHaveCount(0);
      await expect(sessionLinks(page).first()).toBeVisible();

      await page.reload();
      await expect(page.getByRole('checkbox', { name: t.game })).toHaveAttribute('aria-checked', 'false');
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(period ?? '');
      await expect(sessionLinks(page).first()).toBeVisible();
      await expect(visibleBadges(page, t.game)).toHaveCount(0);
    });

    test('the week view survives a reload', async ({ page }) => {
      await openCalendar(page, 'player@example.com', lang);
      const t = TEXT[lang];
      const week = page.getByRole('button', { name: t.week, exact: true });
      await week.click();
      await expect(week).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('.calendar-days__heading:visible')).toHaveCount(7);
      await page.reload();
      await expect(page.getByRole('button', { name: t.week, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('.calendar-days__heading:visible')).toHaveCount(7);
    });

    test('a player without sessions sees the empty state', async ({ page }) => {
      await openCalendar(page, 'solo@example.com', lang);
      await expect(page.getByRole('status').filter({ hasText: TEXT[lang].empty })).toBeVisible();
      await expect(sessionLinks(page)).toHaveCount(0);
    });

    test('clicking a session opens its page', async ({ page }) => {
      await openCalendar(page, 'player@example.com', lang);
      const current = await sessionLinks(page).first().getAttribute('href');
      await page.getByRole('button', { name: TEXT[lang].previousMonth }).click();
      // Wait for the previous month to replace this one, so the link is not swapped under the key press.
      await expect(sessionLinks(page).first()).not.toHaveAttribute('href', current ?? '');
      const link = sessionLinks(page).first();
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/calendar\/activity\/[^/]+$/);
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
    });
  });
}
