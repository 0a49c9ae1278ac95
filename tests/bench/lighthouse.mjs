// First paint on a phone: Lighthouse's performance category with its default mobile
// preset (a mid-range phone, simulated slow 4G and a 4× slower CPU) on /login of the real-API build
// and of the demo build, each served with gzip by bundle-size.mjs's static server. Three runs each,
// interleaved so that a busy moment on the machine does not land on one build only; prints the
// medians. Prints figures; never fails on them.
//
//   node tests/bench/lighthouse.mjs [--runs 3] [--api-dir <built real-API app> --demo-dir <built demo>]
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFromCommandLine, chromiumPath, serveBuild } from './bundle-size.mjs';

const TARGET_SCORE = 95;
const TARGET_API_LCP_MS = 1800;
// Lighthouse's own launcher (chrome-launcher) is not a dependency of ours: we start Chromium with the flags it would
// use for a clean, quiet profile, and read the DevTools port it picks.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-extensions',
  '--disable-sync',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--metrics-recording-only',
  '--mute-audio',
  '--remote-debugging-port=0',
];

/** Starts Chromium for Lighthouse, in a fresh profile; resolves once it listens for DevTools. */
export async function launchChromium() {
  const profile = await mkdtemp(path.join(tmpdir(), 'pulseboard-lighthouse-'));
  const chrome = spawn(chromiumPath(), [...CHROME_FLAGS, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  const port = await new Promise((resolve, reject) => {
    chrome.stderr.on('data', (data) => {
      output += data;
      const listening = /DevTools listening on ws:\/\/[^/]+:(\d+)\//.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    chrome.once('exit', (code) =>
      reject(new Error(`Chromium stopped (${code}) before it listened for DevTools:\n${output.slice(-800)}`)),
    );
  });
  return {
    port,
    async close() {
      if (chrome.exitCode === null) {
        chrome.kill();
        await once(chrome, 'exit');
      }
      // Chromium's helper processes may still write to the profile for a moment after it exits.
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
/** The machine's load average, printed beside each figure: a busy machine slows the CPU-bound ones. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const verdict = (ok) => (ok ? 'PASS' : 'OVER');

/** One Lighthouse run: the figures of its performance category. */
async function audit(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    warnings: lhr.runWarnings,
  };
}

function printMedians(name, runs, lcpTarget) {
  const m = (key) => median(runs.map((run) => run[key]));
  const lcp = m('lcp');
  const targets = [
    `score ≥ ${TARGET_SCORE}: ${verdict(m('score') >= TARGET_SCORE)}`,
    `CLS 0: ${verdict(m('cls') === 0)}`,
  ];
  if (lcpTarget !== undefined) targets.push(`LCP ≤ ${seconds(lcpTarget)}: ${verdict(lcp <= lcpTarget)}`);
  console.log(
    `lighthouse: ${name} /login, median of ${runs.length}: performance ${m('score')}, LCP ${seconds(lcp)}, TBT ${Math.round(m('tbt'))} ms, ` +
      `CLS ${m('cls').toFixed(3)}, FCP ${seconds(m('fcp'))} (${targets.join(', ')})`,
  );
  console.log(
    `lighthouse: ${name} runs (score/LCP): ${runs.map((run) => `${run.score}/${seconds(run.lcp)}`).join(', ')}`,
  );
  for (const warning of new Set(runs.flatMap((run) => run.warnings)))
    console.log(`lighthouse: ${name} warning: ${warning}`);
}

/** Runs Lighthouse on /login of both builds (made by buildInto) and prints the medians. */
export async function printLighthouseFigures({ apiDir, demoDir, runs = 3 }) {
  const builds = [
    { name: 'real-API', dir: apiDir, lcpTarget: TARGET_API_LCP_MS, runs: [] },
    { name: 'demo', dir: demoDir, runs: [] },
  ];
  const servers = await Promise.all(builds.map((entry) => serveBuild(entry.dir)));
  const chrome = await launchChromium();
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [index, entry] of builds.entries()) {
        // http://localhost, as the README opens the demo: a secure context, where its service worker may start.
        entry.runs.push(await audit(`http://localhost:${servers[index].address().port}/login`, chrome.port));
      }
    }
  } finally {
    await chrome.close();
    for (const server of servers) server.close();
  }
  console.log(
    `lighthouse: mobile preset, simulated throttling; a shared or busy machine slows the CPU-bound figures (TBT, and LCP with it); load average ${loadAverage()}`,
  );
  // What loads after the mock worker has started, the simulation sees as served by a service worker, at no cost.
  console.log('lighthouse: the demo figures count files the mock worker serves as free (0 bytes in the simulation)');
  for (const entry of builds) printMedians(entry.name, entry.runs, entry.lcpTarget);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runFromCommandLine({ builds: ['api', 'demo'], defaultRuns: 3 }, printLighthouseFigures);
}
