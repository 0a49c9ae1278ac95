// The page's memory after 4 hours of live recording (docs/live-recording.md): in the demo build, served as
// bundle-size.mjs serves it, Chromium signs in and opens /live with the scripted stand-in for navigator.bluetooth
// (tests/support/bluetooth-stand-in.ts, installed by page.addInitScript), connects the belt, starts, and the
// belt sends one Heart Rate Measurement a second for 14,400 seconds (a heart rate and one or two RR intervals
// each). The page clock (page.clock) moves those 4 hours in a minute or two of real time, so the app's own code
// runs for every notification: the Web Bluetooth adapter parses the bytes, the view-model records the second,
// the figures and the live chart follow, and the recording is written to IndexedDB every 5 seconds.
// Prints figures; never fails on size.
//
//   node tests/bench/live-recording-memory.mjs [--runs 1] [--demo-dir <built demo app>]
//
// The JavaScript heap is Chromium's own figure (CDP Performance.getMetrics, JSHeapUsedSize) just after a forced
// garbage collection (HeapProfiler.collectGarbage): before the belt is connected, then after each hour. The
// samples the page holds are read back from the recording it keeps in IndexedDB.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { launchBenchChromium, runFromCommandLine, serveBuild } from './bundle-size.mjs';

/* global window, indexedDB */

const { installBluetoothStandIn } = await tsImport('../support/bluetooth-stand-in.ts', import.meta.url);

const DEMO_EMAIL = 'player@example.com';
const DEMO_PASSWORD = 'demo-pass-1';
const HOURS = 4;
const SECONDS_PER_HOUR = 3600;
/** How much page time one page.clock.runFor call moves (the page's real work runs between its timers). */
const STEP_SECONDS = 300;

const count = (value) => value.toLocaleString('en-US');
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function signIn(page, origin) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(DEMO_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
}

/** The page's JavaScript heap in use and its DOM nodes, after a forced garbage collection. */
async function heapOf(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
  return { heap: metric('JSHeapUsedSize'), nodes: metric('Nodes') };
}

/**
 * In the page, on its (fake) clock: the belt notifies once a second, 8-bit rate with skin contact and RR
 * intervals in 1/1024 s (two on every third second, as a belt sends when a beat falls twice in a second).
 */
function startBeating() {
  let second = 0;
  setInterval(() => {
    const bpm = 120 + Math.round(30 * Math.sin(second / 300));
    const rr = Math.round((60 / bpm) * 1024);
    const rrs = second % 3 === 0 ? [rr, rr + 4] : [rr];
    second += 1;
    window.__belt.send([0x16, bpm, ...rrs.flatMap((value) => [value & 0xff, value >> 8])]);
  }, 1000);
}

/** The recording the page keeps in IndexedDB (written every 5 s): its seconds, those with a heart rate, its RR intervals. */
function readKeptRecording() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('pulseboard-live');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction('current', 'readonly').objectStore('current').get('current');
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const recording = request.result;
        open.result.close();
        resolve(
          recording
            ? {
                seconds: recording.bpm.length,
                withHeartRate: recording.bpm.filter((bpm) => bpm !== null).length,
                rr: recording.rrMs.length,
              }
            : null,
        );
      };
    };
  });
}

/** One run in a browser context of its own: the heap before connecting, then after each hour of recording. */
async function recordFourHours(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`live: page error: ${error.message}`));
    // tsx compiles the stand-in keeping function names through an `__name` helper, which the page does not have.
    await page.addInitScript('globalThis.__name = (target) => target;');
    await installBluetoothStandIn(page);
    await page.clock.install();
    await signIn(page, origin);
    await page.goto(`${origin}/live`);
    await page.getByRole('button', { name: 'Connect a belt' }).waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const before = await heapOf(cdp);
    const started = performance.now();
    await page.getByRole('button', { name: 'Connect a belt' }).click();
    await page.getByText('Connected to Polar H10 1A2B3C4D').waitFor();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.locator('.live-recording[data-phase="recording"]').waitFor();
    await page.evaluate(startBeating);
    const hourly = [];
    for (let hour = 1; hour <= HOURS; hour += 1) {
      for (let moved = 0; moved < SECONDS_PER_HOUR; moved += STEP_SECONDS) await page.clock.runFor(STEP_SECONDS * 1000);
      hourly.push(await heapOf(cdp));
    }
    const wallSeconds = (performance.now() - started) / 1000;
    // The last write of the device copy is an IndexedDB transaction that the fake clock does not wait for.
    await page.waitForTimeout(500);
    const kept = await page.evaluate(readKeptRecording);
    const elapsed = await page.getByTestId('live-elapsed').textContent();
    return { before, hourly, kept, elapsed, wallSeconds };
  } finally {
    await context.close();
  }
}

/**
 * Runs the benchmark on a built demo app (the folder `npm run bench` builds) and prints its `live:` lines.
 * Exported so that the `npm run bench` driver can call it.
 */
export async function runLiveRecordingMemoryBench({ demoDir, runs = 1 }) {
  const server = await serveBuild(demoDir);
  const origin = `http://localhost:${server.address().port}`;
  const browser = await launchBenchChromium();
  try {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await recordFourHours(browser, origin));
    const last = results.at(-1);
    const after = results.map((result) => result.hourly.at(-1).heap);
    const before = results.map((result) => result.before.heap);
    console.log(
      `live: 4 hours recorded from the stand-in belt (14,400 notifications, 1 Hz, RR intervals), demo build, Chromium headless 1440 × 900, page clock, ${runs} run${runs === 1 ? '' : 's'}`,
    );
    console.log(
      `live: JS heap before connecting ${mb(median(before))}, after 4 hours ${mb(median(after))} (+${mb(median(after) - median(before))}), after a forced GC`,
    );
    if (runs > 1)
      console.log(
        `  runs: before ${before.map((heap) => mb(heap)).join(', ')}; after 4 hours ${after.map((heap) => mb(heap)).join(', ')}`,
      );
    console.log(
      `live: JS heap by hour (last run): ${last.hourly.map((point, index) => `${index + 1} h ${mb(point.heap)}`).join(', ')}`,
    );
    console.log(`live: DOM nodes before connecting ${last.before.nodes}, after 4 hours ${last.hourly.at(-1).nodes}`);
    console.log(
      last.kept === null
        ? 'live: samples held: no recording found in IndexedDB'
        : `live: samples held (the page's IndexedDB copy): ${count(last.kept.seconds)} seconds, ${count(last.kept.withHeartRate)} with a heart rate, ` +
            `${count(last.kept.rr)} RR intervals; elapsed shown ${last.elapsed}`,
    );
    console.log(
      `live: 4 page hours took ${median(results.map((result) => result.wallSeconds)).toFixed(0)} s of real time (not a measure of the page's speed: see the vitest bench)`,
    );
  } catch (error) {
    // The other benchmarks still run: this one says why it has no figures.
    console.log(`live: FAILED, no figures: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    process.exitCode = 1;
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runFromCommandLine({ builds: ['demo'], defaultRuns: 1 }, runLiveRecordingMemoryBench);
}
