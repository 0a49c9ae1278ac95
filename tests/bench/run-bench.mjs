// The browser half of `npm run bench` (the domain half is vitest bench): bundle sizes and the first paint on a
// phone (Lighthouse: /login, and the flow from /login to the dashboard) of one real-API build and one demo build,
// the demo's mock backend start, opening the 4-hour recording on the demo's
// "Analyse a file" page, the record budget of a 40 MB FIT file (in the worker's code in Node, and on the page),
// the page's memory after 4 hours of live recording from a stand-in belt, the main interactions on a slow phone (time to
// the next paint at 6× CPU, 390 px), then the chart paint benchmark against Recharts.
// Prints figures; never fails on time or size.
const { buildInto, printBundleSizes } = await import('./bundle-size.mjs');
const { printLighthouseFigures } = await import('./lighthouse.mjs');
const { printLighthouseFlowFigures } = await import('./lighthouse-flow.mjs');
const { printMockStartFigures } = await import('./mock-start.mjs');
const { runRecordingOpenBench } = await import('./recording-open.mjs');
const { runFitRecordBudgetBench } = await import('./fit-record-budget.mjs');
const { rm } = await import('node:fs/promises');
const builds = { apiDir: await buildInto('api'), demoDir: await buildInto('production') };
try {
  await printBundleSizes(builds);
  await printLighthouseFigures({ ...builds, runs: 3 });
  await printLighthouseFlowFigures({ ...builds, runs: 3 });
  await printMockStartFigures({ demoDir: builds.demoDir, runs: 3 });
  await runRecordingOpenBench({ demoDir: builds.demoDir, runs: 5 });
  await runFitRecordBudgetBench({ demoDir: builds.demoDir, runs: 3 });
  await (await import('./live-recording-memory.mjs')).runLiveRecordingMemoryBench({ demoDir: builds.demoDir, runs: 3 });
  await (await import('./interactions.mjs')).runInteractionsBench({ demoDir: builds.demoDir, runs: 3 });
} finally {
  await Promise.all(Object.values(builds).map((dir) => rm(dir, { recursive: true, force: true })));
}
const { runChartBench } = await import('./chart-bench/run-chart-bench.mjs');
await runChartBench({ runs: 9 });
