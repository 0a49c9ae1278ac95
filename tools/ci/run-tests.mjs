#!/usr/bin/env node
// `npm test`: every check in turn, stopping at the first that fails, each with the time it took
// (docs/architecture.md#what-npm-test-runs). CI reads these lines to see where its minutes go.
import { spawnSync } from 'node:child_process';

const PHASES = ['typecheck', 'lint', 'lint:dead', 'lint:layers', 'test:build', 'test:unit', 'test:e2e', 'test:engines'];

const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);
const started = performance.now();
const times = [];
for (const phase of PHASES) {
  const from = performance.now();
  const status = spawnSync('npm', ['run', '--silent', phase], { stdio: 'inherit' }).status ?? 1;
  times.push(`${phase} ${seconds(from)} s`);
  console.log(`\n[npm test] ${phase}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(from)} s`);
  if (status !== 0) {
    console.log(`[npm test] stopped after ${seconds(started)} s: ${times.join(', ')}`);
    process.exit(status);
  }
}
console.log(`[npm test] every phase passed in ${seconds(started)} s: ${times.join(', ')}`);
