// The main interactions on a low-end phone: in the demo build, served as bundle-size.mjs serves it, Chromium as a
// 390-px touch phone (isMobile, hasTouch, 3 device pixels to the CSS pixel) with its CPU slowed 6× (CDP
// Emulation.setCPUThrottlingRate) taps, or types, each of the issue's interactions a few times, and reads how long
// each took to its next paint: Event Timing, as Interaction to Next Paint counts it (the longest event entry of the
// interaction; entries of 16 ms or more, rounded by the browser to 8 ms). Prints the median and the worst of the
// runs against the 100 ms goal; never fails on them.
//
//   node tests/bench/interactions.mjs [--runs 3] [--demo-dir <built demo>] [--baseline-dir <an earlier built demo>]
//                                     [--only dashboard,child,calendar,session,live] [--detail]
//
// Each run is a fresh phone page, signed in, that does each interaction of its group once. With --baseline-dir the
// same runs go to both builds, taking turns, and the table shows both (before / after): the same machine and load. --only runs some page groups;
// --detail prints each interaction's longest entry in parts (input delay, event handlers, the rest up to the paint).
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { launchBenchChromium, runFromCommandLine, serveBuild } from './bundle-size.mjs';
import { INTERACTIONS } from './interaction-steps.mjs';

/* global window */

const { installBluetoothStandIn } = await tsImport('../support/bluetooth-stand-in.ts', import.meta.url);

const CPU_SLOWDOWN = 6;
const GOAL_MS = 100;
/** The shortest event entry the browser reports when asked (Event Timing's lowest durationThreshold). */
const THRESHOLD_MS = 16;
/** How long to wait for an interaction's entries after its result shows (they come after the next paint). */
const SETTLE_MS = 600;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * In the page: resolves once the main thread has been idle for two whole idle periods in a row (nothing left of
 * the previous step: answers, charts, the mock backend's work), or after 15 s. A tap on a busy page waits for it,
 * which Event Timing counts as input delay; the interaction's own cost is what is measured here.
 */
function quiet() {
  return new Promise((resolve) => {
    const giveUp = Date.now() + 15_000;
    let idle = 0;
    const check = (deadline) => {
      idle = deadline.timeRemaining() >= 45 ? idle + 1 : 0;
      if (idle >= 2 || Date.now() > giveUp) resolve();
      else window.requestIdleCallback(check, { timeout: 1000 });
    };
    window.requestIdleCallback(check, { timeout: 1000 });
  });
}

/** Installed before the page's scripts: every event entry of an interaction, as it is reported. */
function watchEvents(threshold) {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0)
        window.__benchEvents.push({
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
          delay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
        });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
}

/**
 * A page in a phone context of its own, signed in as `email`, its CPU slowed: the steps use `page`, `origin`
 * and `measure(act)`, which runs `act` (the tap or key and the wait for what it shows) and resolves to the
 * interaction's time to the next paint in ms (under 16 ms counts as 16: nothing longer was reported).
 */
async function phonePage(browser, origin, email, detail) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  await context.addInitScript(watchEvents, THRESHOLD_MS);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`interactions: page error: ${error.message}`));
  // tsx compiles the stand-in keeping function names through an `__name` helper, which the page does not have.
  await page.addInitScript('globalThis.__name = (target) => target;');
  await installBluetoothStandIn(page);
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo-pass-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const measure = async (act) => {
    await page.evaluate(quiet);
    const since = await page.evaluate(() => performance.now());
    await act();
    await page.waitForTimeout(SETTLE_MS);
    const events = await page.evaluate((from) => window.__benchEvents.filter((entry) => entry.start >= from), since);
    const longest = events.reduce(
      (worst, entry) => (worst === null || entry.duration > worst.duration ? entry : worst),
      null,
    );
    if (detail && longest) {
      const { name, duration, delay, processing } = longest;
      console.log(
        `interactions:   ${name} ${duration} ms: input delay ${delay.toFixed(0)}, handlers ${processing.toFixed(0)}, to the paint ${(duration - delay - processing).toFixed(0)}`,
      );
    }
    return Math.max(THRESHOLD_MS, longest?.duration ?? 0);
  };
  return { page, origin, measure, close: () => context.close() };
}

/**
 * Runs every interaction group `runs` times on each build, each time on a page of its own (a fresh sign-in): with a
 * baseline, the builds take turns, the first going first in one round and second in the next, so that neither gains
 * from the machine's load or from coming second. Resolves to the times by build, then by interaction.
 */
async function measureBuilds(browser, origins, runs, detail, only) {
  const times = origins.map(() => new Map());
  for (const interaction of INTERACTIONS.filter((each) => only === null || only.split(',').includes(each.title))) {
    for (let round = 0; round < runs; round += 1) {
      const order = round % 2 === 0 ? [...origins.keys()] : [...origins.keys()].reverse();
      for (const index of order) {
        const phone = await phonePage(browser, origins[index], interaction.email, detail);
        try {
          const taken = await interaction.run(phone, 1);
          for (const [name, values] of Object.entries(taken))
            times[index].set(name, [...(times[index].get(name) ?? []), ...values]);
        } catch (error) {
          console.log(
            `interactions: ${interaction.title}: FAILED on ${origins[index]}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
          );
          process.exitCode = 1;
        } finally {
          await phone.close();
        }
      }
    }
  }
  return times;
}

const cell = (values) =>
  values && values.length
    ? `${String(Math.round(median(values))).padStart(4)} / ${String(Math.round(Math.max(...values))).padStart(4)}`
    : '     –     ';
const verdict = (values) => (values && values.length ? (median(values) <= GOAL_MS ? 'PASS' : 'OVER') : '–');

function printTable(times, withBaseline, runs) {
  const names = [...new Set(times.flatMap((byName) => [...byName.keys()]))];
  const width = Math.max(...names.map((name) => name.length));
  const head = withBaseline
    ? `${'interaction'.padEnd(width)}  before: median / worst   after: median / worst   goal`
    : `${'interaction'.padEnd(width)}  median / worst   goal`;
  console.log(`interactions: ${head}`);
  for (const name of names) {
    const after = times.at(-1).get(name);
    const before = withBaseline ? `${cell(times[0].get(name))} ms          ` : '';
    console.log(
      `interactions: ${name.padEnd(width)}  ${before}${cell(after)} ms     ≤ ${GOAL_MS} ms: ${verdict(after)}`,
    );
  }
  console.log(
    `interactions: ms to the next paint (Event Timing, the longest entry of each interaction, reported from ${THRESHOLD_MS} ms, in steps of 8 ms); ${runs} runs each`,
  );
}

/**
 * Runs the benchmark on a built demo app (the folder `npm run bench` builds) and prints its `interactions:` lines;
 * with `baselineDir`, on that build too, interleaved, and both in one table. Exported for the `npm run bench` driver.
 */
export async function runInteractionsBench({ demoDir, baselineDir = null, runs = 3, detail = false, only = null }) {
  const dirs = baselineDir ? [baselineDir, demoDir] : [demoDir];
  const servers = await Promise.all(dirs.map((dir) => serveBuild(dir)));
  const origins = servers.map((server) => `http://localhost:${server.address().port}`);
  const browser = await launchBenchChromium();
  try {
    console.log(
      `interactions: demo build${baselineDir ? ` (before: ${path.basename(baselineDir)})` : ''}, Chromium headless as a phone (390 × 844, touch, 3× pixels), ` +
        `CPU slowed ${CPU_SLOWDOWN}×, load average ${loadavg()
          .map((load) => load.toFixed(1))
          .join(' ')}`,
    );
    const times = await measureBuilds(browser, origins, runs, detail, only);
    printTable(times, Boolean(baselineDir), runs);
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runFromCommandLine({ builds: ['demo'], defaultRuns: 3 }, ({ demoDir, runs, option }) =>
    runInteractionsBench({
      demoDir,
      runs,
      baselineDir: option('--baseline-dir') ? path.resolve(option('--baseline-dir')) : null,
      detail: process.argv.includes('--detail'),
      only: option('--only') ?? null,
    }),
  );
}
