import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RESTING_BPM, measureSustainedMaxBpm, predictHrmaxTanaka, resolveRestingBpm } from './max-heart-rate';

function intervals(bpms: number[], step = 1): [Float64Array, Float64Array, Float64Array, number] {
  const starts = Float64Array.from(bpms, (_, i) => i * step);
  const durations = new Float64Array(bpms.length).fill(step);
  return [starts, durations, Float64Array.from(bpms), bpms.length];
}

describe('HRmax', () => {
  it('Tanaka 2001: age 40 → 180, age 20 → 194', () => {
    expect(predictHrmaxTanaka(40)).toBe(180);
    expect(predictHrmaxTanaka(20)).toBe(194);
  });

  it('Tanaka falls with age', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 100 }), fc.integer({ min: 1, max: 50 }), (age, more) => {
        expect(predictHrmaxTanaka(age + more)).toBeLessThan(predictHrmaxTanaka(age));
      }),
    );
  });

  it('resting heart rate defaults to 60', () => {
    expect(DEFAULT_RESTING_BPM).toBe(60);
    expect(resolveRestingBpm(undefined)).toBe(60);
    expect(resolveRestingBpm(48)).toBe(48);
  });
});

describe('measureSustainedMaxBpm', () => {
  it('finds the highest 30-s mean, not a single spike', () => {
    const bpms = [...Array<number>(60).fill(150), 200, ...Array<number>(60).fill(150), ...Array<number>(30).fill(180)];
    expect(measureSustainedMaxBpm(...intervals(bpms))).toBeCloseTo(180, 9);
  });

  it('is null when no 30 s are covered without a break', () => {
    expect(measureSustainedMaxBpm(...intervals(Array<number>(29).fill(170)))).toBeNull();
    const starts = Float64Array.from([0, 1, 2, 100, 101]);
    expect(measureSustainedMaxBpm(starts, new Float64Array(5).fill(1), new Float64Array(5).fill(170), 5)).toBeNull();
  });

  it('lies between the lowest and the highest value', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 40, max: 220 }), { minLength: 30, maxLength: 300 }), (bpms) => {
        const sustained = measureSustainedMaxBpm(...intervals(bpms)) as number;
        expect(sustained).toBeGreaterThanOrEqual(Math.min(...bpms) - 1e-9);
        expect(sustained).toBeLessThanOrEqual(Math.max(...bpms) + 1e-9);
      }),
    );
  });
});
