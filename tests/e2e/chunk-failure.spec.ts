import { expect, test } from '../support/test';
import { login, openSidebar } from '../support/pulseboard';
import { oneSizePerLanguage } from '../support/one-size-per-language';

/**
 * A lazy chunk that does not arrive (docs/architecture.md#features): a page's chunk gives the fault
 * in the page's place, the shell around it still works, and Try again loads the page; the features'
 * routes chunk gives the fault over the whole window, and Reload brings the app back. Chunks are
 * blocked on the context, which also sees the requests that pass through the mock service worker.
 */
test.describe('a chunk that fails to load', oneSizePerLanguage('en'), () => {
  test('a page’s chunk, then Try again; the features’ routes, then Reload', async ({ page, context }) => {
    await login(page, 'player@example.com');
    const pageChunk = '**/assets/leaderboard-route-*.js';
    await context.route(pageChunk, (route) => route.abort());
    await openSidebar(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Leaderboard' }).click();

    const fault = page.getByRole('alert').filter({ hasText: 'Sorry, something went wrong. Please try again later.' });
    await expect(fault).toBeVisible();
    await expect(fault).toContainText(
      'Part of the app could not be loaded. If Try again does not help, reload the page.',
    );
    await expect(fault.getByRole('button', { name: 'Reload' })).toBeVisible();
    // The shell around the page still works.
    await openSidebar(page);
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();

    await context.unroute(pageChunk);
    await fault.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect(fault).toBeHidden();

    const routesChunk = '**/assets/feature-switch-*.js';
    await context.route(routesChunk, (route) => route.abort());
    await page.goto('/calendar');
    await expect(fault).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);

    await context.unroute(routesChunk);
    await fault.getByRole('button', { name: 'Reload' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(fault).toBeHidden();
  });

  test('Try again asks the network for the failed chunk under a new URL (docs/architecture.md#a-chunk-that-fails)', async ({
    page,
    context,
  }) => {
    await login(page, 'player@example.com');
    const pageChunk = '**/assets/leaderboard-route-*.js';
    await context.route(pageChunk, (route) => route.abort());
    const answered: string[] = [];
    context.on('requestfinished', (request) => {
      if (/\/assets\/leaderboard-route-[^/]*\.js/.test(request.url())) answered.push(new URL(request.url()).search);
    });
    await openSidebar(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Leaderboard' }).click();
    const fault = page.getByRole('alert').filter({ hasText: 'Part of the app could not be loaded.' });
    await expect(fault).toBeVisible();

    await context.unroute(pageChunk);
    await fault.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    expect(answered).toContain('?retry=1');
  });
});
