import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/browser';
import { UNMARKED_IN_FRENCH } from './tests/support/one-size-per-language';

/**
 * End-to-end tests run against the production demo build (`vite preview` on 4173), at the
 * two sizes the product is designed for. The integration site is the same server reached
 * as http://integration.localhost:4173/ (Chromium resolves *.localhost to loopback).
 */
const PORT = Number(process.env.PULSEBOARD_E2E_PORT ?? 4173);
/** The build to serve: tests/support/run-e2e.mjs builds it (PULSEBOARD_E2E_OUT_DIR, default dist). */
const OUT_DIR = process.env.PULSEBOARD_E2E_OUT_DIR ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    // A trace records every action's page snapshot and screenshots: about a third of a test's CPU. Only a retry,
    // the run after a failure, records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-size/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        screen: { width: 1440, height: 900 },
      },
    },
    {
      name: 'phone',
      // The phone keeps the tests about layout, touch and words: a two-language spec's French run only its marked
      // tests (tests/support/one-size-per-language.ts).
      grepInvert: [/@desktop-size/, UNMARKED_IN_FRENCH],
      // A phone as a family holds it: a touch screen (taps, no hover), a mobile viewport that honours
      // the page's meta viewport, and three device pixels to the CSS pixel.
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1 --outDir ${OUT_DIR}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
