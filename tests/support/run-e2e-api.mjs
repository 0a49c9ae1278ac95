#!/usr/bin/env node
// `npm run test:e2e:api`: the end-to-end tests of the real-API build (docs/architecture.md#tests-and-measurements).
// Builds the app as a deployer does, its player and integration APIs at `npm run mock-api`'s address
// (tests/build/real-api-build-env.mjs), then runs playwright.api.config.ts, which starts the mock API and a preview of
// that build. With PULSEBOARD_E2E_API_PREBUILT=1 it uses the build `npm run test:build` left (npm test does this).
// Extra arguments go to Playwright.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { REAL_API_OUT_DIR, realApiBuildEnv } from '../build/real-api-build-env.mjs';

const run = (cmd, args, env = process.env) => spawnSync(cmd, args, { stdio: 'inherit', shell: false, env }).status ?? 1;
if (process.env.PULSEBOARD_E2E_API_PREBUILT === '1') {
  if (!existsSync(`${REAL_API_OUT_DIR}/sw.js`)) {
    console.error(
      `No real-API build in ${REAL_API_OUT_DIR}/: run \`npm run test:build\` first, or leave PULSEBOARD_E2E_API_PREBUILT unset.`,
    );
    process.exit(1);
  }
  console.log(`Using the real-API build in ${REAL_API_OUT_DIR}/ (PULSEBOARD_E2E_API_PREBUILT=1).`);
} else if (
  run(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', REAL_API_OUT_DIR, '--emptyOutDir'],
    realApiBuildEnv(),
  ) !== 0
)
  process.exit(1);
process.exit(run('npx', ['playwright', 'test', '--config', 'playwright.api.config.ts', ...process.argv.slice(2)]));
