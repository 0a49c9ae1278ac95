import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/browser';
import { MOCK_API_PORT, REAL_API_OUT_DIR } from './tests/build/real-api-build-env.mjs';

/**
 * The end-to-end tests of the real-API build (docs/architecture.md#tests-and-measurements): the build a deployer makes,
 * with its service worker and no mock code, served by `vite preview` on 4173 (an origin the mock API answers),
 * in front of `npm run mock-api` on 8797 (the same handlers as the demo, behind a real HTTP server).
 * tests/support/run-e2e-api.mjs builds it first, or `npm run test:build` has (tests/build/real-api-build-env.mjs).
 */

export default defineConfig({
  testDir: 'tests/e2e-api',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: 'http://localhost:4173',
    launchOptions: chromiumLaunchOptions(),
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
  },
  webServer: [
    {
      command: 'npx tsx mocks/server.ts',
      env: { PORT: String(MOCK_API_PORT) },
      port: MOCK_API_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --port 4173 --strictPort --host 127.0.0.1 --outDir ${REAL_API_OUT_DIR}`,
      url: 'http://127.0.0.1:4173/',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
