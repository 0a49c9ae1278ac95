import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import { FaultTally, goInApp, injectFault, type FaultTarget } from '../support/faults';
import { oneSizePerLanguage } from '../support/one-size-per-language';
import { fillLogin, login, openSidebar, QUIET_PAGE } from '../support/pulseboard';

/**
 * Faults everywhere: on every endpoint family a network error, a 500, a 503 and a hanging
 * call each end in an error state with a retry (a save: its message, with the typed text kept),
 * the retry then succeeds, no busy indicator is left 30 s later and no error escapes the page.
 * The page clock (installed before the first navigation) ends hung calls: the client's own 20 s
 * time-out fires without waiting 20 s. The session page's families are in faults-session.spec.ts.
 */
const PASSWORD = 'demo-pass-1';
const integrationSite = `http://integration.localhost:${process.env.PULSEBOARD_E2E_PORT ?? 4173}/`;

/** The signed-in player's id, as the app stored it at login. */
async function playerId(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { playerId: string }).playerId);
}

/** Each fault on the page load of `path`: an error state with a retry, then `loaded`. */
async function loadFamily(
  page: Page,
  tally: FaultTally,
  family: string,
  path: string,
  call: FaultTarget,
  loaded: Locator,
): Promise<void> {
  await tally.family(family, async (kind) => {
    await goInApp(page, QUIET_PAGE);
    await injectFault(page, call, kind);
    await tally.whileFaulty(kind, call, () => goInApp(page, path));
    await tally.expectLoadRecovers(() => expect(loaded).toBeVisible());
  });
}

test.describe('faults on every endpoint family', oneSizePerLanguage('en'), () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('login: the message, the typed text kept, then a login', async ({ page }, testInfo) => {
    const tally = new FaultTally(page, testInfo);
    const call: FaultTarget = { path: '/login', method: 'POST' };
    await page.goto('/login');
    await tally.family('login', async (kind) => {
      await injectFault(page, call, kind);
      await tally.whileFaulty(kind, call, () => fillLogin(page, 'player@example.com'));
      await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please contact technical support.');
      await tally.expectNoSpinnerAfterGrace();
      await expect(page.getByLabel('Email')).toHaveValue('player@example.com');
      await expect(page.getByLabel('Password')).toHaveValue(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await openSidebar(page);
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/login/);
    });
    tally.expectAllSurvived();
  });

  test('token refresh: the page that needed it offers a retry, which refreshes', async ({ page }, testInfo) => {
    const tally = new FaultTally(page, testInfo);
    const call: FaultTarget = { path: '/refresh', method: 'POST', untilRetry: true };
    await login(page, 'player@example.com');
    await goInApp(page, '/calendar');
    await expect(page.locator('.calendar-body')).toBeVisible();
    await tally.family('refresh', async (kind) => {
      await injectFault(page, call, kind);
      // 16 min of page time, which the mock backend reads too: the access token has expired.
      await page.clock.fastForward('16:00');
      await tally.whileFaulty(kind, call, () => page.getByRole('button', { name: 'Previous month' }).click());
      await tally.expectLoadRecovers(() => expect(page.locator('.calendar-body')).toBeVisible());
      await expect(page).toHaveURL(/\/calendar$/);
    });
    tally.expectAllSurvived();
  });

  test('account: the profile load', async ({ page }, testInfo) => {
    const tally = new FaultTally(page, testInfo);
    await login(page, 'solo@example.com');
    const saveButton = page.getByRole('button', { name: 'Save personal data' });
    await loadFamily(page, tally, 'account', '/profile', { path: '/web/account/', method: 'GET' }, saveButton);
    tally.expectAllSurvived();
  });

  test('profile: a save keeps the typed text', async ({ page }, testInfo) => {
    const tally = new FaultTally(page, testInfo);
    const call: FaultTarget = { path: '/web/players/', method: 'PUT' };
    await login(page, 'solo@example.com');
    await goInApp(page, '/profile');
    const saveButton = page.getByRole('button', { name: 'Save personal data' });
    const firstName = page.getByLabel('First Name', { exact: true });
    await tally.family('profile save', async (kind) => {
      const typed = `Fault ${kind}`;
      await firstName.fill(typed);
      await injectFault(page, call, kind);
      await tally.whileFaulty(kind, call, () => saveButton.click());
      await expect(page.getByRole('alert')).toHaveText(
        'Your profile could not be saved. What you typed is kept; please try again.',
      );
      await tally.expectNoSpinnerAfterGrace();
      await expect(firstName).toHaveValue(typed);
      await saveButton.click();
      await expect(page.locator('.toast', { hasText: 'Profile updated.' })).toBeVisible();
      await expect(firstName).toHaveValue(typed);
    });
    tally.expectAllSurvived();
  });

  test('calendar', async ({ page }, testInfo) => {
    const tally = new FaultTally(page, testInfo);
    await login(page, 'player@example.com');
    const call: FaultTarget = { path: `/web/player-activities/calendar/${await playerId(page)}`, method: 'GET' };
    await loadFamily(page, tally, 'calendar', '/calendar', call, page.locator('.calendar-body'));
    tally.expectAllSurvived();
  });

  test('session history', async ({ page }, testInfo) => {
    const tally = new FaultTally(page, testInfo);
    await login(page, 'player@example.com');
    const call: FaultTarget = { path: `/web/session-history/${await playerId(page)}`, method: 'GET' };
    await loadFamily(
      page,
      tally,
      'session history',
      '/session-history',
      call,
      page.locator('.sh-table tbody tr').first(),
    );
    tally.expectAllSurvived();
  });

  test('dashboard', async ({ page }, testInfo) => {
    const tally = new FaultTally(page, testInfo);
    // Signed in on a page that asks for nothing: a dashboard answer seen before the network error would be kept for
    // reading offline and shown in its place (docs/product-rules.md#offline), which offline.spec.ts tests.
    await page.goto(`/login?redirectTo=${encodeURIComponent(QUIET_PAGE)}`);
    await fillLogin(page, 'player@example.com');
    await expect(page).toHaveURL(QUIET_PAGE);
    const call: FaultTarget = { path: `/web/dashboard/players/${await playerId(page)}`, method: 'GET' };
    await loadFamily(page, tally, 'dashboard', '/dashboard', call, page.locator('.dashboard-card__figure').first());
    tally.expectAllSurvived();
  });

  test('leaderboard', async ({ page }, testInfo) => {
    const tally = new FaultTally(page, testInfo);
    await login(page, 'player@example.com');
    const call: FaultTarget = { path: '/common/leaderboard', method: 'GET' };
    // The table, whether anyone is ranked yet or not (a new week starts empty); the skeleton's is hidden.
    await loadFamily(page, tally, 'leaderboard', '/leaderboard', call, page.getByRole('table'));
    tally.expectAllSurvived();
  });

  test('integration site: the access code request', async ({ page }, testInfo) => {
    const tally = new FaultTally(page, testInfo);
    const call: FaultTarget = { path: '/integration/user/authentication', method: 'POST' };
    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Get access code' });
    await page.goto(integrationSite);
    await tally.family('integration', async (kind) => {
      await injectFault(page, call, kind);
      await email.fill('player@example.com');
      await password.fill(PASSWORD);
      await tally.whileFaulty(kind, call, () => submit.click());
      await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please contact support.');
      await tally.expectNoSpinnerAfterGrace();
      await expect(email).toHaveValue('player@example.com');
      await expect(password).toHaveValue(PASSWORD);
      await submit.click();
      await expect(page.getByLabel('Access code', { exact: true })).toHaveValue(/^[A-Z0-9]{8,50}$/);
      await page.getByRole('link', { name: 'Back to sign-in' }).click();
      await expect(submit).toBeVisible();
    });
    tally.expectAllSurvived();
  });
});
