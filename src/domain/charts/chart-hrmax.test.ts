import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { predictHrmaxTanaka } from '../heart-rate/max-heart-rate';
import { FALLBACK_CHART_HRMAX_BPM, resolveChartHrmax } from './chart-hrmax';

describe('resolveChartHrmax', () => {
  it('uses the HRmax the session was analysed with first', () => {
    expect(resolveChartHrmax({ sessionHrmax: 201, timelineHrmax: 190, age: 40 })).toBe(201);
  });

  it('else the timeline’s HRmax', () => {
    expect(resolveChartHrmax({ sessionHrmax: null, timelineHrmax: 190, age: 40 })).toBe(190);
  });

  it('else Tanaka 2001 from the player’s age: 208 − 0.7 × 40 = 180', () => {
    expect(resolveChartHrmax({ sessionHrmax: null, timelineHrmax: null, age: 40 })).toBe(180);
  });

  it('else the documented fallback: Tanaka at the default age of 30, 187 bpm', () => {
    expect(FALLBACK_CHART_HRMAX_BPM).toBe(187);
    expect(resolveChartHrmax({})).toBe(FALLBACK_CHART_HRMAX_BPM);
  });

  it('skips unusable values (0, negative, NaN, infinite)', () => {
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(resolveChartHrmax({ sessionHrmax: bad, timelineHrmax: bad, age: bad })).toBe(FALLBACK_CHART_HRMAX_BPM);
    }
  });

  it('always gives a positive, finite HRmax: a known one, a Tanaka one or the fallback', () => {
    const maybe = fc.option(fc.double({ min: -300, max: 300 }), { nil: undefined });
    fc.assert(
      fc.property(
        maybe,
        maybe,
        fc.option(fc.double({ min: -10, max: 100 }), { nil: undefined }),
        (sessionHrmax, timelineHrmax, age) => {
          const hrmax = resolveChartHrmax({ sessionHrmax, timelineHrmax, age });
          expect(Number.isFinite(hrmax) && hrmax > 0).toBe(true);
          const candidates = [
            sessionHrmax,
            timelineHrmax,
            age === undefined ? undefined : predictHrmaxTanaka(age),
            FALLBACK_CHART_HRMAX_BPM,
          ];
          expect(candidates).toContain(hrmax);
        },
      ),
    );
  });
});
