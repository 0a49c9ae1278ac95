import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { login, mockControl, openInApp } from '../support/pulseboard';

/**
 * The email links opened by a signed-in visitor (docs/api-account.md, "Public calls: no bearer token"):
 * every call a link page sends goes without the account's bearer token, and a signature refusal on a
 * link leaves the visitor signed in. English only: the calls do not depend on the language.
 */

/** The public calls, after the API base: the link pages' own requests. */
const PUBLIC_CALL =
  /^\/api\/(password_reset|subscriptions\/|player-sign-up\/|account\/email-change-confirmation\/|player-additional-email\/email-confirm\/)/;

interface SentCall {
  readonly call: string;
  readonly authorization: string | undefined;
}

/** The account's own calls: the dashboard's figures. */
const SIGNED_IN_CALL = /^\/api\/web\//;

/** Every call on those paths the page sends from now on, with its Authorization header as sent. */
function recordCalls(page: Page, paths: RegExp = PUBLIC_CALL): () => Promise<SentCall[]> {
  const pending: Promise<SentCall>[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (!paths.test(path)) return;
    pending.push(
      request
        .allHeaders()
        .then((headers) => ({ call: `${request.method()} ${path}`, authorization: headers['authorization'] })),
    );
  });
  return () => Promise.all(pending);
}

test("a signed-in visitor's link pages send no Authorization header", { tag: '@desktop-size' }, async ({ page }) => {
  test.slow(); // nine link pages, each loaded afresh
  await login(page, 'player@example.com');
  const sentCalls = recordCalls(page);

  await page.goto('/forgotten-password');
  await page.getByLabel('Email').fill('player@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check your inbox' })).toBeVisible();

  await page.goto('/reset-password/demo-valid');
  await page.getByLabel('New Password').fill('fresh-pass-9');
  await page.getByLabel('Confirm Password').fill('fresh-pass-9');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset.' })).toBeVisible();

  await page.goto('/email-change/demo-valid');
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is changed.' })).toBeVisible();
  await page.goto('/additional-email/demo-valid');
  await expect(page.getByRole('status').filter({ hasText: 'is confirmed' })).toBeVisible();

  await page.goto('/subscriptions/demo-valid');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'You are unsubscribed.' })).toBeVisible();

  await page.goto('/signup/demo-valid');
  await expect(page.getByRole('heading', { level: 1, name: 'Player sign-up' })).toBeVisible();
  await page.goto('/email-confirmation/demo-valid');
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible();
  await page.goto('/child-confirmation/demo-valid');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Noah’s account is confirmed' })).toBeVisible();
  await page.goto('/organization-invite/demo-valid');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You joined Riverside Academy' })).toBeVisible();

  const calls = await sentCalls();
  expect(calls.map((sent) => sent.call)).toEqual(
    expect.arrayContaining([
      'POST /api/password_reset',
      'GET /api/password_reset/demo-valid',
      'PUT /api/password_reset/demo-valid',
      'PUT /api/account/email-change-confirmation/demo-valid',
      'GET /api/player-additional-email/email-confirm/demo-valid',
      'GET /api/subscriptions/demo-valid',
      'PATCH /api/subscriptions/demo-valid',
      'GET /api/player-sign-up/demo-valid',
      'GET /api/player-sign-up/email-confirm/demo-valid',
      'GET /api/player-sign-up/child-confirmation/demo-valid',
      'PUT /api/player-sign-up/child-confirmation/demo-valid',
      'GET /api/player-sign-up/organization-invite/demo-valid',
      'PUT /api/player-sign-up/organization-invite/demo-valid',
    ]),
  );
  expect(calls.filter((sent) => sent.authorization !== undefined)).toEqual([]);

  // The recording does see the header: the account's own calls carry it.
  const accountCalls = recordCalls(page, SIGNED_IN_CALL);
  await openInApp(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect.poll(async () => (await accountCalls()).length).toBeGreaterThan(0);
  expect((await accountCalls()).every((sent) => sent.authorization?.startsWith('Bearer ') === true)).toBe(true);
});

test('a signature refusal on a link page leaves the visitor signed in', { tag: '@desktop-size' }, async ({ page }) => {
  await login(page, 'player@example.com');
  await mockControl(page, 'faults', {
    path: '/player-sign-up/organization-invite/demo-valid',
    status: 401,
    code: 'BP_403',
    desc: 'JWT signature does not match',
    times: 1,
  });
  const sentCalls = recordCalls(page);
  await page.goto('/organization-invite/demo-valid');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Sorry, something went wrong. Please try again later.' }),
  ).toBeVisible();
  expect(await sentCalls()).toEqual([
    { call: 'GET /api/player-sign-up/organization-invite/demo-valid', authorization: undefined },
  ]);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
