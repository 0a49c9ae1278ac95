// The record budget of a recording (docs/product-rules.md#constants-and-limits): a 40 MB FIT file of seven
// million 6-byte records (1 s apart: 81 days), generated into a temporary folder, never committed.
//
//   node tests/bench/fit-record-budget.mjs [--runs 3] [--demo-dir <built demo app>]   (--runs 0: the browser only)
//
// 1. The worker's job in Node (tests/bench/fit-record-budget-job.ts, one process per run): the time to the
//    answer, the peak memory it took (resident, above what the process held before) and the JavaScript heap
//    in use once the file was parsed.
// 2. With a demo build (`npm run bench` passes its own): the "Analyse a file" page in Chromium, from the
//    choice of the file to the page's answer (the drawn charts, or the message), then a small file chosen
//    next, which must open: the page stays usable.
// Prints figures; never fails on them.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBenchChromium, runFromCommandLine, serveBuild } from './bundle-size.mjs';

/* global document */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const JOB = path.join(repoRoot, 'tests/bench/fit-record-budget-job.ts');
const LARGE_FILE = 'seven-million-records.fit';
const SMALL_FILE = 'ten-minutes.fit';
const TARGET_MS = 30_000;
const HEART_RATE_CHART = 'Heart rate';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function runJob(args) {
  // A generous heap: the job must finish even where the file costs gigabytes, so that the figure can be printed.
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--max-old-space-size=16000', JOB, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`fit-record-budget-job ${args.join(' ')} failed: ${result.stderr.trim().split('\n').at(-1)}`);
  return result.stdout.trim();
}

function measureInNode(file, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(JSON.parse(runJob(['measure', file])));
  const last = results.at(-1);
  console.log(
    `fit record budget (worker's job in Node, ${runs} runs): ${last.fileMb.toFixed(1)} MB, answer in median ${median(results.map((r) => r.elapsedMs)).toFixed(0)} ms ` +
      `(target ≤ ${TARGET_MS} ms); peak memory +${median(results.map((r) => r.rssGrowthMb)).toFixed(0)} MB resident, ` +
      `${median(results.map((r) => r.heapParsedMb)).toFixed(0)} MB of heap once parsed; ${last.sampleCount} samples sent to the page; ${last.outcome}`,
  );
}

/** The resident memory of this process's Chromium renderers (the page and its workers live in them), in MB. */
function rendererResidentMb() {
  const parents = new Map();
  const renderers = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(pid, stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) {
        renderers.set(pid, Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
      }
    } catch {
      /* the process ended meanwhile */
    }
  }
  const ours = (pid) => {
    for (let at = pid; at !== undefined && at !== '0'; at = parents.get(at))
      if (at === String(process.pid)) return true;
    return false;
  };
  return [...renderers].filter(([pid]) => ours(pid)).reduce((sum, [, mb]) => sum + mb, 0);
}

/** Samples the renderers' memory every 100 ms until stopped; resolves to the peak. */
function watchRendererMemory() {
  let peak = rendererResidentMb();
  const timer = setInterval(() => {
    peak = Math.max(peak, rendererResidentMb());
  }, 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rendererResidentMb());
  };
}

async function signIn(page, origin) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill('player@example.com');
  await page.getByLabel('Password').fill('demo-pass-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
}

/** In the page: the name of the file the page shows with drawn charts, or the text of its alert. */
function answerOnPage(chartName) {
  const alert = [...document.querySelectorAll('[role="alert"]')]
    .map((a) => a.textContent?.trim() ?? '')
    .find((text) => text !== '');
  if (alert) return `message: ${alert}`;
  const chart = [...document.querySelectorAll('.pb-chart[role="group"]')].find(
    (group) => group.getAttribute('aria-label') === chartName,
  );
  const drawn =
    Boolean(chart?.querySelector('canvas')) &&
    !document.querySelector('.pb-chart[aria-busy="true"], [role="progressbar"]');
  return drawn ? `opened: ${document.querySelector('h2')?.textContent ?? ''}` : null;
}

async function choose(page, file) {
  const input = page.locator('input[type="file"][accept*=".fit"]');
  await input.waitFor({ state: 'attached', timeout: 30_000 });
  const started = Date.now();
  await input.setInputFiles(file);
  const handle = await page.waitForFunction(answerOnPage, HEART_RATE_CHART, { timeout: 180_000, polling: 100 });
  return { ms: Date.now() - started, answer: await handle.jsonValue() };
}

async function measureInBrowser(demoDir, dir) {
  const server = await serveBuild(demoDir);
  const origin = `http://localhost:${server.address().port}`;
  const browser = await launchBenchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    let crashed = false;
    page.on('crash', () => {
      crashed = true;
    });
    await signIn(page, origin);
    await page.goto(`${origin}/analyse`);
    // Linux only (/proc); elsewhere the figure reads 0.
    const before = rendererResidentMb();
    const stopWatch = watchRendererMemory();
    const large = await choose(page, path.join(dir, LARGE_FILE));
    const peak = stopWatch();
    const small = crashed ? null : await choose(page, path.join(dir, SMALL_FILE));
    console.log(
      `fit record budget (Analyse a file, demo build, Chromium): the 40 MB file answered in ${large.ms} ms (target ≤ ${TARGET_MS} ms): ${large.answer}; ` +
        `renderer memory (page and worker) peaked at +${(peak - before).toFixed(0)} MB resident`,
    );
    console.log(
      `fit record budget: the next file (600 records) ${small === null ? 'could not be chosen: the page crashed' : `answered in ${small.ms} ms: ${small.answer}`}`,
    );
  } catch (error) {
    console.log(
      `fit record budget (browser): FAILED, no figures: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
    process.exitCode = 1;
  } finally {
    await browser.close();
    server.close();
  }
}

/** Runs both halves (the browser one only with a demo build); exported for `npm run bench`. */
export async function runFitRecordBudgetBench({ demoDir = null, runs = 3 } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'fit-record-budget-'));
  try {
    runJob(['write', dir]);
    if (runs > 0) measureInNode(path.join(dir, LARGE_FILE), runs);
    if (demoDir !== null) await measureInBrowser(demoDir, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // --runs 0 skips the Node half.
  await runFromCommandLine({ builds: ['demo'], defaultRuns: 3, minRuns: 0 }, runFitRecordBudgetBench);
}
