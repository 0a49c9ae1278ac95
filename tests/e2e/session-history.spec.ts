import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { chooseLanguage, login, openInApp } from '../support/pulseboard';
import { ALSO_IN_FRENCH, oneSizePerLanguage } from '../support/one-size-per-language';

/** The texts the session history shows, per locale (src/ui/features/session-history/locales). */
const TEXT = {
  en: {
    heading: 'Session History',
    table: 'Sessions table',
    cards: 'Sessions',
    sortBy: 'Sort by',
    order: 'Order',
    lowestFirst: 'Lowest first',
    figures: ['Activity points (AP)', 'Workload', 'Distance', 'Average heart rate'],
    duration: 'Duration',
    perPage: 'Show per page',
    next: 'Next',
    page: (n: number) => new RegExp(`^Page ${n} of \\d+$`),
    empty: 'There are no sessions for this player.',
  },
  fr: {
    heading: 'Historique des séances',
    table: 'Tableau des séances',
    cards: 'Séances',
    sortBy: 'Trier par',
    order: 'Ordre',
    lowestFirst: 'Croissant',
    figures: ['Points d’activité (PA)', 'Charge de travail', 'Distance', 'Fréquence cardiaque moyenne'],
    duration: 'Durée',
    perPage: 'Afficher par page',
    next: 'Suivante',
    page: (n: number) => new RegExp(`^Page ${n} sur \\d+$`),
    empty: 'Il n’y a aucune séance pour ce joueur.',
  },
} as const;

type Lang = keyof typeof TEXT;

async function openHistory(page: Page, email: string, lang: Lang): Promise<void> {
  await login(page, email);
  if (lang === 'fr') await chooseLanguage(page, 'fr');
  await openInApp(page, '/session-history');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].heading })).toBeVisible();
}

/** The table once its page has arrived (skeleton rows are hidden from the accessibility tree). */
async function loadedTable(page: Page, lang: Lang): Promise<Locator> {
  const table = page.getByRole('region', { name: TEXT[lang].table }).getByRole('table');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  return table;
}

/** A duration as every page writes it (docs/product-rules.md#glossary): "1:30 h" → 5400 seconds, "16:01 min" → 961. */
function parseDuration(text: string): number {
  const match = /^(\d+):(\d{2})\s(h|min)$/u.exec(text.trim());
  if (!match) throw new Error(`not a duration: "${text}"`);
  const [first, second] = [Number(match[1]), Number(match[2])];
  return match[3] === 'h' ? first * 3600 + second * 60 : first * 60 + second;
}

async function shownDurations(table: Locator): Promise<number[]> {
  return (await table.locator('tbody td[data-column="duration"]').allTextContents()).map(parseDuration);
}

const ascending = (values: readonly number[]) => values.every((value, i) => i === 0 || (values[i - 1] ?? 0) <= value);
const descending = (values: readonly number[]) => values.every((value, i) => i === 0 || (values[i - 1] ?? 0) >= value);

/** The cards of a phone once their page has arrived. */
async function loadedCards(page: Page, lang: Lang): Promise<Locator> {
  const cards = page.getByRole('list', { name: TEXT[lang].cards, exact: true });
  await expect(cards).toHaveAttribute('aria-busy', 'false');
  return cards;
}

/** The length each card gives, in seconds (the second line ends with it). */
async function cardDurations(cards: Locator): Promise<number[]> {
  return (await cards.locator('.sh-card__meta:nth-of-type(2) span:last-child').allTextContents()).map(parseDuration);
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`session history (${lang})`, () => {
    test(
      "on a phone: one card per session with its date, team, duration and four figures; the sort pickers and paging; nothing past the screen's edge @phone-size",
      ALSO_IN_FRENCH,
      async ({ page }) => {
        const t = TEXT[lang];
        await openHistory(page, 'player@example.com', lang);
        let cards = await loadedCards(page, lang);
        await expect(cards.getByRole('listitem')).toHaveCount(10);
        await expect(page.getByRole('region', { name: t.table })).toBeHidden();
        const first = cards.getByRole('listitem').first();
        await expect(first.getByRole('link')).toHaveAttribute('href', /^\/calendar\/activity\/[^/]+$/);
        await expect(first.locator('time')).toHaveText(/\d{4}/);
        await expect(first.locator('dt')).toHaveText([...t.figures]);
        expect(
          await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? Infinity) <= window.innerWidth),
        ).toBe(true);
        const axe = await new AxeBuilder({ page }).include('.session-history').analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

        // The same sort as the headers: by duration, highest first as the date was, then lowest first.
        await page.getByLabel(t.sortBy).selectOption('duration');
        await expect(page).toHaveURL(/\?sort=duration,desc&size=10&page=1$/);
        cards = await loadedCards(page, lang);
        const down = await cardDurations(cards);
        expect(down).toHaveLength(10);
        expect(descending(down), `descending: ${down.join(', ')}`).toBe(true);
        await page.getByLabel(t.order).selectOption({ label: t.lowestFirst });
        await expect(page).toHaveURL(/\?sort=duration,asc&size=10&page=1$/);
        cards = await loadedCards(page, lang);
        const up = await cardDurations(cards);
        expect(ascending(up), `ascending: ${up.join(', ')}`).toBe(true);

        // The same paging.
        await page.getByRole('button', { name: t.next }).click();
        await expect(page).toHaveURL(/\?sort=duration,asc&size=10&page=2$/);
        await expect(page.getByText(t.page(2))).toBeVisible();
        cards = await loadedCards(page, lang);
        const next = await cardDurations(cards);
        expect(ascending([...up, ...next])).toBe(true);
        expect(
          await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? Infinity) <= window.innerWidth),
        ).toBe(true);
      },
    );

    test('sorts by duration both ways, shows 25 per page, keeps its place across a reload, opens a session @desktop-size', async ({
      page,
    }) => {
      const t = TEXT[lang];
      await openHistory(page, 'player@example.com', lang);
      let table = await loadedTable(page, lang);
      await expect(table.locator('tbody tr')).toHaveCount(10);
      const axe = await new AxeBuilder({ page }).include('.session-history').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

      const durationHeader = table.getByRole('columnheader', { name: t.duration });
      await durationHeader.getByRole('button').click();
      await expect(page).toHaveURL(/\?sort=duration,asc&size=10&page=1$/);
      await expect(durationHeader).toHaveAttribute('aria-sort', 'ascending');
      table = await loadedTable(page, lang);
      const up = await shownDurations(table);
      expect(up).toHaveLength(10);
      expect(ascending(up), `ascending: ${up.join(', ')}`).toBe(true);

      await durationHeader.getByRole('button').click();
      await expect(page).toHaveURL(/\?sort=duration,desc&size=10&page=1$/);
      await expect(durationHeader).toHaveAttribute('aria-sort', 'descending');
      table = await loadedTable(page, lang);
      const down = await shownDurations(table);
      expect(descending(down), `descending: ${down.join(', ')}`).toBe(true);
      expect(down[0]).toBeGreaterThan(up[0] ?? 0);

      await page.getByLabel(t.perPage).selectOption('25');
      await expect(page).toHaveURL(/\?sort=duration,desc&size=25&page=1$/);
      table = await loadedTable(page, lang);
      await expect(table.locator('tbody tr')).toHaveCount(25);
      const firstPage = await shownDurations(table);
      await page.getByRole('button', { name: t.next }).click();
      await expect(page).toHaveURL(/\?sort=duration,desc&size=25&page=2$/);
      await expect(page.getByText(t.page(2))).toBeVisible();
      table = await loadedTable(page, lang);
      const secondPage = await shownDurations(table);
      expect(secondPage).toHaveLength(25);
      expect(descending([...firstPage, ...secondPage])).toBe(true);

      await page.reload();
      await expect(page.getByText(t.page(2))).toBeVisible();
      table = await loadedTable(page, lang);
      await expect(table.getByRole('columnheader', { name: t.duration })).toHaveAttribute('aria-sort', 'descending');
      await expect(page.getByLabel(t.perPage)).toHaveValue('25');
      expect(await shownDurations(table)).toEqual(secondPage);

      const link = table.getByRole('link').first();
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/calendar\/activity\/[^/]+$/);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
    });

    test(
      'a player without sessions sees the empty state; bad query values fall back to the defaults',
      oneSizePerLanguage(lang),
      async ({ page }) => {
        await login(page, 'solo@example.com');
        if (lang === 'fr') await chooseLanguage(page, 'fr');
        await openInApp(page, '/session-history?sort=nonsense&size=7&page=-2');
        await expect(page.getByRole('status').filter({ hasText: TEXT[lang].empty })).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(0);
        const axe = await new AxeBuilder({ page }).include('.session-history').analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
      },
    );
  });
}
