import { expect, test } from '../support/test';
import type { Page, Request, Response } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { chooseLanguage, login } from '../support/pulseboard';
import { cutTexts } from '../support/cut-texts';
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
    summary: 'Summary',
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
    summary: 'Résumé',
  },
} as const;

type Lang = keyof typeof TEXT;

const DAY_MS = 86_400_000;
const FIGURES_CALL = /\/api\/web\/dashboard\/players\/[^/]+\/all-teams\?/;

/** The query of a dashboard figures call for the red-zone metric (one of the four the page sends). */
function redZoneQuery(request: Request): URLSearchParams | null {
  const url = new URL(request.url());
  return FIGURES_CALL.test(request.url()) && url.searchParams.get('metric') === 'TIME_ABOVE_80_PERCENT_HR'
    ? url.searchParams
    : null;
}

const waitForRedZoneCall = (page: Page, timeRange: 'SESSION' | 'CUSTOM') =>
  page.waitForRequest((request) => redZoneQuery(request)?.get('timeRange') === timeRange);

async function openDashboard(page: Page, email: string, lang: Lang): Promise<void> {
  await login(page, email);
  if (lang === 'fr') await chooseLanguage(page, 'fr');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].heading })).toBeVisible();
}

/** The red-zone figures of a custom range, as the server answered them: the timeline's dates, oldest first. */
async function timelineDatesOf(response: Response): Promise<string[]> {
  const body = (await response.json()) as { timeline: { timelineValues: { date: string }[] } };
  return body.timeline.timelineValues.map((value) => value.date);
}

/** How many runs of consecutive days `dates` (oldest first) make: of two days or more, and of one day alone. */
function runsOf(dates: readonly string[]): { lines: number; alone: number } {
  const lengths: number[] = [];
  dates.forEach((date, index) => {
    const consecutive = index > 0 && Date.parse(date) - Date.parse(dates[index - 1] ?? '') === DAY_MS;
    if (consecutive) lengths[lengths.length - 1] = (lengths.at(-1) ?? 0) + 1;
    else lengths.push(1);
  });
  return {
    lines: lengths.filter((length) => length > 1).length,
    alone: lengths.filter((length) => length === 1).length,
  };
}

/** "20:42 min" or "1:05 h" in seconds. */
function durationSeconds(text: string): number {
  const match = /(\d+):(\d{2})\s(min|h)$/u.exec(text.trim());
  if (match === null) return NaN;
  return (Number(match[1]) * 60 + Number(match[2])) * (match[3] === 'h' ? 60 : 1);
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
    test('the range changes the request and the cards; an invalid custom range sends nothing', async ({
      page,
    }, testInfo) => {
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
      for (const [label, days] of [
        [t.week, 7],
        [t.month, 30],
      ] as const) {
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

    test('a day without a session breaks the line; the value axis has 3 to 5 round ticks in the card’s unit', async ({
      page,
    }) => {
      const t = TEXT[lang];
      await openDashboard(page, 'player@example.com', lang);
      const answer = page.waitForResponse(
        (response) => redZoneQuery(response.request())?.get('timeRange') === 'CUSTOM',
      );
      await page.getByRole('button', { name: t.month, exact: true }).click();
      const dates = await timelineDatesOf(await answer);
      const card = redZoneCard(page, lang);
      await expect(chartOf(page, lang).getByRole('link')).toHaveCount(dates.length);
      // The demo player does not train every day: the 30 days hold days without a session.
      expect(dates.length).toBeGreaterThan(1);
      expect(dates.length).toBeLessThan(30);
      // One piece of line per run of consecutive session days, a stem for a day alone: no line crosses an empty day.
      const { lines, alone } = runsOf(dates);
      expect(lines + alone).toBeGreaterThan(1);
      const line = card.locator('.dashboard-chart__line path[fill="none"]');
      if (lines > 0) expect(((await line.getAttribute('d')) ?? '').match(/M/gu)).toHaveLength(lines);
      else await expect(line).toHaveCount(0);
      await expect(card.locator('.dashboard-chart__stem')).toHaveCount(alone);

      // The value axis: 3 to 5 labels, written as the card writes its times, from 0:00 up to at least the highest value.
      const labels = card.locator('.dashboard-chart__value-tick text');
      const texts = await labels.allTextContents();
      expect(texts.length).toBeGreaterThanOrEqual(3);
      expect(texts.length).toBeLessThanOrEqual(5);
      for (const label of await labels.all()) await expect(label).toBeVisible();
      const seconds = texts.map(durationSeconds);
      expect(seconds[0]).toBe(0);
      for (let index = 1; index < seconds.length; index += 1)
        expect(seconds[index]).toBeGreaterThan(seconds[index - 1] ?? Infinity);
      const highest = (await card.locator('.dashboard-card__extent span').last().textContent()) ?? '';
      expect(seconds.at(-1)).toBeGreaterThanOrEqual(durationSeconds(highest));
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

test('in French on a phone no figure row cuts its text: every dashboard card in every range, and the session summary @phone-size', async ({
  page,
}) => {
  const t = TEXT.fr;
  await openDashboard(page, 'player@example.com', 'fr');
  const cards = page.locator('.dashboard section.card');
  for (const range of [null, t.week, t.month] as const) {
    if (range !== null) {
      await page.getByRole('button', { name: range, exact: true }).click();
      await expect(page.getByRole('button', { name: range, exact: true })).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(page.locator('.dashboard section.card[aria-busy="true"]')).toHaveCount(0);
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    for (const card of await cards.all()) {
      // Each figure's line under it ("23 % du temps de séance") is seen whole, inside its card.
      for (const detail of await card.locator('.dashboard-card__detail').all()) await expect(detail).toBeVisible();
      expect(
        await cutTexts(card),
        `${range ?? 'latest session'}: ${(await card.getByRole('heading').first().textContent()) ?? ''}`,
      ).toEqual([]);
    }
  }
  await chartOf(page, 'fr').getByRole('link').last().click();
  const summary = page.getByRole('region', { name: t.summary });
  await expect(summary).toBeVisible();
  for (const detail of await summary.locator('.session-figure__detail').all()) await expect(detail).toBeVisible();
  expect(await cutTexts(summary)).toEqual([]);
});
