import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FLAG_TOO_LONG_SECONDS,
  flagSessionLength,
  measureSeriesSpan,
  TRIM_SECONDS,
  trimLongSession,
} from './session-limits';

const series = fc.array(fc.integer({ min: 1, max: 2000 }), { maxLength: 60 }).map((steps) => {
  let t = 0;
  return steps.map((dt, i) => ({ t: i === 0 ? 0 : (t += dt), bpm: 120 }));
});

describe('session limits', () => {
  it('flags over 3.5 h and trims over 4 h', () => {
    expect(FLAG_TOO_LONG_SECONDS).toBe(12_600);
    expect(TRIM_SECONDS).toBe(14_400);
    expect(flagSessionLength(12_600)).toEqual([]);
    expect(flagSessionLength(12_601)).toEqual(['too-long']);
    expect(flagSessionLength(14_400)).toEqual(['too-long']);
    expect(flagSessionLength(14_401)).toEqual(['too-long', 'trimmed']);
  });

  it('trimming keeps the first 4 h, is idempotent and never exceeds 4 h', () => {
    fc.assert(
      fc.property(series, (samples) => {
        const once = trimLongSession(samples);
        expect(measureSeriesSpan(once)).toBeLessThanOrEqual(TRIM_SECONDS);
        expect(trimLongSession(once)).toEqual(once);
        expect(once).toEqual(samples.slice(0, once.length));
        if (measureSeriesSpan(samples) <= TRIM_SECONDS) expect(once).toBe(samples);
        else expect(samples[once.length]?.t).toBeGreaterThan(TRIM_SECONDS);
      }),
    );
  });

  it('trims a 4.5-h 1 Hz session to 14,401 samples', () => {
    const samples = Array.from({ length: 16_201 }, (_, t) => ({ t }));
    expect(trimLongSession(samples)).toHaveLength(14_401);
  });
});
