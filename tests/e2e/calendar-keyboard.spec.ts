import { sharePageInBlock } from '../support/shared-page';
import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import { calendarSettled, chooseLanguage, login, openInApp, showPreviousMonth } from '../support/pulseboard';
import { ALSO_IN_FRENCH, oneSizePerLanguage } from '../support/one-size-per-language';

/**
 * Keyboard use of the calendar (WAI-ARIA grid / date picker): Tab enters a grid once, on the
 * focused day, then goes through that day's sessions; arrows, Home/End and PageUp/PageDown
 * move between days. A phone shows the month as an agenda list, and the week as a grid.
 */
const TEXT = {
  en: {
    heading: 'Calendar',
    week: 'Week',
    previousMonth: 'Previous month',
    none: 'no sessions',
    one: '1 session',
    many: 'sessions',
  },
  fr: {
    heading: 'Calendrier',
    week: 'Semaine',
    previousMonth: 'Mois précédent',
    none: 'aucune séance',
    one: '1 séance',
    many: 'séances',
  },
} as const;

type Lang = keyof typeof TEXT;

const DAY_MS = 86_400_000;
const msOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const addDays = (iso: string, days: number) => new Date(msOf(iso) + days * DAY_MS).toISOString().slice(0, 10);
/**
 * Days since the week's first day, which is the reader's region's (docs/product-rules.md#words-and-formats), whatever
 * the language: Playwright's browser is en-US, so Sunday in English and in French alike.
 */
const daysIntoWeek = (iso: string) => new Date(msOf(iso)).getUTCDay();
const monthTitle = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(msOf(iso));

/** What a screen reader hears on a day: the full date in the page's language and the session count. */
function dayLabel(lang: Lang, iso: string, count: number): string {
  const date = new Intl.DateTimeFormat(lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(msOf(iso));
  const t = TEXT[lang];
  return `${date}, ${count === 0 ? t.none : count === 1 ? t.one : `${count} ${t.many}`}`;
}

async function openCalendar(page: Page, lang: Lang): Promise<void> {
  await openInApp(page, '/calendar');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].heading })).toBeVisible();
}

const focused = (page: Page) => page.locator(':focus');

async function focusedDate(page: Page): Promise<string> {
  return (await focused(page).getAttribute('data-date')) ?? '';
}

/** Tab from the last filter chip: the next stop is the grid's focused day, the only day in the tab order. */
async function tabIntoGrid(page: Page, grid: Locator): Promise<string> {
  await expect(grid.locator('[data-date][tabindex="0"]')).toHaveCount(1);
  const entry = (await grid.locator('[data-date][tabindex="0"]').getAttribute('data-date')) ?? '';
  await page.locator('.calendar-chip:visible').last().focus();
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveAttribute('data-date', entry);
  return entry;
}

/** Presses a key on the focused day and checks where focus lands and what it is called. */
async function pressAndExpect(page: Page, lang: Lang, key: string, date: string): Promise<void> {
  await page.keyboard.press(key);
  await expect(focused(page)).toHaveAttribute('data-date', date);
  await calendarSettled(page);
  const count = await focused(page).locator('a[href^="/calendar/activity/"]').count();
  await expect(focused(page)).toHaveAttribute('aria-label', dayLabel(lang, date, count));
}

/** Right arrow until the focused day has sessions (the demo player trains most days). */
async function arrowToDayWithSessions(page: Page): Promise<Locator> {
  let day = await focusedDate(page);
  for (let i = 0; i < 21; i += 1) {
    await calendarSettled(page);
    if ((await focused(page).locator('a').count()) > 0) break;
    day = addDays(day, 1);
    await page.keyboard.press('ArrowRight');
    await expect(focused(page)).toHaveAttribute('data-date', day);
  }
  const links = focused(page).locator('a[href^="/calendar/activity/"]');
  expect(await links.count()).toBeGreaterThan(0);
  return links;
}

/** Presses a key and waits for the focus to leave the day it was on; answers the new day. */
async function pressAndRead(page: Page, key: string): Promise<string> {
  const from = await focusedDate(page);
  await page.keyboard.press(key);
  await expect(focused(page)).not.toHaveAttribute('data-date', from);
  return focusedDate(page);
}

/** The previous month (the demo's current one may have few sessions so far), loaded and settled. */
async function openPreviousMonth(page: Page, lang: Lang): Promise<void> {
  await openCalendar(page, lang);
  await showPreviousMonth(page, lang);
  await expect(page.locator('a[href^="/calendar/activity/"]:visible').first()).toBeVisible();
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`calendar keyboard (${lang})`, oneSizePerLanguage(lang), () => {
    // Keys move the focus and the shown period, and change nothing: one signed-in page for the block.
    const shared = sharePageInBlock(async (page) => {
      await login(page, 'player@example.com');
      if (lang === 'fr') await chooseLanguage(page, 'fr');
    });
    test(
      'month view: Tab enters on the focused day, arrows and Home/End move it, the day is named with its sessions',
      ALSO_IN_FRENCH,
      async () => {
        const { page } = shared;
        await openPreviousMonth(page, lang);
        const grid = page.getByRole('grid');
        if ((await grid.count()) === 0) {
          // A phone shows the month as an agenda: Tab goes through the sessions in reading order.
          const links = page.locator('.calendar-days--agenda a');
          await page.locator('.calendar-chip:visible').last().focus();
          await page.keyboard.press('Tab');
          await expect(links.nth(0)).toBeFocused();
          await page.keyboard.press('Tab');
          await expect(links.nth(1)).toBeFocused();
          return;
        }
        const start = await tabIntoGrid(page, grid);
        const count = await focused(page).locator('a').count();
        await expect(focused(page)).toHaveAttribute('aria-label', dayLabel(lang, start, count));
        await expect(focused(page)).toHaveCSS('outline-style', 'solid');
        await expect(focused(page)).toHaveCSS('outline-width', '3px');

        await pressAndExpect(page, lang, 'ArrowRight', addDays(start, 1));
        await pressAndExpect(page, lang, 'ArrowLeft', start);
        await pressAndExpect(page, lang, 'ArrowDown', addDays(start, 7));
        await pressAndExpect(page, lang, 'ArrowUp', start);
        await pressAndExpect(page, lang, 'Home', addDays(start, -daysIntoWeek(start)));
        await pressAndExpect(page, lang, 'End', addDays(start, 6 - daysIntoWeek(start)));
        await expect(grid.locator('[data-date][tabindex="0"]')).toHaveCount(1);
      },
    );

    test('month view: PageDown and PageUp move a month, the heading follows, focus keeps the day', async () => {
      const { page } = shared;
      await openCalendar(page, lang);
      await calendarSettled(page);
      const grid = page.getByRole('grid');
      const heading = page.getByRole('heading', { level: 2 });
      if ((await grid.count()) === 0) {
        // No month grid on a phone: the period moves with the toolbar's buttons, from the keyboard too.
        const before = await heading.textContent();
        await page.getByRole('button', { name: TEXT[lang].previousMonth }).focus();
        await page.keyboard.press('Enter');
        await expect(heading).not.toHaveText(before ?? '');
        return;
      }
      const start = await tabIntoGrid(page, grid);
      await expect(heading).toHaveText(monthTitle(lang, start));
      const next = await pressAndRead(page, 'PageDown');
      expect(next.slice(0, 7)).toBe(addDays(`${start.slice(0, 7)}-28`, 7).slice(0, 7));
      expect(Number(next.slice(8)) === Number(start.slice(8)) || Number(next.slice(8)) < Number(start.slice(8))).toBe(
        true,
      );
      await expect(heading).toHaveText(monthTitle(lang, next));
      await calendarSettled(page);
      await expect(focused(page)).toHaveAttribute(
        'aria-label',
        dayLabel(lang, next, await focused(page).locator('a').count()),
      );
      await pressAndRead(page, 'PageUp');
      const previous = await pressAndRead(page, 'PageUp');
      await expect(heading).toHaveText(monthTitle(lang, previous));
      // Up and left to the 1st, then left once more: the last day of the month before, and that month shown.
      const first = `${previous.slice(0, 7)}-01`;
      let day = previous;
      while (addDays(day, -7) >= first) {
        day = addDays(day, -7);
        await page.keyboard.press('ArrowUp');
        await expect(focused(page)).toHaveAttribute('data-date', day);
      }
      while (day > first) {
        day = addDays(day, -1);
        await page.keyboard.press('ArrowLeft');
        await expect(focused(page)).toHaveAttribute('data-date', day);
      }
      await expect(heading).toHaveText(monthTitle(lang, previous));
      await pressAndExpect(page, lang, 'ArrowLeft', addDays(first, -1));
      await expect(heading).toHaveText(monthTitle(lang, addDays(first, -1)));
    });

    test('month view: Tab goes from the focused day to its sessions, then out of the grid; Enter opens a session', async () => {
      const { page } = shared;
      await openPreviousMonth(page, lang);
      const grid = page.getByRole('grid');
      if ((await grid.count()) === 0) {
        const link = page.locator('.calendar-days--agenda a').first();
        await page.locator('.calendar-chip:visible').last().focus();
        await page.keyboard.press('Tab');
        await expect(link).toBeFocused();
        const href = (await link.getAttribute('href')) ?? '';
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        return;
      }
      await tabIntoGrid(page, grid);
      const links = await arrowToDayWithSessions(page);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        await page.keyboard.press('Tab');
        await expect(focused(page)).toHaveAttribute('href', href);
      }
      // The other days' sessions are not tab stops: the next Tab leaves the grid.
      await page.keyboard.press('Tab');
      await expect(grid.locator(':focus')).toHaveCount(0);
      await page.keyboard.press('Shift+Tab');
      const last = hrefs.at(-1) ?? '';
      await expect(focused(page)).toHaveAttribute('href', last);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${last}$`));
    });

    test('week view: arrows move a day across weeks, PageDown moves a week and the heading changes, Enter opens a session', async () => {
      const { page } = shared;
      await openCalendar(page, lang);
      await page.getByRole('button', { name: TEXT[lang].week, exact: true }).click();
      await calendarSettled(page);
      const grid = page.getByRole('grid');
      await expect(grid.getByRole('row')).toHaveCount(7);
      const heading = page.getByRole('heading', { level: 2 });
      const start = await tabIntoGrid(page, grid);
      await expect(focused(page)).toHaveCSS('outline-style', 'solid');
      await pressAndExpect(page, lang, 'ArrowDown', addDays(start, 1));
      await pressAndExpect(page, lang, 'ArrowUp', start);
      await pressAndExpect(page, lang, 'ArrowLeft', addDays(start, -1));
      await pressAndExpect(page, lang, 'ArrowRight', start);

      const weekOf = await heading.textContent();
      await pressAndExpect(page, lang, 'PageDown', addDays(start, 7));
      await expect(heading).not.toHaveText(weekOf ?? '');
      await pressAndExpect(page, lang, 'PageUp', start);
      await expect(heading).toHaveText(weekOf ?? '');
      const weekEnd = addDays(start, 6 - daysIntoWeek(start));
      await pressAndExpect(page, lang, 'End', weekEnd);
      await pressAndExpect(page, lang, 'ArrowRight', addDays(weekEnd, 1));
      await expect(heading).not.toHaveText(weekOf ?? '');

      // Back a few weeks into the demo player's past to find sessions, then open one from the keyboard.
      await page.keyboard.press('PageUp');
      await page.keyboard.press('PageUp');
      const links = await arrowToDayWithSessions(page);
      const href = (await links.first().getAttribute('href')) ?? '';
      await page.keyboard.press('Tab');
      await expect(focused(page)).toHaveAttribute('href', href);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });
  });
}
