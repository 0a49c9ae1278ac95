import type { ChartSeries } from '../../../src/ui/charts/chart-series';

/** Mulberry32: a tiny deterministic PRNG so every run paints the same data. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Intensity (0–1) of a training session at second `t`: warm-up, blocks of intervals, cool-down. */
function intensityAt(t: number, seconds: number): number {
  if (t < 600) return 0.35 + (0.25 * t) / 600;
  if (t > seconds - 600) return 0.3;
  const block = Math.floor(t / 900) % 4;
  const inBlock = t % 180;
  if (block === 3) return 0.45; // recovery block
  return inBlock < 60 ? 0.92 : 0.55 + 0.05 * block;
}

/**
 * A 1 Hz heart-rate series in bpm: a first-order response (time constant 30 s) to the
 * intensity profile between resting and maximum heart rate, plus noise.
 */
export function buildSyntheticHeartRate(seconds: number, seed: number, hrmax = 195, resting = 60): ChartSeries {
  const random = createRandom(seed);
  const t = new Float64Array(seconds);
  const value = new Float64Array(seconds);
  let bpm = resting + 20;
  const effort = 0.9 + random() * 0.15;
  for (let i = 0; i < seconds; i += 1) {
    const target = resting + (hrmax - resting) * Math.min(1.02, intensityAt(i, seconds) * effort);
    bpm += (target - bpm) / 30;
    t[i] = i;
    value[i] = Math.round(bpm + (random() - 0.5) * 4);
  }
  return { t, value };
}

/** The same series as Recharts wants it: one object per sample. */
export function toRechartsRows(series: ChartSeries): { t: number; bpm: number }[] {
  const rows = new Array<{ t: number; bpm: number }>(series.t.length);
  for (let i = 0; i < series.t.length; i += 1) rows[i] = { t: series.t[i] ?? 0, bpm: series.value[i] ?? 0 };
  return rows;
}
