import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, waitForMockBackend } from '../support/pulseboard';

/**
 * Nothing typed before the demo's mock backend started is lost to it (docs/architecture.md#mock-backend): a page that
 * loaded without the demo's service worker in control is claimed by it, never reloaded by msw. The login card takes
 * keys before any script, and the mock backend starts at the first key press, so such a reload came after the typing.
 * On a phone's CPU (4× slower), in fresh profiles.
 */
const EMAIL = 'player@example.com';

async function slowPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Holds the app's scripts back, as a slow network does, until the returned function lets them go. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const scripts = (url: URL) => url.pathname.endsWith('.js') && !url.pathname.endsWith('worker.js');
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return () => {
    release();
    return Promise.resolve();
  };
}

/**
 * Types into the login card as a person does, one key at a time, while the scripts are still on their way; then lets
 * them go, and checks that once the mock backend answers nothing typed was lost and the page never reloaded.
 */
async function typeWhileTheAppArrives(page: Page, releaseScripts: () => Promise<void>): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByLabel('Email').pressSequentially(EMAIL, { delay: 20 });
  await page.getByLabel('Password').pressSequentially(DEMO_PASSWORD, { delay: 20 });
  await releaseScripts();
  await waitForMockBackend(page);
  await expect(page.getByLabel('Email')).toHaveValue(EMAIL);
  await expect(page.getByLabel('Password')).toHaveValue(DEMO_PASSWORD);
  expect(
    await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true),
    'the page was never reloaded',
  ).toBe(true);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('the demo’s worker and what was typed', { tag: '@desktop-size' }, () => {
  test('a hard reload (the worker not in control) keeps what is typed into the login card', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await waitForMockBackend(page);
    await page.evaluate(() => Object.assign(window, { __beforeReload: true }));
    // As Shift+Reload: the reloaded page bypasses the worker, so it starts without the worker in control.
    const releaseScripts = await holdScripts(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.reload', { ignoreCache: true });
    await expect
      .poll(
        () =>
          page
            .evaluate(() => !('__beforeReload' in window) && document.getElementById('login-shell') !== null)
            .catch(() => false),
        { message: 'the reloaded page’s card' },
      )
      .toBe(true);
    expect(
      await page.evaluate(() => navigator.serviceWorker.controller === null),
      'the page starts without the worker',
    ).toBe(true);
    await slowPhone(context, page);
    await typeWhileTheAppArrives(page, releaseScripts);
    await context.close();
  });

  test('a page loaded while the worker installs keeps what is typed, many times over', async ({ browser }) => {
    test.setTimeout(120_000);
    for (let run = 0; run < 5; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await slowPhone(context, page);
      await page.goto('/login');
      // The first key press starts the mock backend, which registers the worker; the next page load comes while it
      // installs, or just after.
      await page.getByLabel('Email').press('a');
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length))
        .toBeGreaterThan(0);
      const releaseScripts = await holdScripts(page);
      await page.goto('/login', { waitUntil: 'commit' });
      await expect(page.getByLabel('Email')).toBeVisible();
      await typeWhileTheAppArrives(page, releaseScripts);
      await context.close();
    }
  });

  test('a worker the browser stopped while idle still sends the page’s calls to the mock backend', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await waitForMockBackend(page);
    // As the browser does with an idle worker (a page whose timers are throttled misses msw's keep-alive): the worker
    // that starts again for the next call has forgotten which pages msw runs in.
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/__mock/outbox');
      return `${response.status} ${response.headers.get('content-type') ?? ''}`;
    });
    expect(answer, 'the mock backend answered, not the static server').toMatch(/^200 application\/json/u);
    await context.close();
  });
});
