// The screen a user really waits for: a Lighthouse user flow (mobile preset) that opens /login, logs in and lands
// on the dashboard, in the demo and in the real-API build, the latter with the mock API server behind it (the
// bench's static server passes /api and /integration-api to it, as a same-origin reverse proxy would). Steps:
// /login (a cold navigation), the login (a timespan: typing, the click and the dashboard filling in), then the
// dashboard opened again signed in (a navigation keeping the storage), whose LCP and TBT are the dashboard's on a
// phone. Three runs, interleaved; prints the medians; never fails on them.
//
//   node tests/bench/lighthouse-flow.mjs [--runs 3] [--api-dir <built real-API app> --demo-dir <built demo>]
import { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFromCommandLine, serveBuild } from './bundle-size.mjs';
import { launchChromium, loadAverage, median, seconds } from './lighthouse.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const TARGET_DASHBOARD_LCP_MS = 2500;
const TARGET_DASHBOARD_TBT_MS = 200;
/** A dashboard card's figure: the dashboard has its first answers. */
const DASHBOARD_FIGURE = '.dashboard-card__figure';

/** Starts the mock API server (`npm run mock-api`) on a free port; resolves to its origin and its stop. */
async function startMockApi() {
  const server = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['mocks/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise((resolve, reject) => {
    server.stdout.on('data', (data) => {
      output += data;
      const listening = /listening on (http:\/\/[^\s/]+)/.exec(output);
      if (listening) resolve(listening[1]);
    });
    server.stderr.on('data', (data) => (output += data));
    server.once('exit', (code) => reject(new Error(`the mock API server stopped (${code}):\n${output.slice(-800)}`)));
  });
  return {
    origin,
    async stop() {
      if (server.exitCode === null) {
        server.kill();
        await once(server, 'exit');
      }
    },
  };
}

const figuresOf = (step) => {
  const value = (id) => step.lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score:
      step.lhr.categories.performance?.score == null
        ? Number.NaN
        : Math.round(step.lhr.categories.performance.score * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    warnings: step.lhr.runWarnings ?? [],
  };
};

/** One flow: /login, the login, the dashboard again. */
async function oneFlow(origin, chromePort) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}`, defaultViewport: null });
  // A context of its own: the previous run's sign-in and mock data stay in theirs (Lighthouse clears caches only).
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    const flow = await startFlow(page, {
      config: { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } },
    });
    await flow.navigate(`${origin}/login`, { name: '/login' });
    await flow.startTimespan({ name: 'log in' });
    await page.locator('input[type=email]').fill('player@example.com');
    await page.locator('input[type=password]').fill('demo-pass-1');
    await page.locator('form button[type=submit]').click();
    await page.waitForSelector(DASHBOARD_FIGURE, { timeout: 60_000 });
    await flow.endTimespan();
    await flow.navigate(`${origin}/dashboard`, { name: 'the dashboard, signed in' });
    const result = await flow.createFlowResult();
    const [login, timespan, dashboard] = result.steps.map(figuresOf);
    return { login, timespan, dashboard };
  } finally {
    await context.close();
    await browser.disconnect();
  }
}

function printFlowMedians(name, runs) {
  const m = (step, key) => median(runs.map((run) => run[step][key]));
  const verdict = (ok) => (ok ? 'PASS' : 'OVER');
  const lcp = m('dashboard', 'lcp');
  const tbt = m('dashboard', 'tbt');
  console.log(
    `lighthouse flow: ${name}, median of ${runs.length}: /login performance ${m('login', 'score')}, LCP ${seconds(m('login', 'lcp'))}; ` +
      `the login until the dashboard's first figures: TBT ${Math.round(m('timespan', 'tbt'))} ms, CLS ${m('timespan', 'cls').toFixed(3)}; ` +
      `the dashboard signed in: performance ${m('dashboard', 'score')}, LCP ${seconds(lcp)}, TBT ${Math.round(tbt)} ms, CLS ${m('dashboard', 'cls').toFixed(3)} ` +
      `(LCP ≤ ${seconds(TARGET_DASHBOARD_LCP_MS)}: ${verdict(lcp <= TARGET_DASHBOARD_LCP_MS)}, TBT ≤ ${TARGET_DASHBOARD_TBT_MS} ms: ${verdict(tbt <= TARGET_DASHBOARD_TBT_MS)})`,
  );
  console.log(
    `lighthouse flow: ${name} runs (dashboard LCP/TBT): ${runs.map((run) => `${seconds(run.dashboard.lcp)}/${Math.round(run.dashboard.tbt)} ms`).join(', ')}`,
  );
  for (const warning of new Set(
    runs.flatMap((run) => [...run.login.warnings, ...run.timespan.warnings, ...run.dashboard.warnings]),
  )) {
    console.log(`lighthouse flow: ${name} warning: ${warning}`);
  }
}

/** Runs the flow on both builds (made by buildInto), `runs` times each, interleaved, and prints the medians. */
export async function printLighthouseFlowFigures({ apiDir, demoDir, runs = 3 }) {
  const mockApi = await startMockApi();
  const builds = [
    {
      name: 'real-API (mock API server behind it)',
      server: await serveBuild(apiDir, { apiProxy: mockApi.origin }),
      runs: [],
    },
    { name: 'demo', server: await serveBuild(demoDir), runs: [] },
  ];
  const chrome = await launchChromium();
  try {
    for (let run = 0; run < runs; run += 1) {
      // http://localhost, as the README opens the demo: a secure context, where its service worker may start.
      for (const build of builds)
        build.runs.push(await oneFlow(`http://localhost:${build.server.address().port}`, chrome.port));
    }
  } finally {
    await chrome.close();
    for (const build of builds) build.server.close();
    await mockApi.stop();
  }
  console.log(
    `lighthouse flow: mobile preset; a navigation's figures are simulated, a timespan's observed (load average ${loadAverage()})`,
  );
  for (const build of builds) printFlowMedians(build.name, build.runs);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runFromCommandLine({ builds: ['api', 'demo'], defaultRuns: 3 }, printLighthouseFlowFigures);
}
