#!/usr/bin/env node
// `npm run test:engines`: the smoke suite in Firefox and WebKit (docs/architecture.md#tests-and-measurements). It
// serves the demo build the end-to-end run made (dist/, or PULSEBOARD_E2E_OUT_DIR; built here when missing), runs
// the steps of smoke-steps.mjs in each engine, and prints one line a step and the totals. An engine that is not
// installed fails the run under CI and is skipped, with what to install, elsewhere.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { SMOKE_STEPS, pageProblems } from './smoke-steps.mjs';
import { firefoxAvailable, firefoxVersion, openFirefox } from './firefox-driver.mjs';
import { openWebKit, webkitAvailable, webkitVersion } from './webkit-driver.mjs';

// Not 4190 and the like: Firefox refuses ports of other protocols (ManageSieve).
const PORT = Number(process.env.PULSEBOARD_ENGINES_PORT ?? 4178);
const OUT_DIR = process.env.PULSEBOARD_E2E_OUT_DIR ?? 'dist';
const ORIGIN = `http://localhost:${PORT}`;
const SHOTS_DIR = 'test-results/engines';
const VIEWPORT = { width: 1440, height: 900 };

const ENGINES = [
  {
    name: 'Firefox',
    available: firefoxAvailable,
    version: firefoxVersion,
    open: openFirefox,
    install: 'apt-get install firefox-esr',
  },
  {
    name: 'WebKit',
    available: webkitAvailable,
    version: webkitVersion,
    open: openWebKit,
    install: 'apt-get install webkit2gtk-driver xvfb',
  },
];

function buildDemoIfMissing() {
  if (existsSync(`${OUT_DIR}/mockServiceWorker.js`)) return;
  const env = { ...process.env };
  delete env.VITE_PLAYER_API_URL;
  delete env.VITE_INTEGRATION_API_URL;
  const status = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT_DIR, '--emptyOutDir'], {
    stdio: 'inherit',
    env,
  }).status;
  if (status !== 0) process.exit(1);
}

async function serve() {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1', '--outDir', OUT_DIR],
    { stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.kill(-server.pid, 'SIGTERM');
  throw new Error(`vite preview did not answer on port ${PORT}`);
}

/** Runs every step in one engine; after a failed step the others of that engine are not run (they build on it). */
async function runEngine(engine) {
  const results = { passed: 0, failed: 0, skipped: 0 };
  const driver = await engine.open(VIEWPORT);
  console.log(`\n${engine.name}: ${driver.version}`);
  try {
    for (const [index, step] of SMOKE_STEPS.entries()) {
      const started = performance.now();
      try {
        await step.run(driver, ORIGIN);
        const problems = await pageProblems(driver);
        if (problems.length > 0) throw new Error(problems.join('\n    '));
        results.passed += 1;
        // PULSEBOARD_ENGINES_SHOTS=1 keeps a screenshot of every step, to look at each engine's pages.
        if (process.env.PULSEBOARD_ENGINES_SHOTS)
          await driver.screenshot(`${SHOTS_DIR}/${engine.name.toLowerCase()}-${index + 1}-passed.png`);
        console.log(`  ✓ ${engine.name} › ${step.name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      } catch (error) {
        results.failed += 1;
        results.skipped = SMOKE_STEPS.length - index - 1;
        const shot = `${SHOTS_DIR}/${engine.name.toLowerCase()}-${index + 1}.png`;
        await driver.screenshot(shot).catch(() => undefined);
        console.log(
          `  ✘ ${engine.name} › ${step.name}\n    ${error instanceof Error ? error.message : String(error)}\n    screenshot: ${shot}`,
        );
        break;
      }
    }
  } finally {
    await driver.close();
  }
  return results;
}

mkdirSync(SHOTS_DIR, { recursive: true });
buildDemoIfMissing();
const server = await serve();
const totals = { passed: 0, failed: 0, skipped: 0 };
try {
  for (const engine of ENGINES) {
    if (!engine.available()) {
      const message = `${engine.name} is not installed (Debian: ${engine.install})`;
      if (process.env.CI) {
        console.log(`\n✘ ${message}`);
        totals.failed += SMOKE_STEPS.length;
        continue;
      }
      console.log(`\n${message}: its smoke steps are skipped.`);
      totals.skipped += SMOKE_STEPS.length;
      continue;
    }
    console.log(`\n${engine.name} installed: ${engine.version()}`);
    const result = await runEngine(engine).catch((error) => {
      console.log(`  ✘ ${engine.name} did not start: ${error instanceof Error ? error.message : String(error)}`);
      return { passed: 0, failed: SMOKE_STEPS.length, skipped: 0 };
    });
    totals.passed += result.passed;
    totals.failed += result.failed;
    totals.skipped += result.skipped;
  }
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
console.log(
  `\nengines: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
