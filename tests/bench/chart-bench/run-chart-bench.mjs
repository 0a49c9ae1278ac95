// Chart benchmark: builds the bench page with Vite, serves it on 127.0.0.1, and
// in headless Chromium times our heart-rate chart against uPlot (the fastest peer) and Recharts on
// the same page, data and size, the redraw after a new span, a 25-player team session, and a
// crosshair sweep across the 4-hour chart (crosshair-sweep.mjs). Prints figures; never fails on time.
//
//   node tests/bench/chart-bench/run-chart-bench.mjs [--runs 9] [--screenshot /tmp/chart.png]
//
// "Painted" is measured from the start of a frame, where the chart is mounted (in a
// requestAnimationFrame callback), to the end of the first frame that shows its line (a message
// posted from a requestAnimationFrame callback runs just after style, layout and paint); a chart
// that needs more passes (Recharts) adds frames. The wait for the next vsync is left out.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildBenchPage, launchBenchBrowser, repoRoot, serveBenchPage } from './bench-browser.mjs';
import { measureCrosshairSweep } from './crosshair-sweep.mjs';

const BUDGET_RATIO = 0.15;
const BUDGET_UPLOT_RATIO = 1.0;
const BUDGET_PAINT_MS = 50;
const BUDGET_REDRAW_MS = 50;
const BUDGET_TEAM_MS = 150;
/** Script per frame of the crosshair sweep, at the 95th percentile. */
const BUDGET_SWEEP_MS = 10;
const SWEEP_ROUNDS = 3;
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
const msFine = (value) => `${value.toFixed(2)} ms`;
const verdict = (ok) => (ok ? 'PASS' : 'OVER');

async function measure(page, runs) {
  const call = (name, arg) => page.evaluate(([n, a]) => window.chartBench[n](a), [name, arg]);
  // One warm-up of each (JIT, fonts, first layout), not counted.
  await call('paintOurs');
  await call('paintUplot');
  await call('paintRecharts');
  await call('paintTeam');
  const ours = [];
  const uplot = [];
  const recharts = [];
  const team = [];
  // Interleaved, so that a busy moment on the machine falls on every chart alike.
  for (let run = 0; run < runs; run += 1) {
    ours.push(await call('paintOurs'));
    uplot.push(await call('paintUplot'));
    recharts.push(await call('paintRecharts'));
    team.push(await call('paintTeam'));
  }
  const redraw = await call('redrawSpans', runs);
  const sweep = await measureCrosshairSweep(page, SWEEP_ROUNDS);
  return { ours, uplot, recharts, team, redraw, sweep };
}

function report({ ours, uplot, recharts, team, redraw, sweep }, runs) {
  const oursMedian = median(ours);
  const uplotMedian = median(uplot);
  const rechartsMedian = median(recharts);
  const ratio = oursMedian / rechartsMedian;
  const uplotRatio = oursMedian / uplotMedian;
  const redrawMedian = median(redraw);
  const teamMedian = median(team);
  console.log(`chart bench: 4-hour 1 Hz heart-rate series (14,400 samples), ${runs} runs each, Chromium headless`);
  console.log(
    `chart: ours median ${ms(oursMedian)}, uplot median ${ms(uplotMedian)}, recharts median ${ms(rechartsMedian)}`,
  );
  console.log(
    `  ours vs uplot: ratio ${uplotRatio.toFixed(2)} (budget ≤ ${BUDGET_UPLOT_RATIO.toFixed(1)} and ≤ ${BUDGET_PAINT_MS} ms: ` +
      `${verdict(uplotRatio <= BUDGET_UPLOT_RATIO && oursMedian <= BUDGET_PAINT_MS)})`,
  );
  console.log(
    `  ours vs recharts: ratio ${ratio.toFixed(2)} (budget ≤ ${BUDGET_RATIO} and ≤ ${BUDGET_PAINT_MS} ms: ` +
      `${verdict(ratio <= BUDGET_RATIO && oursMedian <= BUDGET_PAINT_MS)})`,
  );
  console.log(
    `span redraw: median ${ms(redrawMedian)} (budget ≤ ${BUDGET_REDRAW_MS} ms: ${verdict(redrawMedian <= BUDGET_REDRAW_MS)})`,
  );
  console.log(
    `team session (25 players × 90 min 1 Hz): median ${ms(teamMedian)} (budget ≤ ${BUDGET_TEAM_MS} ms: ${verdict(teamMedian <= BUDGET_TEAM_MS)})`,
  );
  const sweepLine = (name, f) =>
    `  ${name} script median ${msFine(f.median)}, p95 ${msFine(f.p95)} (all main-thread work: median ${msFine(f.taskMedian)}, p95 ${msFine(f.taskP95)})`;
  console.log(
    `crosshair sweep (${sweep.steps} mouse moves across the 4-hour chart, one per frame, ${sweep.rounds} sweeps each), script per frame: ` +
      `ours p95 ${msFine(sweep.ours.p95)} (budget ≤ ${BUDGET_SWEEP_MS} ms: ${verdict(sweep.ours.p95 <= BUDGET_SWEEP_MS)}), ` +
      `ours median vs uplot median ${(sweep.ours.median / sweep.uplot.median).toFixed(2)} (≤ 1.0: ${verdict(sweep.ours.median <= sweep.uplot.median)})`,
  );
  console.log(sweepLine('ours: ', sweep.ours));
  console.log(sweepLine('uplot:', sweep.uplot));
  console.log(`${sweepLine('empty:', sweep.empty)}: the measurement's own cost, in both figures above`);
  console.log(`  runs ours:     ${ours.map((v) => v.toFixed(1)).join(', ')}`);
  console.log(`  runs uplot:    ${uplot.map((v) => v.toFixed(1)).join(', ')}`);
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
      await page
        .locator('.pb-chart__readout')
        .first()
        .waitFor({ timeout: 2000 })
        .catch(() => undefined);
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
    await buildBenchPage(outDir);
    server = await serveBenchPage(outDir);
    const url = `http://127.0.0.1:${server.address().port}/`;
    browser = await launchBenchBrowser();
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
