#!/usr/bin/env node
// `npm test`: every check, each with the time it took (docs/architecture.md#what-npm-test-runs). CI reads these
// lines to see where its minutes go. The static checks run in two lanes at once (ESLint alone takes as long as the
// others together, and each is one process on one core). The two short browser suites (the real-API build's and the
// engines') run in the second lane after the other checks, while ESLint still runs in the first; the unit and
// end-to-end suites follow, one after the other, each with both cores. A phase's output is printed whole when it
// ends, so two lanes never interleave their lines. The run stops after the first stage with a failure. The demo build
// is made once, first in the static stage (`build:demo`), and both the end-to-end and the engine suites run on it (the
// end-to-end run is told not to build it again); likewise the real-API build that `test:build` checks is the one the
// real-API end-to-end run uses.
import { spawn } from 'node:child_process';

/** Stages in order; a stage's lanes run at once, a lane's phases one after the other. */
const STAGES = [
  [
    ['build:demo', 'lint'],
    ['typecheck', 'lint:dead', 'lint:layers', 'test:build', 'test:e2e:api', 'test:engines'],
  ],
  [['test:unit']],
  [['test:e2e']],
];

/** A phase that reads what a phase of another lane makes waits for it: the engine suite serves the demo build. */
const AFTER = { 'test:engines': 'build:demo' };
/** Each phase's result once it has run, for the phases that wait for it. */
const finished = new Map();

/** What a phase needs in its environment beside this process's own. */
const PHASE_ENV = {
  'test:e2e': { PULSEBOARD_E2E_PREBUILT: '1' },
  'test:e2e:api': { PULSEBOARD_E2E_API_PREBUILT: '1' },
};

const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);

/** Runs one npm script; resolves with its exit status and its time, its output kept until it ends (or streamed). */
function runPhase(phase, streamed) {
  const from = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', phase], {
      stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...PHASE_ENV[phase] },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      const status = code ?? 1;
      console.log(`\n[npm test] ${phase}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(from)} s`);
      resolve({ phase, status, time: `${phase} ${seconds(from)} s` });
    });
  });
}

async function runLane(phases, streamed) {
  const results = [];
  for (const phase of phases) {
    const before = AFTER[phase] === undefined ? undefined : await finished.get(AFTER[phase]);
    if (before !== undefined && before.status !== 0) break;
    const run = runPhase(phase, streamed);
    finished.set(phase, run);
    const result = await run;
    results.push(result);
    if (result.status !== 0) break;
  }
  return results;
}

const started = performance.now();
const times = [];
for (const lanes of STAGES) {
  const stageFrom = performance.now();
  // A stage of one lane streams its output as it comes (the suites print their progress).
  const results = (await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)))).flat();
  times.push(...results.map((result) => result.time));
  if (lanes.length > 1)
    console.log(`[npm test] ${lanes.flat().join(' + ')}: ${seconds(stageFrom)} s in ${lanes.length} lanes`);
  const failed = results.find((result) => result.status !== 0);
  if (failed) {
    console.log(`[npm test] stopped after ${seconds(started)} s: ${times.join(', ')}`);
    process.exit(failed.status);
  }
}
console.log(`[npm test] every phase passed in ${seconds(started)} s: ${times.join(', ')}`);
