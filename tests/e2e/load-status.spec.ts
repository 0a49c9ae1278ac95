import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { computeLoadStatus, type LoadStatus } from '../../src/domain/load/load-status';
import type { LoadBand } from '../../src/domain/load/load-band';
import { localDayOf } from '../../src/domain/time/time-zone';
import { oneSizePerLanguage } from '../support/one-size-per-language';
import { chooseLanguage, login, openSidebar } from '../support/pulseboard';
import { expect, test } from '../support/test';

/** The texts of the load card, per locale (src/ui/features/dashboard/locales). */
const TEXT = {
  en: {
    heading: 'Dashboard',
    card: 'Training load',
    bands: { lighter: 'Lighter than usual', usual: 'About usual', 'step-up': 'A step up', 'big-jump': 'A big jump' } satisfies Record<LoadBand, string>,
    baseline: 'Still building a baseline',
    notInjury: /not an injury prediction/,
    showTable: 'Show data table',
    actingFor: 'Acting for',
    locale: 'en-US',
  },
  fr: {
    heading: 'Tableau de bord',
    card: 'Charge d’entraînement',
    bands: { lighter: 'Plus léger que d’habitude', usual: 'Comme d’habitude', 'step-up': 'Une hausse', 'big-jump': 'Un grand bond' } satisfies Record<LoadBand, string>,
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

/**
 * The status the card should show, worked out apart from the card's own calls: every session of the
 * session history (its start instant and its TRIMPs), dated on its local day in the page's zone,
 * on the page's today (docs/product-rules.md#load-status).
 */
async function expectedStatus(page: Page, childIndex?: number): Promise<LoadStatus | null> {
  const { rows, now, zone } = await page.evaluate(async (child) => {
    const token = localStorage.getItem('token_id') ?? '';
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { playerId: string; playerDetails?: { playerId: string }[] };
    const playerId = child === undefined ? user.playerId : (user.playerDetails?.[child]?.playerId ?? '');
    const found: { startTime: string; workloadTrimps: number | null }[] = [];
    for (let pageNumber = 0; ; pageNumber += 1) {
      const response = await fetch(`/api/web/session-history/${playerId}?sort=date,desc&size=100&page=${pageNumber}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { playerSessions: { content: typeof found; totalPages: number } };
      found.push(...body.playerSessions.content);
      if (pageNumber + 1 >= body.playerSessions.totalPages) break;
    }
    return { rows: found, now: Date.now(), zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  }, childIndex);
  const entries = rows.flatMap((row) => (row.workloadTrimps === null ? [] : [{ day: localDayOf(Date.parse(row.startTime), zone), trimps: row.workloadTrimps }]));
  return computeLoadStatus(entries, localDayOf(now, zone));
}

/** The card shows the ratio's band in words and the ratio, written the reader's way. */
async function expectRatioShown(page: Page, lang: Lang, status: LoadStatus | null): Promise<void> {
  // Six months of sessions (docs/product-rules.md#demo-accounts): long enough for a ratio.
  if (status?.kind !== 'ratio') throw new Error(`the demo player should have a ratio, not ${status?.kind ?? 'no status'}`);
  const card = loadCard(page, lang);
  const ratio = new Intl.NumberFormat(TEXT[lang].locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(status.shownRatio);
  await expect(card.locator('.load-card__band')).toHaveText(TEXT[lang].bands[status.band]);
  await expect(card.locator('.load-card__ratio')).toHaveText(ratio);
  await expect(card.getByRole('listitem').and(card.locator('[aria-current="true"]'))).toContainText(TEXT[lang].bands[status.band]);
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`load status (${lang})`, oneSizePerLanguage(lang), () => {
    test('a player with six months of sessions: the ratio, its band, the chart and its table; no axe violation', async ({ page }) => {
      const t = TEXT[lang];
      await openDashboard(page, 'player@example.com', lang);
      const status = await expectedStatus(page);
      await expectRatioShown(page, lang, status);
      const card = loadCard(page, lang);
      await expect(card.getByRole('img')).toBeVisible();
      await expect(card.getByText(t.notInjury)).toBeVisible();
      await card.getByRole('button', { name: t.showTable }).click();
      await expect(card.getByRole('table').locator('tbody tr')).toHaveCount(status?.chart.length ?? -1);
      await card.locator('.load-card__more summary').click();
      const axe = await new AxeBuilder({ page }).include('.load-card').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
    });

    test('a player without sessions: still building a baseline, no ratio', async ({ page }) => {
      const t = TEXT[lang];
      await openDashboard(page, 'solo@example.com', lang);
      expect(await expectedStatus(page)).toBeNull();
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
      await expectRatioShown(page, lang, await expectedStatus(page, 0));
      await openSidebar(page);
      const asked = page.waitForRequest((request) => /\/dashboard\/timeline\/players\/pl-noah\/all-teams\?.*metric=WORKLOAD/.test(request.url()));
      await page.getByLabel(t.actingFor).selectOption({ index: 1 });
      await asked;
      await expectRatioShown(page, lang, await expectedStatus(page, 1));
    });
  });
}
