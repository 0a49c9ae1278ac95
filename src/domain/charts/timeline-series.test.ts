import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Timeline } from '../activity/timeline';
import { computeEdwardsTrimp } from '../workload/edwards-trimp';
import { cumulativeDistanceOf, cumulativeWorkloadOf, seriesOfTimeline } from './timeline-series';

function timeline(step: number, min: (number | null)[], max: (number | null)[] = min): Timeline {
  return { t: min.map((_, i) => i * step), min, max, stepSeconds: step } as unknown as Timeline; // only t, min, max, stepSeconds are read
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
});
