import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { installBluetoothStandIn, sendPacket } from '../support/bluetooth-stand-in';
import { fillLogin, openSidebar } from '../support/pulseboard';

/**
 * At the field without signal, in the build a deployer makes (docs/product-rules.md#offline,
 * docs/live-recording.md#saved-offline): the real-API build with its service worker, in front of
 * `npm run mock-api`. The network is cut with `context.setOffline`, which also cuts the worker's.
 */

const AS_OF = /^Offline: as of \d{1,2}:\d{2}(\s?[AP]M)?$/u;
const MOCK_API = 'http://127.0.0.1:8797/api';

async function logIn(page: Page) {
  await page.goto('/login');
  await fillLogin(page, 'player@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Follows a sidebar link, as a user does: the app changes page without loading one. */
async function go(page: Page, name: string) {
  await openSidebar(page);
  await page.locator('#sidebar nav').getByRole('link', { name, exact: true }).click();
}

/** Waits until the build's service worker is active: from then on it answers this origin's navigations. */
async function workerActive(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), {
      timeout: 30_000,
    })
    .toBe('activated');
}

test('after a first visit, the calendar opens offline, even from a reload, with the time it is from; a sign-out removes what was kept', async ({
  page,
  context,
}) => {
  await logIn(page);
  await go(page, 'Calendar');
  const session = page.locator('a[href^="/calendar/activity/"]:visible').first();
  await expect(session).toBeVisible();
  const href = (await session.getAttribute('href')) ?? '';
  await workerActive(page);

  await context.setOffline(true);
  // A reload without a network: the worker answers with the app, which shows the calendar it kept.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: AS_OF })).toBeVisible();
  await expect(page.locator(`a[href="${href}"]:visible`).first()).toBeVisible();
  await context.setOffline(false);

  await openSidebar(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await fillLogin(page, 'player@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Signed in again, the network gone before the calendar was read anew: nothing of the last visit is left.
  await context.setOffline(true);
  await go(page, 'Calendar');
  await expect(page.getByText(AS_OF)).toHaveCount(0);
  await expect(page.locator(`a[href="${href}"]`)).toHaveCount(0);
  await expect(page.getByRole('alert').first()).toBeVisible();
});

/** Records 40 s from a stand-in belt on /live, stops, and saves it without a network: it waits in the outbox. */
async function saveARecordingOffline(page: Page, context: BrowserContext): Promise<string> {
  await installBluetoothStandIn(page);
  await page.clock.install();
  await logIn(page);
  await page.goto('/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Record live' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect a belt' }).click();
  await expect(page.getByText('Connected to Polar H10 1A2B3C4D')).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  for (let second = 0; second < 40; second += 1) {
    await sendPacket(page, [0x16, 120 + (second % 20), 0x00, 0x02]);
    await page.clock.runFor(1000);
  }
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', 'stopped');

  await context.setOffline(true);
  const name = `At the field ${Date.now()}`;
  await page.getByLabel('Name this session').fill(name);
  await page.getByRole('button', { name: 'Save to my calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Will be saved when you are back online' })).toBeVisible();
  await expect(page.locator('.live-waiting').getByRole('listitem')).toHaveCount(1);
  return name;
}

/** How many sessions of that name the server holds for the signed-in player. */
async function sessionsNamed(page: Page, request: APIRequestContext, name: string): Promise<number> {
  const { token, playerId } = await page.evaluate(() => ({
    token: localStorage.getItem('token_id') ?? '',
    playerId: (JSON.parse(localStorage.getItem('user') ?? '{}') as { playerId?: string }).playerId ?? '',
  }));
  const answer = await request.get(`${MOCK_API}/web/session-history/${playerId}?sort=date,desc&size=100&page=0`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.text()).split(name).length - 1;
}

/** Fires the outbox's Background Sync in the page's service worker, as the browser does when it is online again. */
async function fireOutboxSync(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => !entry.isDeleted && entry.scopeURL === `${origin}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registration,
    tag: 'pulseboard-live-outbox',
    lastChance: false,
  });
}

test('a live recording saved offline reaches the server after reconnecting, exactly once', async ({
  page,
  context,
  request,
}) => {
  const name = await saveARecordingOffline(page, context);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Saved to your calendar' })).toBeVisible();
  // A new visit sends nothing again: the server holds one session of that name.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Record live' })).toBeVisible();
  await expect(page.locator('.live-waiting')).toHaveCount(0);
  expect(await sessionsNamed(page, request, name)).toBe(1);
});

test('when the first send after reconnecting finds no network, the browser’s Background Sync sends it later, once', async ({
  page,
  context,
  request,
}) => {
  // Counts the worker's requests to send the outbox: the sends below come from Background Sync.
  await page.addInitScript(() => {
    const counted = window as Window & { outboxWakes?: number };
    counted.outboxWakes = 0;
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (event.data === 'pulseboard:send-outbox') counted.outboxWakes = (counted.outboxWakes ?? 0) + 1;
    });
  });
  await page.goto('/login');
  await workerActive(page);
  const name = await saveARecordingOffline(page, context);
  // Back online, the send the online event starts is lost on the way: the recording still waits.
  let lost = 0;
  await page.route('**/web/player-activities/live', async (route) => {
    lost += 1;
    await route.abort('internetdisconnected');
  });
  await context.setOffline(false);
  await expect.poll(() => lost).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Will be saved when you are back online' })).toBeVisible();
  await page.unroute('**/web/player-activities/live');

  await fireOutboxSync(page);
  await expect(page.getByRole('heading', { name: 'Saved to your calendar' })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { outboxWakes?: number }).outboxWakes)).toBeGreaterThan(0);
  expect(await sessionsNamed(page, request, name)).toBe(1);
});
