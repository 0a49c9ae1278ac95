import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { login, openSidebar } from '../support/pulseboard';
import { oneSizePerLanguage } from '../support/one-size-per-language';

/** What the demo's console reporter starts each report with (src/adapters/error-reporting/console-error-report-log.ts). */
const REPORT_PREFIX = '[pulseboard error report] ';

/** An error report as the demo writes it to the console: the JSON a real-API build would send. */
interface Report {
  readonly source: string;
  readonly boundary?: string;
  readonly route: string;
  readonly version: string;
  readonly name: string;
  readonly message: string;
  readonly count: number;
}

/** Collects every error report the page writes to its console, in order. */
function errorReportsOf(page: Page): Report[] {
  const reports: Report[] = [];
  page.on('console', (message) => {
    const text = message.args()[0];
    if (message.type() !== 'error' || text === undefined) return;
    void text.jsonValue().then((value: unknown) => {
      if (typeof value === 'string' && value.startsWith(REPORT_PREFIX))
        reports.push(JSON.parse(value.slice(REPORT_PREFIX.length)) as Report);
    });
  });
  return reports;
}

/**
 * Every error reaches the error reporter exactly once (docs/architecture.md#error-reporting). The demo build reports to
 * the console, which these tests read: a render error an error boundary caught (a page whose chunk does not arrive),
 * an uncaught exception and an unhandled rejection, each named by its route pattern and redacted.
 */
test.describe('error reporting', oneSizePerLanguage('en'), () => {
  test('a page whose chunk fails is reported once, by its route, while its fault shows; Try again reports nothing more', async ({
    page,
    context,
  }) => {
    const reports = errorReportsOf(page);
    await login(page, 'player@example.com');
    const pageChunk = '**/assets/leaderboard-route-*.js';
    await context.route(pageChunk, (route) => route.abort());
    await openSidebar(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Leaderboard' }).click();

    const fault = page.getByRole('alert').filter({ hasText: 'Sorry, something went wrong. Please try again later.' });
    await expect(fault).toBeVisible();
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]).toMatchObject({
      source: 'react-caught',
      boundary: 'page',
      route: '/leaderboard',
      name: 'ChunkLoadError',
      count: 1,
    });
    expect(reports[0]!.version).toMatch(/^\d+\.\d+\.\d+\+[\w.-]+$/);

    await context.unroute(pageChunk);
    await fault.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    expect(reports).toHaveLength(1);
  });

  test('an uncaught error and an unhandled rejection are reported once each, without the link token or the email', async ({
    page,
  }) => {
    // These errors are thrown on purpose: this test takes over the page watch's check (tests/support/test.ts) and
    // expects exactly them.
    page.removeAllListeners('pageerror');
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const reports = errorReportsOf(page);
    await page.goto('/reset-password/demo-valid');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const thrown = 'Lost jane.doe@example.com at https://app.example.test/reset-password/demo-valid?token=abc123';
    await page.evaluate(
      (message) =>
        void setTimeout(() => {
          throw new Error(message);
        }),
      thrown,
    );
    await expect.poll(() => reports.length).toBe(1);
    await page.evaluate(() => void Promise.reject(new TypeError('nobody handled this')));
    await expect.poll(() => reports.length).toBe(2);

    expect(reports).toEqual([
      expect.objectContaining({
        source: 'window-error',
        route: '/reset-password/:token',
        name: 'Error',
        message: 'Lost [email] at https://app.example.test/reset-password/…',
        count: 1,
      }),
      expect.objectContaining({
        source: 'unhandled-rejection',
        route: '/reset-password/:token',
        name: 'TypeError',
        message: 'nobody handled this',
        count: 1,
      }),
    ]);
    expect(JSON.stringify(reports)).not.toMatch(/demo-valid|jane|abc123/);
    expect(pageErrors).toEqual([thrown, 'nobody handled this']);
  });
});
