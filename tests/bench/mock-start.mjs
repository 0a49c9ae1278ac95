// The demo's mock backend start, as a phone would see it (Chromium with its CPU slowed 4×, like Lighthouse's mobile
// preset): on /login of the demo build, the time from the start (after the first paint) to the database's and the
// world's code downloaded and run, the world seeded (a first visit) or loaded from storage (a return), the worker
// answering; then the first answer (the login), and the dashboard's first session answer, which builds the demo
// sessions on a first visit.
// Also the page's long tasks from its first paint until the mock backend is ready (the blocking time a visitor's keys
// meet meanwhile: each task's time over 50 ms, summed, as Lighthouse's Total Blocking Time counts it, and the longest
// task), and the size of what the mock backend keeps in localStorage. Medians of a few runs; prints figures, never
// fails.
//
//   node tests/bench/mock-start.mjs [--runs 3] [--demo-dir <built demo>]
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { launchBenchChromium, runFromCommandLine, serveBuild } from './bundle-size.mjs';

const CPU_SLOWDOWN = 4;
const MARK = (name) => `pulseboard:mock-backend:${name}`;
const SNAPSHOT_KEY = 'pulseboard.mock-backend.snapshot';
/** The dashboard's calls that read the demo sessions. */
const SESSION_CALL = /\/api\/web\/dashboard\//;

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
const kb = (chars) => `${(chars / 1024).toFixed(1)} KB`;

/** Records the page's long tasks from its first moment (a PerformanceObserver, before any script of the page). */
function recordLongTasks() {
  const tasks = [];
  Object.defineProperty(globalThis, '__pulseboardBenchLongTasks', { value: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** The marks of the mock start in the page, once it is ready; and the long tasks from the first paint until then. */
async function startFigures(page) {
  await page.waitForFunction((ready) => performance.getEntriesByName(ready).length > 0, MARK('ready'), {
    timeout: 60_000,
  });
  return page.evaluate(
    (names) => {
      const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const ready = at(names.ready);
      const tasks = (globalThis.__pulseboardBenchLongTasks ?? []).filter(
        (task) => task.start >= firstPaint && task.start < ready,
      );
      return {
        start: at(names.start),
        evaluated: at(names.evaluated),
        seeded: at(names.seeded),
        ready,
        blocking: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
        longest: Math.max(0, ...tasks.map((task) => task.duration)),
      };
    },
    { start: MARK('start'), evaluated: MARK('evaluated'), seeded: MARK('seeded'), ready: MARK('ready') },
  );
}

/** How long the page's first API call of a kind took, from its request to its answer (resource timing). */
function answerTime(page, pattern) {
  return page.evaluate((source) => {
    const match = new RegExp(source);
    const entry = performance
      .getEntriesByType('resource')
      .find((candidate) => match.test(new URL(candidate.name).pathname));
    return entry === undefined ? Number.NaN : entry.responseEnd - entry.startTime;
  }, pattern.source);
}

async function oneRun(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(recordLongTasks);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(`${origin}/login`);
    const first = await startFigures(page);
    await page.getByLabel('Email').fill('player@example.com');
    await page.getByLabel('Password').fill('demo-pass-1');
    const dashboardAnswer = page.waitForResponse((response) => SESSION_CALL.test(new URL(response.url()).pathname), {
      timeout: 60_000,
    });
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
    await dashboardAnswer;
    await page.waitForLoadState('networkidle');
    const login = await answerTime(page, /\/api\/login$/);
    const sessions = await answerTime(page, SESSION_CALL);
    const seeding = await page.evaluate(
      (name) => performance.getEntriesByName(name)[0]?.duration ?? Number.NaN,
      MARK('sessions-seeded'),
    );
    // A return visit: the world comes from storage (written, at the latest, as the page is left).
    await page.goto(`${origin}/login`);
    const again = await startFigures(page);
    const stored = await page.evaluate((key) => localStorage.getItem(key)?.length ?? 0, SNAPSHOT_KEY);
    return { first, again, login, sessions, seeding, stored };
  } finally {
    await context.close();
  }
}

/** Runs the mock start `runs` times on a demo build (made by buildInto) and prints the medians. */
export async function printMockStartFigures({ demoDir, runs = 3 }) {
  const server = await serveBuild(demoDir);
  const browser = await launchBenchChromium();
  const results = [];
  try {
    // http://localhost: a secure context, where the mock's service worker may start.
    for (let run = 0; run < runs; run += 1)
      results.push(await oneRun(browser, `http://localhost:${server.address().port}`));
  } finally {
    await browser.close();
    server.close();
  }
  const m = (pick) => median(results.map(pick));
  console.log(
    `mock start: demo /login, CPU ${CPU_SLOWDOWN}× slower, median of ${runs} (load average ${loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')})`,
  );
  for (const [visit, key] of [
    ['first visit', 'first'],
    ['return visit', 'again'],
  ]) {
    console.log(
      `mock start: ${visit}: database and world code downloaded and run ${ms(m((r) => r[key].evaluated - r[key].start))}, ` +
        `world ${key === 'first' ? 'seeded' : 'loaded from storage'} ${ms(m((r) => r[key].seeded - r[key].evaluated))}, ` +
        `msw and the handlers run, worker started ${ms(m((r) => r[key].ready - r[key].seeded))}; ready ${ms(m((r) => r[key].ready - r[key].start))} after the start`,
    );
    console.log(
      `mock start: ${visit}: from the first paint until ready, blocking time ${ms(m((r) => r[key].blocking))} ` +
        `(each long task's time over 50 ms), the longest task ${ms(m((r) => r[key].longest))}`,
    );
  }
  console.log(
    `mock start: first answer (POST /login) ${ms(m((r) => r.login))}; first session answer ${ms(m((r) => r.sessions))}, of which the demo sessions built ${ms(m((r) => r.seeding))}`,
  );
  console.log(`mock start: the mock backend's snapshot in localStorage after the dashboard: ${kb(m((r) => r.stored))}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runFromCommandLine({ builds: ['demo'], defaultRuns: 3 }, printMockStartFigures);
}
