import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { chooseLanguage, login, openInApp, openSidebar, waitForMockBackend } from '../support/pulseboard';
import { oneSizePerLanguage } from '../support/one-size-per-language';

/**
 * What a logout and a resend leave behind (docs/api.md#logout, docs/product-rules.md#resend-waits): the refresh
 * token of a signed-out session no longer refreshes, and the wait before another mail outlives a reload.
 */

/** Calls the in-page mock backend as a script on the page could: the answer's status and error body. */
async function post(page: Page, path: string, body: object): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ([p, b]) => {
      const answer = await fetch(`/api${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      return { status: answer.status, body: (await answer.json()) as unknown };
    },
    [path, body] as const,
  );
}

test(
  'after logging out, the refresh token that was stored no longer refreshes',
  { tag: '@desktop-size' },
  async ({ page }) => {
    await login(page, 'player@example.com');
    const stored = await page.evaluate(() => localStorage.getItem('refresh_token'));
    expect(stored).toMatch(/\S{16,}/);
    const oldToken = stored ?? '';
    await openSidebar(page);
    const revoked = page.waitForEvent(
      'requestfinished',
      (request) => new URL(request.url()).pathname === '/api/logout',
    );
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
    const logout = await revoked;
    expect(logout.postDataJSON()).toEqual({ refreshToken: oldToken });
    expect((await logout.response())?.status()).toBe(200);

    expect(await post(page, '/refresh', { refreshToken: oldToken })).toEqual({
      status: 401,
      body: { status: { code: 'BP_401', desc: 'Refresh token revoked' } },
    });
  },
);

const TEXT = {
  en: {
    email: 'Email',
    send: 'Send reset link',
    checkInbox: 'Check your inbox',
    waitSeconds: /^Please wait \d+ seconds?$/,
    limit: 'You have asked for this email several times in a short while.',
    askAgain: /^You can ask again in \d+ seconds?\.$/,
  },
  fr: {
    email: 'E-mail',
    send: 'Envoyer le lien de réinitialisation',
    checkInbox: 'Consultez votre boîte de réception',
    waitSeconds: /^Veuillez patienter \d+ secondes?$/,
    limit: 'Vous avez demandé cet e-mail plusieurs fois en peu de temps.',
    askAgain: /^Vous pourrez redemander dans \d+\s+secondes?\.$/,
  },
} as const;

for (const lang of ['en', 'fr'] as const) {
  const t = TEXT[lang];

  test.describe(`the resend wait (${lang})`, oneSizePerLanguage(lang), () => {
    test("forgotten password: the wait outlives a reload, and the server's limit says how long is left", async ({
      page,
    }) => {
      await page.goto('/login');
      await chooseLanguage(page, lang);
      await openInApp(page, '/forgotten-password');
      await expect(page.getByRole('button', { name: t.send })).toBeVisible();
      await page.getByLabel(t.email).fill('player@example.com');
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('heading', { level: 2, name: t.checkInbox })).toBeVisible();
      await expect(page.getByRole('button', { name: t.waitSeconds })).toBeDisabled();

      // A reload: the same address still waits.
      await page.reload();
      await page.getByLabel(t.email).fill('Player@Example.com');
      await expect(page.getByRole('button', { name: t.waitSeconds })).toBeDisabled();

      // Another device (no stored wait) asks within the minute: the server's 429 and its Retry-After.
      await page.evaluate(() => localStorage.removeItem('resend_waits'));
      await page.reload();
      await waitForMockBackend(page);
      await page.getByLabel(t.email).fill('player@example.com');
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('status').filter({ hasText: t.limit })).toBeVisible();
      await expect(page.getByText(t.askAgain)).toBeVisible();
      await expect(page.getByRole('button', { name: t.waitSeconds })).toBeDisabled();
      await page.reload();
      await page.getByLabel(t.email).fill('player@example.com');
      await expect(page.getByRole('button', { name: t.waitSeconds })).toBeDisabled();
    });
  });
}

test(
  'activation banner: after a resend and a reload, the button still waits',
  { tag: '@desktop-size' },
  async ({ page }) => {
    await login(page, 'new@example.com');
    const banner = page.getByRole('region', { name: 'Account activation' });
    await banner.getByRole('button', { name: 'Resend Activation Email' }).click();
    await expect(banner.getByRole('button', { name: /^Please wait \d+ seconds$/ })).toBeDisabled();
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Account activation' })
        .getByRole('button', { name: /^Please wait \d+ seconds?$/ }),
    ).toBeDisabled();
  },
);
