import fc from 'fast-check';
import type { SessionHistoryRow } from './session-history-row';

/** Rows for the session-history tests and benchmark. */

const BASE_MS = Date.UTC(2025, 0, 1);

export function makeRow(index: number, fields: Partial<SessionHistoryRow> = {}): SessionHistoryRow {
  return {
    activityId: `pa-${index}`,
    startTime: new Date(BASE_MS + index * 3_600_000).toISOString(),
    title: `Session ${index % 7}`,
    type: 'TRAINING',
    dataStatus: 'PROCESSED',
    teamId: index % 3 === 0 ? null : `team-${index % 3}`,
    teamName: index % 3 === 0 ? null : `Team ${index % 3}`,
    durationSeconds: 3600 + (index % 11) * 60,
    avgBpm: 120 + (index % 40),
    topBpm: 170 + (index % 25),
    apSeconds: 1800 + (index % 17) * 30,
    apPercent: 50 + (index % 30),
    calories: index % 5 === 0 ? null : 400 + (index % 13) * 10,
    workloadTrimps: 100 + (index % 19) * 3,
    met: 6 + (index % 9) / 2,
    distanceMeters: 5000 + (index % 23) * 100,
    highSpeedMeters: 300 + (index % 7) * 20,
    sprints: index % 12,
    ...fields,
  };
}

/** Small value ranges on purpose, so that equal keys (and nulls) are frequent. */
const smallOrNull = fc.option(fc.integer({ min: 0, max: 5 }), { nil: null });

export const rowArbitrary: fc.Arbitrary<SessionHistoryRow> = fc
  .record({
    index: fc.integer({ min: 0, max: 10_000 }),
    hour: fc.integer({ min: 0, max: 20 }),
    title: fc.constantFrom('Training', 'training', 'Match', 'Run'),
    team: fc.option(fc.constantFrom('Lakeside', 'Northside'), { nil: null }),
    duration: fc.integer({ min: 0, max: 5 }),
    figure: smallOrNull,
    calories: smallOrNull,
  })
  .map(({ index, hour, title, team, duration, figure, calories }) =>
    makeRow(index, {
      activityId: `pa-${index}-${hour}-${title}-${team ?? 'none'}-${figure ?? 'x'}`,
      startTime: new Date(BASE_MS + hour * 3_600_000).toISOString(),
      title,
      teamId: team,
      teamName: team,
      durationSeconds: duration * 60,
      avgBpm: figure,
      topBpm: figure,
      apSeconds: figure,
      calories,
      workloadTrimps: figure,
      met: figure,
      distanceMeters: figure,
      highSpeedMeters: figure,
      sprints: figure,
    }),
  );
