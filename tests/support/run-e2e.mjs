#!/usr/bin/env node
// Runs the end-to-end suite: finds a browser (Debian's headless shell or Chromium, else Playwright's own,
// installing it when missing), builds the demo app, then runs Playwright.
// `--build-only` builds the demo and stops (`npm run build:demo`: `npm test` builds it beside the static checks);
// with PULSEBOARD_E2E_PREBUILT=1 the run uses the demo build already in the folder instead of building it again.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { stdio: 'inherit', shell: false, ...opts }).status ?? 1;

function playwrightBrowserPresent() {
  const probe = spawnSync(
    process.execPath,
    ['-e', "const {chromium}=require('playwright-core');process.stdout.write(chromium.executablePath())"],
    {
      encoding: 'utf8',
    },
  );
  return probe.status === 0 && existsSync(probe.stdout.trim());
}

if (
  !process.argv.includes('--build-only') &&
  !process.env.PULSEBOARD_CHROMIUM &&
  !existsSync('/usr/bin/chromium') &&
  !existsSync('/usr/bin/chromium-headless-shell') &&
  !playwrightBrowserPresent()
) {
  console.log("No Chromium found: installing Playwright's own (npx playwright install chromium)…");
  if (run('npx', ['playwright', 'install', 'chromium']) !== 0 || !playwrightBrowserPresent()) {
    console.error(
      'No browser for the end-to-end tests. Install Chromium (Debian/Ubuntu: `sudo apt-get install chromium`),\n' +
        'or run `npx playwright install chromium` where downloads are allowed, or set PULSEBOARD_CHROMIUM to a Chromium binary.',
    );
    process.exit(1);
  }
}

// The suite runs against the demo build: an API variable in the environment would make a real-API
// build (docs/architecture.md#three-ways-to-run), so the build runs without them.
const demoEnv = { ...process.env };
delete demoEnv.VITE_PLAYER_API_URL;
delete demoEnv.VITE_INTEGRATION_API_URL;
// PULSEBOARD_E2E_OUT_DIR builds and serves another folder than dist/, so that two runs on one machine
// (each with its own PULSEBOARD_E2E_PORT) do not overwrite each other's build.
const outDir = process.env.PULSEBOARD_E2E_OUT_DIR ?? 'dist';
const args = process.argv.slice(2);
const buildOnly = args.includes('--build-only');
const prebuilt = process.env.PULSEBOARD_E2E_PREBUILT === '1' && !buildOnly;
if (prebuilt) console.log(`Using the demo build in ${outDir}/ (PULSEBOARD_E2E_PREBUILT=1).`);
else if (
  run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { env: demoEnv }) !== 0
)
  process.exit(1);
if (!existsSync(`${outDir}/mockServiceWorker.js`)) {
  console.error(
    prebuilt
      ? `No demo build in ${outDir}/: run \`npm run build:demo\` first, or leave PULSEBOARD_E2E_PREBUILT unset.`
      : 'The build is not a demo build (no dist/mockServiceWorker.js): remove VITE_PLAYER_API_URL and VITE_INTEGRATION_API_URL from .env, .env.local and .env.production.',
  );
  process.exit(1);
}
if (buildOnly) process.exit(0);
process.exit(run('npx', ['playwright', 'test', ...args]));
