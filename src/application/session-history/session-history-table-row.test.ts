import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRow, rowArbitrary } from '../../domain/session-history/session-history-rows.test-support';
import { sortSessionHistory } from '../../domain/session-history/session-history-order';
import { toSessionHistoryTableRow } from './session-history-table-row';

/** A processed session from a heart-rate belt alone: heart rate and workload, no movement (docs/product-rules.md#not-measured). */
const beltAlone = makeRow(1, {
  apSeconds: null,
  apPercent: null,
  distanceMeters: null,
  highSpeedMeters: null,
  sprints: null,
});

describe('a history row whose movement was not measured', () => {
  it('keeps AP, distance, high-speed distance and sprints empty, says they were not measured, and keeps its other figures', () => {
    const row = toSessionHistoryTableRow(beltAlone, 'IMPERIAL', 'UTC');
    expect([row.apSeconds, row.apPercent, row.distance, row.highSpeed, row.sprints]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(row.missingMovement).toBe('not-measured');
    expect(row.avgBpm).toBe(beltAlone.avgBpm);
    expect(row.workloadTrimps).toBe(beltAlone.workloadTrimps);
  });

  it('says "no data" for a session without processed data, and keeps a measured zero a zero', () => {
    const failed = makeRow(2, {
      dataStatus: 'FAILED',
      apSeconds: null,
      distanceMeters: null,
      highSpeedMeters: null,
      sprints: null,
    });
    expect(toSessionHistoryTableRow(failed, 'METRIC', 'UTC').missingMovement).toBe('no-data');
    const standing = toSessionHistoryTableRow(makeRow(3, { distanceMeters: 0, sprints: 0 }), 'METRIC', 'UTC');
    expect(standing.distance).toEqual({ value: 0, unit: 'm', decimals: 0 });
    expect(standing.sprints).toBe(0);
  });

  it('sorts after every measured row by distance, in both directions', () => {
    fc.assert(
      fc.property(
        fc.array(rowArbitrary, { maxLength: 30 }),
        fc.constantFrom('asc' as const, 'desc' as const),
        (rows, direction) => {
          const sorted = sortSessionHistory([beltAlone, ...rows], { field: 'distance', direction });
          const firstMissing = sorted.findIndex((row) => row.distanceMeters === null);
          expect(sorted.slice(firstMissing).every((row) => row.distanceMeters === null)).toBe(true);
          expect(sorted).toContain(beltAlone);
        },
      ),
    );
  });
});
