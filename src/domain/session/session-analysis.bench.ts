import { afterAll, bench, describe } from 'vitest';
import { analyseSession } from './session-analysis';
import type { SessionSample } from './session-sample';

/** A synthetic 4-hour 1 Hz session (14,400 samples): intervals of HR and speed, a few dropouts. */
function buildFourHourSession(): SessionSample[] {
  const samples: SessionSample[] = [];
  let distance = 0;
  for (let t = 0; t < 14_400; t += 1) {
    const phase = (t % 600) / 600;
    const bpm = t % 977 < 15 ? undefined : 110 + 60 * phase + 5 * Math.sin(t / 7);
    const speed = 1 + 6.5 * phase * phase;
    distance += speed;
    samples.push({ t, bpm, speed, distance });
  }
  return samples;
}

const session = buildFourHourSession();
const athlete = { age: 28, weightKg: 72, sex: 'm' as const };

afterAll(() => {
  // Median of many runs, printed (benchmarks never gate on wall time).
  for (let w = 0; w < 50; w += 1) analyseSession(session, athlete);
  const times: number[] = [];
  for (let r = 0; r < 300; r += 1) {
    const started = performance.now();
    analyseSession(session, athlete);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`analyseSession 4 h at 1 Hz: median ${(times[150] as number).toFixed(3)} ms over 300 runs`);
});

describe('session analysis', () => {
  bench('analyseSession: 4 h at 1 Hz (14,400 samples)', () => {
    analyseSession(session, athlete);
  });
});
