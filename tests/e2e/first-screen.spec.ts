import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { fillLogin, waitForMockBackend } from '../support/pulseboard';

/**
 * The demo's first screen carries no mock backend (docs/architecture.md#three-ways-to-run): /login paints with the
 * app's code only, and the mock backend (msw and the seeded world) loads after the first paint, at the first idle
 * moment or the first interaction. Its code is told by what it contains, whatever the build names its files: msw's
 * in-page client sends MOCK_ACTIVATE to its worker, and the seeded world holds the demo accounts' password.
 */
const MOCK_CODE_MARKERS = ['MOCK_ACTIVATE', 'demo-pass-1'];

interface LoadedScript {
  readonly url: string;
  readonly mock: boolean;
}

/** Every script the page loads, in the order it asks for them, each with whether it is mock backend code. */
function recordScripts(page: Page): {
  readonly scripts: () => Promise<LoadedScript[]>;
  readonly workerScripts: string[];
} {
  const loading: Promise<LoadedScript>[] = [];
  const workerScripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/mockServiceWorker.js') workerScripts.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    loading.push(
      response.text().then(
        (text) => ({ url: response.url(), mock: MOCK_CODE_MARKERS.some((marker) => text.includes(marker)) }),
        () => ({ url: response.url(), mock: false }),
      ),
    );
  });
  return { scripts: () => Promise.all(loading), workerScripts };
}

const mockScriptsOf = (scripts: readonly LoadedScript[]) =>
  scripts.filter((script) => script.mock).map((script) => script.url);

test.describe('the demo first screen', () => {
  test(
    'loads no mock backend before the first interaction, and starts it at the first key press',
    { tag: '@desktop-size' },
    async ({ page }) => {
      // A browser never idle: only an interaction may start the mock backend.
      await page.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
      const loaded = recordScripts(page);
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Time enough for a start that would not wait for an interaction.
      await page.waitForTimeout(1000);

      const beforeInteraction = await loaded.scripts();
      expect(beforeInteraction.length, 'the app loaded its code').toBeGreaterThan(0);
      expect(mockScriptsOf(beforeInteraction), 'mock backend code before the first interaction').toEqual([]);
      expect(loaded.workerScripts, 'the mock service worker before the first interaction').toEqual([]);

      await page.getByLabel('Email').press('Tab');
      await expect
        .poll(async () => mockScriptsOf(await loaded.scripts()).length, { message: 'the mock backend loads' })
        .toBeGreaterThan(0);
      await fillLogin(page, 'player@example.com');
      await expect(page).toHaveURL(/\/dashboard$/);
    },
  );

  test(
    'starts the mock backend by itself once the login has painted, and a login sent before waits for it',
    { tag: '@desktop-size' },
    async ({ page }) => {
      const loaded = recordScripts(page);
      await page.goto('/login');
      // A person types once the login has painted; Playwright could type into the form a frame before its first paint.
      await page.waitForFunction(() =>
        performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
      );
      await fillLogin(page, 'player@example.com');
      await expect(page).toHaveURL(/\/dashboard$/);
      await waitForMockBackend(page);

      const mockScripts = mockScriptsOf(await loaded.scripts());
      expect(mockScripts.length, 'the mock backend loaded').toBeGreaterThan(0);
      const timing = await page.evaluate((urls) => {
        const firstPaint =
          performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime ??
          Number.NaN;
        return {
          firstPaint,
          mockStarts: urls.map((url) => performance.getEntriesByName(url)[0]?.startTime ?? Number.NaN),
        };
      }, mockScripts);
      expect(timing.firstPaint).toBeGreaterThan(0);
      for (const start of timing.mockStarts)
        expect(start, 'a mock script asked for after the first paint').toBeGreaterThan(timing.firstPaint);
    },
  );

  test(
    'says the demo needs service workers, in place of the login, when the browser refuses its worker',
    { tag: '@desktop-size' },
    async ({ page }) => {
      // As some private windows do: the registration throws a SecurityError.
      await page.addInitScript(() => {
        ServiceWorkerContainer.prototype.register = () =>
          Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'));
      });
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'The demo needs service workers' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Log in' })).toHaveCount(0);
    },
  );
});
