import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { ActivityDataStatus } from '../../src/domain/activity/activity-type';
import { findLoadDataGaps, type LoadDataGaps, type LoadSession } from '../../src/domain/load/load-data-gaps';
import { computeLoadStatus, type LoadStatus } from '../../src/domain/load/load-status';
import type { LoadBand } from '../../src/domain/load/load-band';
import { computeLoadWeeks } from '../../src/domain/load/load-weeks';
import { localDayOf } from '../../src/domain/time/time-zone';
import { ALSO_IN_FRENCH, oneSizePerLanguage } from '../support/one-size-per-language';
import { chooseLanguage, login, openSidebar } from '../support/pulseboard';
import { expect, test } from '../support/test';

const NBSP = '\u00a0';

/** The texts of the load card, per locale (src/ui/features/dashboard/locales). */
const TEXT = {
  en: {
    heading: 'Dashboard',
    held: 'Not enough data to judge this week',
    withoutData: (count: number) =>
      count === 1
        ? '1 session of the last 7 days has no data yet:'
        : `${count} sessions of the last 7 days have no data yet:`,
    provisional: 'provisional',
    trimpInfo: 'About Workload',
    card: 'Training load',
    bands: {
      lighter: 'Lighter than usual',
      usual: 'About usual',
      'step-up': 'A step up',
      'big-jump': 'A big jump',
    } satisfies Record<LoadBand, string>,
    baseline: 'Still building a baseline',
    notInjury: /not an injury prediction/,
    showTable: 'Show data table',
    actingFor: 'Acting for',
    locale: 'en-US',
  },
  fr: {
    heading: 'Tableau de bord',
    held: 'Pas assez de données pour juger cette semaine',
    withoutData: (count: number) =>
      count <= 1
        ? `${count} séance des 7 derniers jours n’a pas encore de données${NBSP}:`
        : `${count} séances des 7 derniers jours n’ont pas encore de données${NBSP}:`,
    provisional: 'provisoire',
    trimpInfo: `À propos${NBSP}: Charge de travail`,
    card: 'Charge d’entraînement',
    bands: {
      lighter: 'Plus léger que d’habitude',
      usual: 'Comme d’habitude',
      'step-up': 'Une hausse',
      'big-jump': 'Un grand bond',
    } satisfies Record<LoadBand, string>,
    baseline: 'Référence en cours de construction',
    notInjury: /pas une prédiction de blessure/,
    showTable: 'Afficher le tableau de données',
    actingFor: 'Vous agissez pour',
    locale: 'fr',
  },
} as const;

type Lang = keyof typeof TEXT;

// The demo world's clubs play around Los Angeles: the viewer's days there.
test.use({ timezoneId: 'America/Los_Angeles' });

async function openDashboard(page: Page, email: string, lang: Lang): Promise<void> {
  await login(page, email);
  if (lang === 'fr') await chooseLanguage(page, 'fr');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].heading })).toBeVisible();
}

const loadCard = (page: Page, lang: Lang) => page.getByRole('region', { name: TEXT[lang].card });

/** A session of the history, as the expectation reads it. */
interface HistorySession extends LoadSession {
  readonly title: string;
}

/** What the card should show: the status, its chart's days and the sessions its figures lack. */
interface Expected {
  readonly status: LoadStatus | null;
  readonly chartDays: number;
  readonly gaps: LoadDataGaps<HistorySession>;
}

/**
 * What the card should show, worked out apart from the card's own calls (the timelines and the
 * calendar): every session of the session history (its start, its TRIMPs, its data status), dated
 * on its local day in the page's zone, on the page's today (docs/product-rules.md#load-status).
 */
async function expected(page: Page, childIndex?: number): Promise<Expected> {
  const { rows, now, zone } = await page.evaluate(async (child) => {
    const token = localStorage.getItem('token_id') ?? '';
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as {
      playerId: string;
      playerDetails?: { playerId: string }[];
    };
    const playerId = child === undefined ? user.playerId : (user.playerDetails?.[child]?.playerId ?? '');
    const found: { startTime: string; workloadTrimps: number | null; title: string; dataStatus: string }[] = [];
    for (let pageNumber = 0; ; pageNumber += 1) {
      const response = await fetch(`/api/web/session-history/${playerId}?sort=date,desc&size=100&page=${pageNumber}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { playerSessions: { content: typeof found; totalPages: number } };
      found.push(...body.playerSessions.content);
      if (pageNumber + 1 >= body.playerSessions.totalPages) break;
    }
    return { rows: found, now: Date.now(), zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  }, childIndex);
  const today = localDayOf(now, zone);
  const entries = rows.flatMap((row) =>
    row.workloadTrimps === null
      ? []
      : [{ day: localDayOf(Date.parse(row.startTime), zone), trimps: row.workloadTrimps }],
  );
  const sessions = rows.map((row) => ({
    day: localDayOf(Date.parse(row.startTime), zone),
    dataStatus: row.dataStatus as ActivityDataStatus,
    title: row.title,
  }));
  const status = computeLoadStatus(entries, today);
  const chartDays = status === null ? 0 : computeLoadWeeks(entries, status.firstDay, today).length;
  return { status, chartDays, gaps: findLoadDataGaps(sessions, today) };
}

/**
 * The card shows the ratio, written the reader's way; its band in words when every session of the
 * last 7 days has data, else "not enough data", no band marked, the sessions named and the ratio
 * marked provisional.
 */
async function expectRatioShown(page: Page, lang: Lang, { status, gaps }: Expected): Promise<void> {
  // Six months of sessions (docs/product-rules.md#demo-accounts): long enough for a ratio.
  if (status?.kind !== 'ratio') throw new Error(`the player should have a ratio, not ${status?.kind ?? 'no status'}`);
  const t = TEXT[lang];
  const card = loadCard(page, lang);
  const ratio = new Intl.NumberFormat(t.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    status.shownRatio,
  );
  await expect(card.locator('.load-card__ratio')).toHaveText(ratio);
  const provisional = card.locator('.load-card__provisional');
  if (gaps.lastWeek.length + gaps.weeksBefore.length > 0) await expect(provisional).toHaveText(t.provisional);
  else await expect(provisional).toHaveCount(0);
  if (gaps.lastWeek.length === 0) {
    await expect(card.locator('.load-card__band')).toHaveText(t.bands[status.band]);
    await expect(card.getByRole('listitem').and(card.locator('[aria-current="true"]'))).toContainText(
      t.bands[status.band],
    );
    return;
  }
  await expect(card.locator('.load-card__band')).toHaveText(t.held);
  await expect(card.locator('[aria-current="true"]')).toHaveCount(0);
  await expect(card.locator('.load-card__gaps-count')).toHaveText(t.withoutData(gaps.lastWeek.length));
  const named = card.locator('.load-card__gap-list li');
  await expect(named).toHaveCount(gaps.lastWeek.length);
  for (const session of gaps.lastWeek)
    await expect(
      card.locator('.load-card__gap-list').getByRole('link', { name: session.title, exact: true }).first(),
    ).toBeVisible();
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`load status (${lang})`, oneSizePerLanguage(lang), () => {
    test(
      'the demo player: the sessions of the last 7 days without data named, no band until they have it; one last 7 days; no axe violation',
      ALSO_IN_FRENCH,
      async ({ page }) => {
        const t = TEXT[lang];
        await openDashboard(page, 'player@example.com', lang);
        const shown = await expected(page);
        // The demo's latest session is being processed and the two before it are not synced (docs/product-rules.md#demo-accounts).
        expect(shown.gaps.lastWeek.length, 'sessions of the last 7 days without data in the demo').toBeGreaterThan(0);
        await expectRatioShown(page, lang, shown);
        const card = loadCard(page, lang);
        await expect(card.getByRole('img')).toBeVisible();
        await expect(card.getByText(t.notInjury)).toBeVisible();
        await expect(card.getByRole('button', { name: t.trimpInfo })).toBeVisible();
        // One "last 7 days": the figure, the chart's last label and the data table's last row.
        const figure = (await card.locator('.load-card__figures dd').first().textContent()) ?? '';
        await expect(card.locator('.load-chart__last')).toHaveText(figure);
        await card.getByRole('button', { name: t.showTable }).click();
        const rows = card.getByRole('table').locator('tbody tr');
        await expect(rows).toHaveCount(shown.chartDays);
        await expect(rows.last().locator('td').first()).toHaveText(figure);
        await card.locator('.load-card__more summary').click();
        const axe = await new AxeBuilder({ page }).include('.load-card').analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
      },
    );

    test('a player without sessions: still building a baseline, no ratio', async ({ page }) => {
      const t = TEXT[lang];
      await openDashboard(page, 'solo@example.com', lang);
      expect((await expected(page)).status).toBeNull();
      const card = loadCard(page, lang);
      await expect(card.getByRole('status')).toContainText(t.baseline);
      await expect(card.locator('.load-card__ratio')).toHaveCount(0);
      await expect(card.getByRole('img')).toHaveCount(0);
      const axe = await new AxeBuilder({ page }).include('.load-card').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
    });

    test('a parent: the selected child’s status, then the other child’s after a switch', async ({ page }) => {
      const t = TEXT[lang];
      await openDashboard(page, 'parent@example.com', lang);
      await expectRatioShown(page, lang, await expected(page, 0));
      await openSidebar(page);
      const asked = page.waitForRequest((request) =>
        /\/dashboard\/timeline\/players\/pl-noah\/all-teams\?.*metric=WORKLOAD/.test(request.url()),
      );
      await page.getByLabel(t.actingFor).selectOption({ index: 1 });
      await asked;
      await expectRatioShown(page, lang, await expected(page, 1));
    });
  });
}
