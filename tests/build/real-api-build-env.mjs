// The real-API build that `npm test` makes once: `npm run test:build` checks it, then `npm run test:e2e:api` runs
// against it with `npm run mock-api` on 127.0.0.1:8797 (docs/architecture.md#tests-and-measurements). The player and
// the integration APIs are given two different origins (127.0.0.1 and localhost: the mock API answers both), so the
// checks see each one reach the security policy; the error reports go to a third, where nothing listens.

export const MOCK_API_PORT = 8797;
export const PLAYER_API_URL = `http://127.0.0.1:${MOCK_API_PORT}/api`;
export const INTEGRATION_API_URL = `http://localhost:${MOCK_API_PORT}/integration-api`;
export const ERROR_REPORT_URL = 'http://127.0.0.1:8798/report';
export const CONNECT_ORIGINS = [PLAYER_API_URL, INTEGRATION_API_URL, ERROR_REPORT_URL].map(
  (url) => new URL(url).origin,
);
/** The folder the build goes to, kept for the end-to-end run (PULSEBOARD_E2E_API_OUT_DIR, default dist-api). */
export const REAL_API_OUT_DIR = process.env.PULSEBOARD_E2E_API_OUT_DIR ?? 'dist-api';
/** The build's environment: the three URLs set, the demo's absent. */
export const realApiBuildEnv = () => ({
  ...process.env,
  VITE_PLAYER_API_URL: PLAYER_API_URL,
  VITE_INTEGRATION_API_URL: INTEGRATION_API_URL,
  VITE_ERROR_REPORT_URL: ERROR_REPORT_URL,
});
