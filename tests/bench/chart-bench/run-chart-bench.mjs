// Chart benchmark (issue 4): builds the bench page with Vite, serves it on 127.0.0.1, and in
// headless Chromium times our heart-rate chart against Recharts on the same page and data, the
// redraw after a new span, and a 25-player team session. Prints figures; never fails on time.
//
//   node tests/bench/chart-bench/run-chart-bench.mjs [--runs 9] [--screenshot /tmp/chart.png]
//
// "Painted" is measured from before mounting to the end of the next frame's rendering steps
// (a message posted from a requestAnimationFrame callback runs just after style, layout and paint),
// repeated until the chart's line is in the document (Recharts may need more than one pass).
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { chromium } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const BUDGET_RATIO = 0.15;
const BUDGET_PAINT_MS = 50;
const BUDGET_REDRAW_MS = 50;
const BUDGET_TEAM_MS = 150;
const MIN_RUNS = 7;

function parseArgs(argv) {
  const options = { runs: 9, screenshot: null };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--runs') options.runs = Math.max(MIN_RUNS, Number(argv[++i]) || MIN_RUNS);
    else if (argv[i] === '--screenshot') options.screenshot = argv[++i] ?? '/tmp/chart.png';
  }
  return options;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${value.toFixed(1)} ms`;
const verdict = (ok) => (ok ? 'PASS' : 'OVER');

async function buildPage(outDir) {
  await build({
    configFile: path.resolve(repoRoot, 'vite.config.ts'),
    root: path.resolve(repoRoot, 'tests/bench/chart-bench'),
    base: './',
    mode: 'production',
    publicDir: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 4096 },
  });
}

const CONTENT_TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

function serve(dir) {
  const server = createServer(async (request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const file = path.join(dir, urlPath === '/' ? 'index.html' : urlPath);
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function launchBrowser() {
  return chromium.launch({
    headless: true,
    ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

async function measure(page, runs) {
  const call = (name, arg) => page.evaluate(([n, a]) => window.chartBench[n](a), [name, arg]);
  // One warm-up of each (JIT, fonts, first layout), not counted.
  await call('paintOurs');
  await call('paintRecharts');
  await call('paintTeam');
  const ours = [];
  const recharts = [];
  const team = [];
  for (let run = 0; run < runs; run += 1) {
    ours.push(await call('paintOurs'));
    recharts.push(await call('paintRecharts'));
    team.push(await call('paintTeam'));
  }
  const redraw = await call('redrawSpans', runs);
  return { ours, recharts, team, redraw };
}

function report({ ours, recharts, team, redraw }, runs) {
  const oursMedian = median(ours);
  const rechartsMedian = median(recharts);
  const ratio = oursMedian / rechartsMedian;
  const redrawMedian = median(redraw);
  const teamMedian = median(team);
  console.log(`chart bench: 4-hour 1 Hz heart-rate series (14,400 samples), ${runs} runs each, Chromium headless`);
  console.log(
    `chart: ours median ${ms(oursMedian)}, recharts median ${ms(rechartsMedian)}, ratio ${ratio.toFixed(2)} ` +
      `(budget ≤ ${BUDGET_RATIO} and ≤ ${BUDGET_PAINT_MS} ms: ${verdict(ratio <= BUDGET_RATIO && oursMedian <= BUDGET_PAINT_MS)})`,
  );
  console.log(`span redraw: median ${ms(redrawMedian)} (budget ≤ ${BUDGET_REDRAW_MS} ms: ${verdict(redrawMedian <= BUDGET_REDRAW_MS)})`);
  console.log(
    `team session (25 players × 90 min 1 Hz): median ${ms(teamMedian)} (budget ≤ ${BUDGET_TEAM_MS} ms: ${verdict(teamMedian <= BUDGET_TEAM_MS)})`,
  );
  console.log(`  runs ours:     ${ours.map((v) => v.toFixed(1)).join(', ')}`);
  console.log(`  runs recharts: ${recharts.map((v) => v.toFixed(1)).join(', ')}`);
  console.log(`  runs redraw:   ${redraw.map((v) => v.toFixed(1)).join(', ')}`);
  console.log(`  runs team:     ${team.map((v) => v.toFixed(1)).join(', ')}`);
}

async function screenshots(browser, url, target) {
  const { dir, name, ext } = path.parse(target);
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ]) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 2 });
    await page.goto(url);
    await page.waitForFunction(() => Boolean(window.chartBench));
    await page.evaluate(() => window.chartBench.showcase());
    const chart = page.getByRole('group', { name: 'Heart rate' }).first();
    const box = await chart.boundingBox();
    if (box) {
      await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
      await page.mouse.move(box.x + box.width * 0.63, box.y + box.height * 0.5, { steps: 4 });
      await page.locator('.pb-chart__readout').first().waitFor({ timeout: 2000 }).catch(() => undefined);
    }
    const file = path.join(dir, `${name}-${width}${ext || '.png'}`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`screenshot: ${file}`);
    if (width === 1440 && box) {
      // Drag across a third of the chart to zoom (d3-brush), then open the data table.
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.42, box.y + box.height * 0.5, { steps: 8 });
      await page.mouse.up();
      const zoomed = await page.getByRole('button', { name: 'Show whole session' }).isVisible();
      await page.getByRole('button', { name: 'Show data table' }).first().click();
      const zoomedFile = path.join(dir, `${name}-${width}-zoomed${ext || '.png'}`);
      await page.screenshot({ path: zoomedFile, fullPage: true });
      console.log(`screenshot: ${zoomedFile} (drag to zoom ${zoomed ? 'worked' : 'did NOT zoom'})`);
    }
    await page.close();
  }
}

/**
 * Runs the chart benchmark and prints its lines; `screenshot` (a .png path) takes the 1440- and
 * 390-wide screenshots instead. Exported so that the `npm run bench` driver can call it.
 */
export async function runChartBench({ runs = 9, screenshot = null } = {}) {
  const options = { runs: Math.max(MIN_RUNS, runs), screenshot };
  process.chdir(repoRoot); // the Lingui plugin reads lingui.config.ts from the working directory
  const outDir = await mkdtemp(path.join(tmpdir(), 'pulseboard-chart-bench-'));
  let server;
  let browser;
  try {
    await buildPage(outDir);
    server = await serve(outDir);
    const url = `http://127.0.0.1:${server.address().port}/`;
    browser = await launchBrowser();
    if (options.screenshot) {
      await screenshots(browser, url, options.screenshot);
      return;
    }
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await page.goto(url);
    await page.waitForFunction(() => Boolean(window.chartBench));
    report(await measure(page, options.runs), options.runs);
  } finally {
    await browser?.close();
    server?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runChartBench(parseArgs(process.argv.slice(2))).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
