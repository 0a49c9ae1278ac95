import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Timeline } from '../activity/timeline';
import { asBpm } from '../units/branded-units';
import { generateSessionSamples } from './session-export.test-support';
import { buildSessionTcx } from './session-tcx';
import { buildSessionTimelineCsv } from './session-timeline-csv';
import { readTimelineSamples } from './timeline-samples';

/**
 * The exports of a session from a heart-rate belt alone (docs/product-rules.md#not-measured): what was
 * not measured is an empty cell in the CSV and no element in the TCX, never a 0.
 */

const hrmax = asBpm(190);
const session = {
  startedAtMs: Date.parse('2026-11-03T07:30:00Z'),
  title: 'Tempo on the belt',
  sport: 'other' as const,
  calories: null,
};
/** Three seconds of heart rate, nothing else. */
const beltAlone = [
  { t: 0, bpm: 120 },
  { t: 1, bpm: 152 },
  { t: 2, bpm: 171 },
];

const timeline = (metric: Timeline['metric'], values: readonly (number | null)[]): Timeline => ({
  metric,
  startOffsetSeconds: 0,
  endOffsetSeconds: values.length,
  stepSeconds: 1,
  t: values.map((_, i) => i),
  min: values,
  max: values,
  hrmax: metric === 'AP' ? null : 190,
  apThreshold: metric === 'AP' ? 1 : null,
});

describe('the exports of a session without speed or distance', () => {
  it('CSV: the speed, distance and AP cells are empty, the heart-rate cells filled', () => {
    expect(buildSessionTimelineCsv({ samples: beltAlone, hrmax })).toBe(
      'elapsed_s,bpm,hrmax_percent,edwards_zone,speed_mps,distance_m,ap\r\n' +
        '0,120,63.2,2,,,\r\n' +
        '1,152,80,4,,,\r\n' +
        '2,171,90,5,,,\r\n',
    );
  });

  it('TCX: the lap has its time and heart rate but no distance, and the trackpoints no distance or speed', () => {
    const tcx = buildSessionTcx({ ...session, samples: beltAlone });
    expect(tcx).toContain('<TotalTimeSeconds>2</TotalTimeSeconds>\n        <Calories>0</Calories>\n');
    expect(tcx).toContain('<MaximumHeartRateBpm><Value>171</Value></MaximumHeartRateBpm>');
    expect(tcx).not.toContain('DistanceMeters');
    expect(tcx).not.toContain('Speed');
  });

  it('from the session page: an AP timeline without a reading gives samples without speed or distance', () => {
    const samples = readTimelineSamples([timeline('HR_BPM', [120, 152, 171])], [timeline('AP', [null, null, null])]);
    expect(samples).toEqual(beltAlone);
  });

  it('property: no generated belt-only session writes a speed, distance or AP value, in either file', () => {
    fc.assert(
      fc.property(generateSessionSamples({ maxLength: 80, channels: 'heart-rate' }), (samples) => {
        const rows = buildSessionTimelineCsv({ samples, hrmax }).trimEnd().split('\r\n').slice(1);
        for (const row of rows) expect(row.split(',').slice(4)).toEqual(['', '', '']);
        const tcx = buildSessionTcx({ ...session, samples });
        expect(tcx).not.toContain('DistanceMeters');
        expect(tcx).not.toContain('Speed');
      }),
    );
  });

  it('keeps a measured standstill a zero: a speed of 0 writes a lap distance of 0', () => {
    const standing = beltAlone.map((sample) => ({ ...sample, speed: 0 }));
    expect(buildSessionTcx({ ...session, samples: standing })).toContain(
      '        <DistanceMeters>0</DistanceMeters>\n',
    );
    expect(buildSessionTimelineCsv({ samples: standing, hrmax })).toContain('0,120,63.2,2,0,0,0\r\n');
  });
});
