// The browser half of `npm run bench` (the domain half is vitest bench): bundle sizes, then
// the chart paint benchmark against Recharts. Prints figures; never fails on time or size.
await import('./bundle-size.mjs');
const { runChartBench } = await import('./chart-bench/run-chart-bench.mjs');
await runChartBench({ runs: 9 });
