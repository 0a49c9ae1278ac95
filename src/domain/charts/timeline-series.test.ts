import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Timeline } from '../activity/timeline';
import { computeEdwardsTrimp } from '../workload/edwards-trimp';
import { cumulativeDistanceOf, cumulativeWorkloadOf, seriesOfTimeline } from './timeline-series';

function timeline(step: number, min: (number | null)[], max: (number | null)[] = min): Timeline {
  return { t: min.map((_, i) => i * step), min, max, stepSeconds: step } as unknown as Timeline; // only t, min, max, stepSeconds (hrmax, amount) are read
}

describe('timeline series for the charts', () => {
  it('draws each bucket at its middle value and keeps its band; a missing bucket is a gap', () => {
    const s = seriesOfTimeline(timeline(10, [100, null, 120], [110, null, 140]));
    expect([...s.value]).toEqual([105, Number.NaN, 130]);
    expect([...(s.min ?? [])]).toEqual([100, Number.NaN, 120]);
  });

  it('distance accumulates speed × step and never decreases; miles divide by 1609.34', () => {
    const speed = timeline(60, [2, null, 4]);
    expect([...cumulativeDistanceOf(speed, 'METRIC').value]).toEqual([120, 120, 360]);
    expect(cumulativeDistanceOf(speed, 'IMPERIAL').value[2]).toBeCloseTo(360 / 1609.34, 9);
    fc.assert(
      fc.property(fc.array(fc.option(fc.double({ min: 0, max: 12, noNaN: true })), { maxLength: 50 }), (values) => {
        const v = cumulativeDistanceOf(timeline(2, values), 'METRIC').value;
        for (let i = 1; i < v.length; i += 1) expect(v[i]!).toBeGreaterThanOrEqual(v[i - 1]!);
      }),
    );
  });

  it('workload ends at the Edwards TRIMP of the minutes spent in each zone', () => {
    // HRmax 200: 110 bpm is zone 1 (55 %), 190 bpm zone 5 (95 %); 10 minutes each.
    const hr = timeline(60, [...Array<number>(10).fill(110), ...Array<number>(10).fill(190)]);
    const series = cumulativeWorkloadOf(hr, 200);
    expect(series.value[19]).toBeCloseTo(computeEdwardsTrimp([600, 0, 0, 0, 600]), 9);
    expect(series.value[19]).toBeCloseTo(60, 9);
  });

  const withAmounts = (base: Timeline, amount: (number | null)[], hrmax: number | null = null): Timeline => ({
    ...base,
    amount,
    hrmax,
  });

  it('distance sums the meters of each bucket when the timeline carries them, a bucket without data adding nothing', () => {
    // The middle of the speed range would say 120 + 360 m; the buckets say what was covered.
    const speed = withAmounts(timeline(60, [1, null, 3], [3, null, 9]), [100.5, null, 250.25]);
    expect([...cumulativeDistanceOf(speed, 'METRIC').value]).toEqual([100.5, 100.5, 350.75]);
    expect(cumulativeDistanceOf(speed, 'IMPERIAL').value[2]).toBeCloseTo(350.75 / 1609.34, 9);
  });

  it('workload sums the TRIMP of each bucket when the timeline carries it at the HRmax drawn against', () => {
    const hr = withAmounts(timeline(60, [110, 190, null]), [0.5, 4.75, null], 200);
    expect([...cumulativeWorkloadOf(hr, 200).value]).toEqual([0.5, 5.25, 5.25]);
    // At another HRmax the amounts do not apply: the estimate (zone 1 then zone 5 at HRmax 210).
    expect([...cumulativeWorkloadOf(hr, 210).value]).toEqual([1, 6, 6]);
  });

  it('falls back on the estimate when the amounts are missing or do not match the buckets', () => {
    const speed = timeline(60, [2, null, 4]);
    expect([...cumulativeDistanceOf(withAmounts(speed, [1, 2]), 'METRIC').value]).toEqual([120, 120, 360]);
    expect([...cumulativeDistanceOf(speed, 'METRIC').value]).toEqual([120, 120, 360]);
  });

  it('never decreases with amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.double({ min: 0, max: 500, noNaN: true })), { maxLength: 50 }), (amounts) => {
        const base = timeline(
          2,
          amounts.map(() => 1),
        );
        const distance = cumulativeDistanceOf(withAmounts(base, amounts), 'METRIC').value;
        const workload = cumulativeWorkloadOf(withAmounts(base, amounts, 190), 190).value;
        for (const v of [distance, workload]) {
          for (let i = 1; i < v.length; i += 1) expect(v[i]!).toBeGreaterThanOrEqual(v[i - 1]!);
        }
      }),
    );
  });
});
