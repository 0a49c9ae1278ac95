// The crosshair sweep of the chart benchmark: the mouse crosses the 4-hour chart's plot from its
// left edge to its right edge in SWEEP_STEPS moves, one per frame, and each move's main-thread
// script time is read from Chromium's own counters.
//
// Method: every move is a real (trusted) mouse event sent through the DevTools protocol
// (Input.dispatchMouseEvent, so the page gets pointermove and mousemove as from a hand), then the
// script waits for the end of the next frame's rendering steps (bench-page.tsx afterNextPaint)
// and reads Performance.getMetrics. The step's figure is the growth of ScriptDuration (all
// JavaScript the renderer's main thread ran: event handlers, React's dispatch, render and
// effects, rAF callbacks, microtasks, timers) since the previous step; TaskDuration (all
// main-thread work, with style, layout, paint and commit) is printed beside it. Both count the
// main thread's CPU time (timeDomain threadTicks), so other programs on a busy machine do not
// inflate them. Work a move leaves for later is counted in the next step, so none escapes. The
// same sweep over an empty box of the same size gives the cost of the measurement itself (the
// protocol's evaluate and the frame wait), printed as the floor.
const SWEEP_STEPS = 200;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
};

async function sweepOnce(page, cdp, kind) {
  const { left, right, y } = await page.evaluate((k) => window.chartBench.mountForSweep(k), kind);
  // Enter at the left edge first, so that the first counted move is a move, not an entry.
  await page.mouse.move(left + 1, y);
  await page.evaluate(() => window.chartBench.afterNextPaint());
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    return { script: value('ScriptDuration'), task: value('TaskDuration') };
  };
  const script = [];
  const task = [];
  let before = await read();
  for (let step = 1; step <= SWEEP_STEPS; step += 1) {
    await page.mouse.move(left + 1 + ((right - left - 2) * step) / SWEEP_STEPS, y);
    await page.evaluate(() => window.chartBench.afterNextPaint());
    const after = await read();
    script.push(after.script - before.script);
    task.push(after.task - before.task);
    before = after;
  }
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.chartBench.unmountSweep());
  return { script, task };
}

/** Sweeps `rounds` times over ours, uPlot and the empty box, in turn; per-step figures, pooled. */
export async function measureCrosshairSweep(page, rounds) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const pooled = { ours: { script: [], task: [] }, uplot: { script: [], task: [] }, empty: { script: [], task: [] } };
  await sweepOnce(page, cdp, 'ours'); // warm-up (JIT), not counted
  await sweepOnce(page, cdp, 'uplot');
  for (let round = 0; round < rounds; round += 1) {
    for (const kind of ['ours', 'uplot', 'empty']) {
      const { script, task } = await sweepOnce(page, cdp, kind);
      pooled[kind].script.push(...script);
      pooled[kind].task.push(...task);
    }
  }
  await cdp.detach();
  const summary = (s) => ({
    median: percentile(s.script, 0.5),
    p95: percentile(s.script, 0.95),
    taskMedian: percentile(s.task, 0.5),
    taskP95: percentile(s.task, 0.95),
  });
  return {
    steps: SWEEP_STEPS,
    rounds,
    ours: summary(pooled.ours),
    uplot: summary(pooled.uplot),
    empty: summary(pooled.empty),
  };
}
