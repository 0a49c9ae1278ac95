import { expect, test } from '../support/test';
import type { Page, Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { chooseLanguage, login } from '../support/pulseboard';
import { oneSizePerLanguage } from '../support/one-size-per-language';

/** The texts the dashboard shows, per locale (src/ui/features/dashboard/locales, src/ui/messages/locales). */
const TEXT = {
  en: {
    heading: 'Dashboard',
    week: 'Last 7 days',
    month: 'Last 30 days',
    custom: 'Custom',
    from: 'From',
    to: 'To',
    apply: 'Apply',
    invalidRange: 'You must select a valid date range.',
    noData: 'No data found for the selected date range.',
    noSessions: 'There are no sessions for this player.',
    playbook: 'Getting started: how to record your first session',
    redZone: 'Time above 80% HRmax',
    showTable: 'Show data table',
    openSession: /^\S.*\d{4}: .+, open the session$/,
    breadcrumb: 'Breadcrumb',
    calendar: 'Calendar',
    teamSession: 'Team Session',
  },
  fr: {
    heading: 'Tableau de bord',
    week: '7 derniers jours',
    month: '30 derniers jours',
    custom: 'Personnalisée',
    from: 'Du',
    to: 'Au',
    apply: 'Appliquer',
    invalidRange: 'Vous devez sélectionner une période valide.',
    noData: 'Aucune donnée trouvée pour la période sélectionnée.',
    noSessions: 'Il n’y a aucune séance pour ce joueur.',
    playbook: 'Premiers pas : enregistrer votre première séance',
    redZone: 'Temps au-dessus de 80 % FCmax',
    showTable: 'Afficher le tableau de données',
    openSession: /^\d{1,2} \S+ \d{4} : .+, ouvrir la séance$/,
    breadcrumb: 'Fil d’Ariane',
    calendar: 'Calendrier',
    teamSession: 'Séance d’équipe',
  },
} as const;

type Lang = keyof typeof TEXT;

const DAY_MS = 86_400_000;
const FIGURES_CALL = /\/api\/web\/dashboard\/players\/[^/]+\/all-teams\?/;

/** The query of a dashboard figures call for the red-zone metric (one of the four the page sends). */
function redZoneQuery(request: Request): URLSearchParams | null {
  const url = new URL(request.url());
  return FIGURES_CALL.test(request.url()) && url.searchParams.get('metric') === 'TIME_ABOVE_80_PERCENT_HR' ? url.searchParams : null;
}

const waitForRedZoneCall = (page: Page, timeRange: 'SESSION' | 'CUSTOM') =>
  page.waitForRequest((request) => redZoneQuery(request)?.get('timeRange') === timeRange);

async function openDashboard(page: Page, email: string, lang: Lang): Promise<void> {
  await login(page, email);
  if (lang === 'fr') await chooseLanguage(page, 'fr');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].heading })).toBeVisible();
}

/** The red-zone card; its headline figure; the line saying what the cards cover. */
const redZoneCard = (page: Page, lang: Lang) => page.getByRole('region', { name: TEXT[lang].redZone });
const redZoneFigure = (page: Page, lang: Lang) => redZoneCard(page, lang).locator('.dashboard-card__figure');
const covered = (page: Page) => page.locator('.dashboard-covered');
/** A card's timeline chart: a group of links, one per day. */
const chartOf = (page: Page, lang: Lang) => redZoneCard(page, lang).getByRole('group');

/** The session page of `href`: its URL and its breadcrumb (a team session under Calendar). */
async function expectSessionPage(page: Page, lang: Lang, href: string | null): Promise<void> {
  expect(href).toMatch(/^\/calendar\/activity\/[^/]+$/);
  await expect(page).toHaveURL(href ?? '');
  const crumbs = page.getByRole('navigation', { name: TEXT[lang].breadcrumb });
  await expect(crumbs.getByRole('link', { name: TEXT[lang].calendar })).toBeVisible();
  await expect(crumbs).toContainText(TEXT[lang].teamSession);
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`dashboard (${lang})`, oneSizePerLanguage(lang), () => {
    test('the range changes the request and the cards; an invalid custom range sends nothing', async ({ page }, testInfo) => {
      const t = TEXT[lang];
      const firstLoad = waitForRedZoneCall(page, 'SESSION');
      await openDashboard(page, 'player@example.com', lang);
      // The default view: the latest session, all teams, a timeline page sized by the window.
      const query = redZoneQuery(await firstLoad);
      expect(query?.get('size')).toBe(testInfo.project.name === 'phone' ? '7' : '30');
      const card = redZoneCard(page, lang);
      await expect(chartOf(page, lang)).toBeVisible();
      const sessionFigure = (await redZoneFigure(page, lang).textContent()) ?? '';
      const sessionCovered = (await covered(page).textContent()) ?? '';
      expect(sessionCovered).not.toBe('');

      // WEEK and MONTH go to the server as custom ranges of 7 and 30 days ending today.
      for (const [label, days] of [[t.week, 7], [t.month, 30]] as const) {
        const call = waitForRedZoneCall(page, 'CUSTOM');
        await page.getByRole('button', { name: label, exact: true }).click();
        const sent = redZoneQuery(await call);
        const from = Date.parse(sent?.get('from') ?? '');
        const to = Date.parse(sent?.get('to') ?? '');
        expect((to - from) / DAY_MS).toBe(days - 1);
        expect(Math.abs(to - Date.now())).toBeLessThan(2 * DAY_MS);
        await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
      }
      // The month's cards: the figures of the last 30 days' sessions, not of the latest one.
      await expect(chartOf(page, lang).or(page.getByRole('status').filter({ hasText: t.noData }))).toBeVisible();
      if (await chartOf(page, lang).isVisible()) {
        await expect(covered(page)).not.toHaveText(sessionCovered);
        await expect(redZoneFigure(page, lang)).not.toHaveText(sessionFigure);
      }

      await card.getByRole('button', { name: t.showTable }).click();
      const axe = await new AxeBuilder({ page }).include('.dashboard').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

      // From after to: the message, and no call.
      const sentAfter: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/web/dashboard/')) sentAfter.push(request.url());
      });
      await page.getByRole('button', { name: t.custom, exact: true }).click();
      await page.getByLabel(t.from, { exact: true }).fill('2026-03-20');
      await page.getByLabel(t.to, { exact: true }).fill('2026-03-01');
      await page.getByRole('button', { name: t.apply }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.invalidRange })).toBeVisible();
      await expect(page.getByLabel(t.from, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      // Give a wrongly sent call the time to show up.
      await page.waitForTimeout(300);
      expect(sentAfter).toEqual([]);
    });

    test('a point opens its session (mouse and keyboard), and so does the data table’s date', async ({ page }) => {
      const t = TEXT[lang];
      await openDashboard(page, 'player@example.com', lang);
      // One tab stop per chart (the newest point); the arrow keys move to older days.
      const points = chartOf(page, lang).getByRole('link');
      const newest = points.last();
      await expect(newest).toHaveAttribute('tabindex', '0');
      await expect(newest).toHaveAccessibleName(t.openSession);
      await newest.focus();
      await page.keyboard.press('ArrowLeft');
      const older = points.nth((await points.count()) - 2);
      await expect(older).toBeFocused();
      const olderHref = await older.getAttribute('href');
      await page.keyboard.press('Enter');
      await expectSessionPage(page, lang, olderHref);

      // The mouse: a click beside the dot, in the point's larger hit area.
      await page.goBack();
      const box = await newest.boundingBox();
      const newestHref = await newest.getAttribute('href');
      await newest.click({ position: { x: (box?.width ?? 0) / 2 + 5, y: (box?.height ?? 0) / 2 } });
      await expectSessionPage(page, lang, newestHref);

      await page.goBack();
      const card = redZoneCard(page, lang);
      await card.getByRole('button', { name: t.showTable }).click();
      const firstDate = card.getByRole('table').getByRole('link').first();
      await expect(firstDate).toHaveAccessibleName(t.openSession);
      const tableHref = await firstDate.getAttribute('href');
      await firstDate.click();
      await expectSessionPage(page, lang, tableHref);
    });

    test('a player without sessions sees the no-sessions state with a way to the Playbook', async ({ page }) => {
      const t = TEXT[lang];
      await openDashboard(page, 'solo@example.com', lang);
      const state = page.getByRole('status').filter({ hasText: t.noSessions });
      await expect(state).toBeVisible();
      await expect(state.getByRole('link', { name: t.playbook })).toHaveAttribute('href', '/playbook/getting-started');
      await expect(page.locator('.dashboard-chart svg')).toHaveCount(0);
      const axe = await new AxeBuilder({ page }).include('.dashboard').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
    });
  });
}
