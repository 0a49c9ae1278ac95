import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-1';

/** A page of the app that makes no call: a test leaves for it so that the page it opens next mounts afresh. */
export const QUIET_PAGE = '/playbook/getting-started';

/**
 * Waits for what a visitor of the demo waits for: the page's content, then the mock backend's first answer. The demo
 * paints before its mock backend starts (at idle time or the first interaction, docs/architecture.md#three-ways-to-run);
 * until it answers, the mock's own calls reach the static server, which answers them with the page (HTML), not JSON.
 */
export async function waitForMockBackend(page: Page): Promise<void> {
  await expect(page.locator('#root > *').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await fetch('/api/__mock/outbox')).headers.get('content-type') ?? ''), {
      message: 'the mock backend answers',
    })
    .toContain('json');
}

/** Calls the in-page mock backend's control surface (it lives in the page, so fetch from there). */
export async function mockControl(page: Page, path: 'clock' | 'faults' | 'reset', body: object = {}): Promise<void> {
  await waitForMockBackend(page);
  const status = await page.evaluate(
    async ([p, b]) =>
      (
        await fetch(`/api/__mock/${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(b),
        })
      ).status,
    [path, body] as const,
  );
  expect(status).toBeLessThan(300);
}

export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in from /login and waits for the dashboard. */
export async function login(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Goes to `path` the way a link inside the app does: the app changes its page without loading it again, so its
 * mock backend keeps running. A `page.goto` starts the app and its mock backend anew, about 2 CPU-seconds against
 * 0.4 (docs/architecture.md#what-the-end-to-end-suite-costs). Use it where the test is about the page reached, and
 * `page.goto` where it is about a page loaded from its address (a reload, a link from outside, a redirect). Between
 * two pages of one route (one session, then another) the first stays on screen until the second has loaded: the next
 * assertion must be about something only the second shows.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await expect(page.locator('#root > *').first()).toBeVisible();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** Opens the sidebar when it starts collapsed (every screen below 1900 physical pixels). */
export async function openSidebar(page: Page): Promise<void> {
  const toggle = page.locator('button.hamburger');
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#sidebar nav')).toBeVisible();
}

/** Picks the interface language from the top bar and waits until the page speaks it. */
export async function chooseLanguage(page: Page, lang: 'en' | 'fr'): Promise<void> {
  await page.getByRole('combobox', { name: 'Language' }).selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * The first session on the calendar's screen that has figures (its data state is valid). The demo's months also
 * hold sessions without data (a belt not worn, a failed upload): which session comes first depends on today's date
 * and on the region's first day of the week, so a test that needs figures picks one this way.
 */
export function firstSessionWithFigures(page: Page): Locator {
  return page
    .locator('a.calendar-session:visible')
    .filter({ has: page.locator('.calendar-session__state--ok') })
    .first();
}

/**
 * Shows the calendar's previous month, loaded. On the first days of a month the demo's current month holds a
 * session or two so far; the month before is a whole month of them, whatever today's date.
 */
export async function showPreviousMonth(page: Page, lang: 'en' | 'fr'): Promise<void> {
  await page.getByRole('button', { name: lang === 'fr' ? 'Mois précédent' : 'Previous month' }).click();
  await calendarSettled(page);
}

/** Waits until the calendar shows its period's sessions, loaded: nothing is on its way. */
export async function calendarSettled(page: Page): Promise<void> {
  await expect(page.locator('.calendar-body')).toHaveAttribute('aria-busy', 'false');
}
