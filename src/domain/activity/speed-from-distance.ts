import type { SessionSample } from '../session/session-sample';

/**
 * The speed a chart draws for each sample: its own when it has one, else, for a sample that records
 * only the cumulative distance (many TCX and GPX files), the distance covered until the next
 * distance sample over the time it took, which is the speed the analysis credits over that interval
 * (src/domain/session/session-integrals.ts). NaN where neither is known (no distance after it).
 * Only the drawn values use it: the amounts integrate the samples themselves, so a derived speed
 * never holds past the next distance sample (docs/product-rules.md#samples).
 */
export function drawnSpeedsOf(samples: readonly SessionSample[]): Float64Array {
  const speeds = new Float64Array(samples.length).fill(Number.NaN);
  let previous = -1;
  for (let i = 0; i < samples.length; i += 1) {
    const sample = samples[i] as SessionSample;
    if (sample.speed !== undefined && Number.isFinite(sample.speed)) speeds[i] = sample.speed;
    if (sample.distance === undefined || !Number.isFinite(sample.distance)) continue;
    if (previous >= 0) {
      const from = samples[previous] as SessionSample;
      const seconds = sample.t - from.t;
      if (from.speed === undefined && seconds > 0) {
        speeds[previous] = Math.max(0, (sample.distance - (from.distance as number)) / seconds);
      }
    }
    previous = i;
  }
  return speeds;
}
