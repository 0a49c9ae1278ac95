import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  chooseLanguage,
  firstSessionWithFigures,
  login,
  openSidebar,
  showPreviousMonth,
  waitForMockBackend,
} from '../support/pulseboard';
import { oneSizePerLanguage } from '../support/one-size-per-language';

/**
 * Reading offline and saving a live recording offline (docs/product-rules.md#offline,
 * docs/live-recording.md#saved-offline), in the demo: the browser's network is cut with
 * `context.setOffline`, and the app moves between its pages client-side.
 */

const TEXT = {
  en: {
    calendar: 'Calendar',
    dashboard: 'Dashboard',
    asOf: /^Offline: as of \d{1,2}:\d{2}(\s?[AP]M)?$/u,
    live: 'Record live',
    demoBelt: 'Demo belt',
    demoConnected: 'Connected to Demo belt',
    start: 'Start',
    stop: 'Stop',
    name: 'Name this session',
    save: 'Save to my calendar',
    waitingTitle: 'Will be saved when you are back online',
    waiting: 'Waiting to be saved',
    saved: 'Saved to your calendar',
    open: 'Open the session',
    openWaiting: 'Open to export',
    exportCsv: 'Export CSV',
    offlineWrite: 'You are offline, so nothing was sent.',
  },
  fr: {
    calendar: 'Calendrier',
    dashboard: 'Tableau de bord',
    asOf: /^Hors ligne : état à \d{2}:\d{2}$/u,
    live: 'Enregistrer en direct',
    demoBelt: 'Ceinture de démo',
    demoConnected: 'Connecté à Demo belt',
    start: 'Démarrer',
    stop: 'Arrêter',
    name: 'Nommez cette séance',
    save: 'Enregistrer dans mon calendrier',
    waitingTitle: 'Sera enregistré dès le retour de la connexion',
    waiting: 'En attente d’enregistrement',
    saved: 'Enregistré dans votre calendrier',
    open: 'Ouvrir la séance',
    openWaiting: 'Ouvrir pour exporter',
    exportCsv: 'Exporter en CSV',
    offlineWrite: 'Vous êtes hors ligne : rien n’a été envoyé.',
  },
} as const;

/** The mark mocks/browser.ts sets once the demo's worker has precached the app's files. */
const PRECACHE_FILLED = 'pulseboard:demo-precache:filled';

/** Follows a sidebar link, as a user does: the app changes page without loading one. */
async function go(page: Page, name: string) {
  await openSidebar(page);
  await page.locator('#sidebar nav').getByRole('link', { name, exact: true }).click();
}

for (const lang of ['en', 'fr'] as const) {
  const text = TEXT[lang];
  test.describe(`offline (${lang})`, oneSizePerLanguage(lang), () => {
    test('shows the calendar, the dashboard and a session seen before, offline, with the time they are from', async ({
      page,
      context,
    }) => {
      await login(page, 'player@example.com');
      if (lang === 'fr') await chooseLanguage(page, 'fr');
      await expect(page.locator('.dashboard-card, .summary-card, section').first()).toBeVisible();
      await go(page, text.calendar);
      await showPreviousMonth(page, lang);
      const session = firstSessionWithFigures(page);
      await expect(session).toBeVisible();
      const href = await session.getAttribute('href');
      await session.click();
      await expect(page).toHaveURL(href ?? '');
      await expect(page.locator('.session-summary')).toBeVisible();
      const title = await page.getByRole('heading', { level: 1 }).innerText();
      await go(page, text.dashboard);
      await expect(page.getByText(text.asOf)).toHaveCount(0);

      await context.setOffline(true);
      await go(page, text.calendar);
      // The calendar keeps the month it showed: the one before the current month, where the session is.
      await expect(page.getByRole('status').filter({ hasText: text.asOf })).toBeVisible();
      await expect(page.locator(`a[href="${href}"]:visible`).first()).toBeVisible();
      await page.locator(`a[href="${href}"]:visible`).first().click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('.session-summary')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: text.asOf })).toBeVisible();
      await go(page, text.dashboard);
      await expect(page.getByRole('status').filter({ hasText: text.asOf })).toBeVisible();

      await context.setOffline(false);
      await go(page, text.calendar);
      await expect(page.locator(`a[href="${href}"]:visible`).first()).toBeVisible();
      await expect(page.getByText(text.asOf)).toHaveCount(0);
    });

    test('after a first visit the demo opens offline: the calendar, the dashboard and a session load with their data, and a reload too', async ({
      page,
      context,
    }) => {
      // The demo fills its precache 20 s after its mock backend starts (mocks/browser.ts, PRECACHE_DELAY_MS).
      test.setTimeout(90_000);
      await login(page, 'player@example.com');
      if (lang === 'fr') await chooseLanguage(page, 'fr');
      await expect(page.locator('.dashboard-card__figure').first()).toContainText(/\d/u);
      await expect
        .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, PRECACHE_FILLED), {
          message: 'the demo’s worker precached the app',
          timeout: 50_000,
        })
        .toBe(1);

      await context.setOffline(true);
      // Pages loaded from an address, not reached in the app: the page itself comes from the demo's worker, and the
      // calendar and the session, not seen on the first visit, from the in-browser mock backend.
      await page.goto('/calendar');
      await expect(page.getByRole('heading', { level: 1, name: text.calendar })).toBeVisible();
      await showPreviousMonth(page, lang);
      const session = firstSessionWithFigures(page);
      await expect(session).toBeVisible();
      const href = (await session.getAttribute('href')) ?? '';
      await page.goto(href);
      await expect(page.locator('.session-summary')).toBeVisible();
      await expect(page.locator('.session-summary')).toContainText(/\d/u);
      await page.goto('/dashboard');
      await expect(page.locator('.dashboard-card__figure').first()).toContainText(/\d/u);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: text.dashboard })).toBeVisible();
      await expect(page.locator('.dashboard-card__figure').first()).toContainText(/\d/u);
      // The demo's backend still answers its calls, offline as online.
      await waitForMockBackend(page);
    });

    test('a live recording saved offline waits in the outbox and reaches the server once the connection returns, once', async ({
      page,
      context,
    }) => {
      await page.clock.install();
      await login(page, 'player@example.com');
      if (lang === 'fr') await chooseLanguage(page, 'fr');
      await page.goto('/live');
      await expect(page.getByRole('heading', { level: 1, name: text.live })).toBeVisible();
      await page.getByRole('button', { name: text.demoBelt }).click();
      await expect(page.getByText(text.demoConnected)).toBeVisible();
      await page.getByRole('button', { name: text.start, exact: true }).click();
      await page.clock.runFor(40_000);
      await page.getByRole('button', { name: text.stop, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.stop, exact: true }).click();
      await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', 'stopped');

      await context.setOffline(true);
      const name = `At the field ${lang}`;
      await page.getByLabel(text.name).fill(name);
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByRole('heading', { name: text.waitingTitle })).toBeVisible();
      const waiting = page.locator('.live-waiting');
      await expect(waiting.getByRole('heading', { name: text.waiting })).toBeVisible();
      await expect(waiting.getByRole('listitem')).toHaveCount(1);
      await expect(waiting).toContainText(name);
      // Meanwhile it can be exported as it is.
      await expect(page.getByRole('button', { name: text.exportCsv })).toBeVisible();

      await context.setOffline(false);
      await expect(page.getByRole('heading', { name: text.saved })).toBeVisible();
      await expect(waiting).toHaveCount(0);
      // A new visit sends nothing again: one session of that name on the server.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: text.live })).toBeVisible();
      // The page clock is installed: the demo's backend starts at its idle time-out.
      await page.clock.runFor(3000);
      await waitForMockBackend(page);
      const titles = await page.evaluate(async () => {
        const token = localStorage.getItem('token_id') ?? '';
        const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { playerId?: string };
        const answer = await fetch(`/api/web/session-history/${user.playerId ?? ''}?sort=date,desc&size=100&page=0`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return answer.ok ? JSON.stringify(await answer.json()) : `status ${answer.status}`;
      });
      expect(titles.split(name).length - 1).toBe(1);
    });
  });
}
