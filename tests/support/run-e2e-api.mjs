#!/usr/bin/env node
// `npm run test:e2e:api`: the end-to-end tests of the real-API build (docs/architecture.md#tests-and-measurements). Builds the
// app as a deployer does, its player and integration APIs at `npm run mock-api`'s address, into
// PULSEBOARD_E2E_API_OUT_DIR (default dist-api), then runs playwright.api.config.ts, which starts the mock API and a
// preview of that build. Extra arguments go to Playwright.
import { spawnSync } from 'node:child_process';

const run = (cmd, args, env = process.env) => spawnSync(cmd, args, { stdio: 'inherit', shell: false, env }).status ?? 1;
const outDir = process.env.PULSEBOARD_E2E_API_OUT_DIR ?? 'dist-api';
const apiEnv = {
  ...process.env,
  VITE_PLAYER_API_URL: 'http://127.0.0.1:8797/api',
  VITE_INTEGRATION_API_URL: 'http://127.0.0.1:8797/integration-api',
};
if (run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], apiEnv) !== 0) process.exit(1);
process.exit(run('npx', ['playwright', 'test', '--config', 'playwright.api.config.ts', ...process.argv.slice(2)]));
