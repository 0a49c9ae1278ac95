import { expect, test } from '../support/test';
import type { Page, Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { chooseLanguage, login, openInApp, openSidebar } from '../support/pulseboard';
import { oneSizePerLanguage } from '../support/one-size-per-language';

/**
 * A parent on the leaderboard (docs/product-rules.md#leaderboard): consent is given for each child
 * by name, and beyond her club Emma (12) is listed as "Emma M." without her team. Both languages, each
 * at one size (tests/support/one-size-per-language.ts): the boards' behaviour is the same at both.
 */
const TEXT = {
  en: {
    period: 'Period',
    lastMonth: 'Last month',
    scope: 'Scope',
    club: 'Club',
    global: 'Global',
    actingFor: 'Acting for',
    showEmma: 'Show Emma on the leaderboard',
    showNoah: 'Show Noah on the leaderboard',
    dialogEmma: 'Show Emma on the leaderboard?',
    otherChild: 'Your other child stays as they are: you choose for each child.',
    accept: 'Accept',
    emmaAccepted: 'Emma now appears on the leaderboard.',
    noahOff: 'Noah is not on the leaderboard.',
    hideEmma: 'Hide Emma',
    note: 'Outside their own club, players under 13 are shown by first name and last initial, with no team.',
  },
  fr: {
    period: 'Période',
    lastMonth: 'Mois dernier',
    scope: 'Portée',
    club: 'Club',
    global: 'Mondial',
    actingFor: 'Vous agissez pour',
    showEmma: 'Afficher Emma dans le classement',
    showNoah: 'Afficher Noah dans le classement',
    dialogEmma: 'Afficher Emma dans le classement ?',
    otherChild: 'Rien ne change pour votre autre enfant : vous choisissez pour chacun.',
    accept: 'Accepter',
    emmaAccepted: 'Emma apparaît désormais dans le classement.',
    noahOff: 'Noah n’apparaît pas dans le classement.',
    hideEmma: 'Masquer Emma',
    note: 'Hors de leur club, les joueurs de moins de 13 ans apparaissent avec leur prénom et l’initiale de leur nom, sans équipe.',
  },
} as const;

const isBoardCall = (request: Request) =>
  request.method() === 'GET' && /\/api\/common\/leaderboard(\/|\?|$)/.test(request.url());
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);
const table = (page: Page) => page.locator('table.lb-table:not([aria-hidden])');
const own = (page: Page) => page.locator('tr[aria-current="true"]');

/** The most recent Wednesday noon (UTC) before now: the demo world's sessions are seeded from the page's clock. */
function lastWednesdayNoon(now = new Date()): Date {
  const wednesday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12));
  wednesday.setUTCDate(wednesday.getUTCDate() - ((wednesday.getUTCDay() - 3 + 7) % 7));
  if (wednesday > now) wednesday.setUTCDate(wednesday.getUTCDate() - 7);
  return wednesday;
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`a parent's leaderboard, child by child (${lang})`, oneSizePerLanguage(lang), () => {
    const t = TEXT[lang];

    test.beforeEach(async ({ page }) => {
      await page.clock.install({ time: lastWednesdayNoon() });
    });

    test('consent for Emma lists Emma alone, as "Emma M." beyond her club; Noah stays off until asked for', async ({
      page,
    }) => {
      test.slow(); // two children, three scopes: each first board lays out the demo rosters' sessions in the page
      await login(page, 'parent@example.com');
      if (lang === 'fr') await chooseLanguage(page, 'fr');
      await openInApp(page, '/leaderboard');
      // The page heading is the page's own (it names the child); the consent card is what this spec is about.
      await expect(page.locator('.lb-consent')).toBeVisible();
      // Last month always holds the children's sessions.
      await page.getByLabel(t.period).selectOption('LAST_MONTH');
      await expect(table(page).locator('caption')).toContainText(t.lastMonth, { timeout: 30_000 });

      const dialog = page.getByRole('dialog', { name: t.dialogEmma });
      await page.getByRole('button', { name: t.showEmma }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t.otherChild);
      expect((await new AxeBuilder({ page }).include('.leaderboard').analyze()).violations).toEqual([]);
      const refetch = page.waitForRequest((r) => isBoardCall(r) && queryOf(r)['timeFrame'] === 'LAST_MONTH');
      await dialog.getByRole('button', { name: t.accept }).click();
      await expect(dialog).toBeHidden();
      await refetch;
      await expect(page.getByRole('status').filter({ hasText: t.emmaAccepted })).toBeVisible();
      await expect(page.getByRole('button', { name: t.hideEmma })).toBeVisible();

      // The global board: Emma (12) by first name and initial, no team; Noah nowhere.
      await expect(own(page)).toHaveCount(1);
      const emma = own(page).getByRole('rowheader');
      await expect(emma.locator('.lb-name')).toContainText('Emma M.');
      await expect(emma).not.toContainText('Martin');
      await expect(emma.locator('.lb-team')).toHaveCount(0);
      await expect(table(page)).not.toContainText('Noah');
      await expect(page.locator('.lb-note')).toHaveText(t.note);

      // Her club: the full name and team, as before.
      const clubCall = page.waitForRequest((r) => isBoardCall(r) && queryOf(r)['scope'] === 'TEAM');
      await page.getByRole('group', { name: t.scope }).getByRole('button', { name: t.club }).click();
      await clubCall;
      await expect(own(page).getByRole('rowheader')).toContainText('Emma Martin');
      await expect(own(page).locator('.lb-team')).toHaveText('Lakeside FC U12 Girls');
      await expect(page.locator('.lb-note')).toHaveCount(0);

      // Noah: his consent is still to be given, and he is on no board.
      await openSidebar(page);
      const noahBoard = page.waitForRequest((r) => isBoardCall(r) && /\/player\/pl-noah\b/.test(r.url()));
      await page.getByLabel(t.actingFor).selectOption({ label: 'Noah Martin' });
      await noahBoard;
      await expect(page.locator('.lb-consent')).toContainText(t.noahOff);
      await expect(page.getByRole('button', { name: t.showNoah })).toBeVisible();
      await expect(own(page)).toHaveCount(0);
      await expect(table(page)).not.toContainText('Noah');
      const globalCall = page.waitForRequest((r) => isBoardCall(r) && queryOf(r)['scope'] === 'UNIVERSE');
      await page.getByRole('group', { name: t.scope }).getByRole('button', { name: t.global }).click();
      await globalCall;
      await expect(table(page).locator('tbody tr').first()).toBeVisible();
      await expect(table(page)).not.toContainText('Noah');
      await expect(table(page)).not.toContainText('Emma Martin');
    });
  });
}
