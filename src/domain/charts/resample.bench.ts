import { afterAll, bench, describe } from 'vitest';
import { resampleSeries } from './resample-series';

const POINTS = 14_400;
const WIDTH = 800;
const xs = Float64Array.from({ length: POINTS }, (_, i) => i);
const ys = Float64Array.from({ length: POINTS }, (_, i) => 140 + 30 * Math.sin(i / 90) + 10 * Math.sin(i / 3.3));
const LARGE = 2_000_000;
const bigXs = Float64Array.from({ length: LARGE }, (_, i) => i);
const bigYs = Float64Array.from({ length: LARGE }, (_, i) => Math.sin(i / 1000) + Math.sin(i / 7));

/**
 * Throughput from the median of many timed batches (robust to a loaded machine),
 * printed so the bench reports points per second; benchmarks never gate.
 */
function measureThroughput(
  inputXs: Float64Array,
  inputYs: Float64Array,
  batches: number,
  callsPerBatch: number,
): number {
  for (let w = 0; w < 20; w += 1) resampleSeries(inputXs, inputYs, WIDTH);
  const times: number[] = [];
  for (let b = 0; b < batches; b += 1) {
    const started = performance.now();
    for (let r = 0; r < callsPerBatch; r += 1) resampleSeries(inputXs, inputYs, WIDTH);
    times.push((performance.now() - started) / callsPerBatch);
  }
  times.sort((a, b) => a - b);
  const medianMs = times[Math.floor(times.length / 2)] as number;
  return inputXs.length / (medianMs / 1000);
}

afterAll(() => {
  const small = measureThroughput(xs, ys, 200, 20);
  const large = measureThroughput(bigXs, bigYs, 15, 1);
  console.log(
    `M4 resample throughput (median): ${(small / 1e6).toFixed(0)} M points/s (${POINTS} → ${WIDTH} px), ` +
      `${(large / 1e6).toFixed(0)} M points/s (${LARGE} → ${WIDTH} px)`,
  );
});

describe('M4 resampling', () => {
  bench(`resampleSeries: ${POINTS} points → ${WIDTH} px`, () => {
    resampleSeries(xs, ys, WIDTH);
  });
  bench(`resampleSeries: ${LARGE} points → ${WIDTH} px`, () => {
    resampleSeries(bigXs, bigYs, WIDTH);
  });
});
