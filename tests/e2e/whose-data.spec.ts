import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { sharePageInBlock } from '../support/shared-page';
import { expect, test } from '../support/test';
import { chooseLanguage, login, openInApp } from '../support/pulseboard';
import { ALSO_IN_FRENCH, oneSizePerLanguage } from '../support/one-size-per-language';

/**
 * A parent's pages name the child (docs/product-rules.md#whose-data): the headings and the tab say
 * "Emma’s dashboard" (French "Tableau de bord d’Emma", "… de Noah"), a switch says "Now showing Noah",
 * and the explanations speak of the child; a player's own pages keep "Dashboard".
 */
const TEXT = {
  en: {
    player: 'Player',
    dashboard: 'Dashboard',
    emmaDashboard: 'Emma’s dashboard',
    noahDashboard: 'Noah’s dashboard',
    nowShowingNoah: 'Now showing Noah',
    nowShowingEmma: 'Now showing Emma',
    noahPages: [
      ['/calendar', 'Noah’s calendar'],
      ['/session-history', 'Noah’s session history'],
      ['/records', 'Noah’s records'],
      ['/leaderboard', 'Noah’s leaderboard'],
      ['/live', 'Record for Noah'],
    ],
    aboutRedZone: 'About Time above 80% HRmax',
    redZoneOfNoah: 'The time Noah’s heart rate was at 80% of their HRmax or more',
  },
  fr: {
    player: 'Joueur',
    dashboard: 'Tableau de bord',
    emmaDashboard: 'Tableau de bord d’Emma',
    noahDashboard: 'Tableau de bord de Noah',
    nowShowingNoah: 'Vous voyez maintenant les données de Noah',
    nowShowingEmma: 'Vous voyez maintenant les données d’Emma',
    noahPages: [
      ['/calendar', 'Calendrier de Noah'],
      ['/session-history', 'Historique des séances de Noah'],
      ['/records', 'Records personnels de Noah'],
      ['/leaderboard', 'Classement de Noah'],
      ['/live', 'Enregistrer pour Noah'],
    ],
    aboutRedZone: 'À propos\u00a0: Temps au-dessus de 80\u00a0% FCmax',
    redZoneOfNoah: 'Le temps passé par Noah à 80\u00a0% de sa FCmax ou plus',
  },
} as const;
type Lang = keyof typeof TEXT;

async function signIn(page: Page, email: string, lang: Lang): Promise<void> {
  await login(page, email);
  if (lang === 'fr') await chooseLanguage(page, 'fr');
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const topbarPicker = (page: Page, lang: Lang) =>
  page.locator('header.topbar').getByRole('combobox', { name: TEXT[lang].player, exact: true });

for (const lang of ['en', 'fr'] as const) {
  const text = TEXT[lang];
  test.describe(`whose data a parent reads (${lang})`, oneSizePerLanguage(lang), () => {
    test.describe('Sam, a parent', () => {
      // The tests read, and pick a child as the top bar lets anyone: one signed-in page for them, in this order.
      const shared = sharePageInBlock((page) => signIn(page, 'parent@example.com', lang));

      test(
        'the headings and the tab name the child; a switch says whom the pages show now',
        ALSO_IN_FRENCH,
        async () => {
          const { page } = shared;
          await openInApp(page, '/dashboard');
          await expect(heading(page)).toHaveText(text.emmaDashboard);
          await expect(page).toHaveTitle(`${text.emmaDashboard} · Pulseboard`);

          await topbarPicker(page, lang).selectOption({ value: 'pl-noah' });
          const toast = page.getByRole('status').filter({ hasText: text.nowShowingNoah });
          await expect(toast).toBeVisible();
          await expect(toast).toHaveText(new RegExp(`^${text.nowShowingNoah}`, 'u'));
          await expect(heading(page)).toHaveText(text.noahDashboard);
          await expect(page).toHaveTitle(`${text.noahDashboard} · Pulseboard`);

          // Back to Emma: one confirmation, the latest, in place of the one before.
          await topbarPicker(page, lang).selectOption({ value: 'pl-emma' });
          await expect(page.locator('.toasts').getByText(text.nowShowingEmma)).toBeVisible();
          await expect(page.locator('.toasts').getByText(text.nowShowingNoah)).toHaveCount(0);
          await expect(heading(page)).toHaveText(text.emmaDashboard);
          expect(
            (await new AxeBuilder({ page }).include('.toasts').include('.page-header').analyze()).violations,
          ).toEqual([]);
        },
      );

      test('every page of the child names them, and the explanations speak of the child', ALSO_IN_FRENCH, async () => {
        const { page } = shared;
        await openInApp(page, '/dashboard');
        await expect(heading(page)).toHaveText(text.emmaDashboard);
        await topbarPicker(page, lang).selectOption({ value: 'pl-noah' });
        await expect(heading(page)).toHaveText(text.noahDashboard);
        // A card's info button is drawn again when its figures replace its skeleton, and an open explanation with
        // it: open it once Noah's figures are in.
        await expect(page.locator('.dashboard-card[aria-busy="true"]')).toHaveCount(0);

        await page.getByRole('button', { name: text.aboutRedZone, exact: true }).first().click();
        await expect(page.locator('.metric-info__definition:visible')).toContainText(text.redZoneOfNoah);

        for (const [path, title] of text.noahPages) {
          await openInApp(page, path);
          await expect(heading(page)).toHaveText(title);
          await expect(page).toHaveTitle(`${title} · Pulseboard`);
        }
      });
    });

    test('a player on their own pages reads the page’s own name', async ({ page }) => {
      await signIn(page, 'player@example.com', lang);
      await expect(heading(page)).toHaveText(text.dashboard);
      await expect(page).toHaveTitle(`${text.dashboard} · Pulseboard`);
    });
  });
}
