import { describe, expect, it } from 'vitest';
import { readActivityResponse } from './activity.dto';
import { readSegmentsResponse } from './activity-segment.dto';
import { readDashboardOverviewResponse } from './dashboard.dto';
import { readLeaderboardResponse } from './leaderboard.dto';
import { readSharedSessionResponse } from './shared-session.dto';

/** Figures that were not measured, read at the boundary (docs/api-sessions.md#figures-not-measured). */

const measuredSummary = {
  durationSeconds: 3600,
  avgBpm: 142,
  maxBpm: 181,
  timeAbove80Seconds: 900,
  timeAbove80Percent: 25,
  apSeconds: 1800,
  apPercent: 50,
  distanceMeters: 7200,
  highSpeedDistanceMeters: 900,
  sprints: 6,
  calories: 610,
  caloriesUnavailableReason: null,
  met: 8.1,
  workloadTrimps: 96,
  workloadPercent: 104,
  distancePercent: 98,
};
const beltAlone = {
  ...measuredSummary,
  apSeconds: null,
  apPercent: null,
  distanceMeters: null,
  highSpeedDistanceMeters: null,
  sprints: null,
  distancePercent: null,
};
const UNMEASURED = {
  apSeconds: null,
  apPercent: null,
  distanceMeters: null,
  highSpeedDistanceMeters: null,
  sprints: null,
  distancePercent: null,
};

const activity = (
  summary: object,
  apStats: object = { apSeconds: 1800, apPercent: 50 },
  distanceStats: object = { distanceMeters: 7200, highSpeedDistanceMeters: 900, sprints: 6, distancePercent: 98 },
) => ({
  playerActivityId: 'live-1',
  playerActivityInfo: {
    type: 'INDIVIDUAL',
    ended: true,
    playerId: 'p-1',
    attachments: [],
    title: 'Tempo on the belt',
    startTime: '2026-03-07T17:00:00Z',
    durationSeconds: 3600,
    teamId: null,
    teamName: null,
    dataStatus: 'PROCESSED',
    description: '',
    coachRun: false,
    tooLong: false,
    trimmed: false,
    analysedSeconds: 3600,
    canResync: false,
    source: 'LIVE',
  },
  playerActivitySummary: summary,
  activityHrStats: null,
  activityAPStats: apStats,
  activityDistanceStats: distanceStats,
  activityWorkloadStats: null,
  activitySegments: [],
  participants: { players: [], coach: null, teamCaptain: null },
});

/** A shared session's answer (docs/api-sessions.md#what-a-share-shows), its summary the public figures of `summary`'s movement. */
const shared = (summary: typeof measuredSummary | typeof beltAlone) => ({
  title: 'Tempo on the belt',
  type: 'INDIVIDUAL',
  startTime: '2026-03-07T17:00:00Z',
  startDay: '2026-03-07',
  durationSeconds: 3600,
  analysedSeconds: 3600,
  tooLong: false,
  trimmed: false,
  dataStatus: 'PROCESSED',
  summary: {
    avgHrPercent: 74,
    maxHrPercent: 94,
    timeAbove80Seconds: 900,
    timeAbove80Percent: 25,
    zoneSeconds: { low: 900, moderate: 1800, high: 900 },
    edwardsZoneSeconds: [600, 900, 900, 600, 300],
    apSeconds: summary.apSeconds,
    apPercent: summary.apPercent,
    distanceMeters: summary.distanceMeters,
    highSpeedDistanceMeters: summary.highSpeedDistanceMeters,
    sprints: summary.sprints,
    workloadTrimps: 96,
  },
});
const { distancePercent: _usual, ...UNMEASURED_SHARED } = UNMEASURED;

describe('a session answer with figures that were not measured', () => {
  it('reads null AP, distance, high-speed distance and sprints as not measured, and says no movement was measured', () => {
    const read = readActivityResponse(
      activity(
        beltAlone,
        { apSeconds: null, apPercent: null },
        { distanceMeters: null, highSpeedDistanceMeters: null, sprints: null, distancePercent: null },
      ),
      'GET test',
    );
    expect(read.playerActivitySummary).toMatchObject({
      ...UNMEASURED,
      movementMeasured: false,
      avgBpm: 142,
      workloadTrimps: 96,
    });
    expect(read.activityAPStats).toEqual({ apSeconds: null, apPercent: null });
    expect(read.activityDistanceStats).toEqual({
      distanceMeters: null,
      highSpeedDistanceMeters: null,
      sprints: null,
      distancePercent: null,
    });
  });

  it('never turns the zeros an older server sent beside movementMeasured: false into figures', () => {
    const zeros = {
      ...measuredSummary,
      apSeconds: 0,
      apPercent: 0,
      distanceMeters: 0,
      highSpeedDistanceMeters: 0,
      sprints: 0,
      distancePercent: 0,
      movementMeasured: false,
    };
    const read = readActivityResponse(activity(zeros, { apSeconds: 0, apPercent: 0 }), 'GET test');
    expect(read.playerActivitySummary).toMatchObject({ ...UNMEASURED, movementMeasured: false });
    expect(read.activityAPStats).toEqual({ apSeconds: null, apPercent: null });
  });

  it('keeps a measured zero, and a single figure left unknown beside measured ones', () => {
    const still = readActivityResponse(activity({ ...measuredSummary, distanceMeters: 0, sprints: null }), 'GET test');
    expect(still.playerActivitySummary).toMatchObject({ distanceMeters: 0, sprints: null, apSeconds: 1800 });
    expect(still.playerActivitySummary?.movementMeasured).toBeUndefined();
  });

  it('refuses a figure that is neither a number nor null, and a missing one', () => {
    expect(() => readActivityResponse(activity({ ...measuredSummary, distanceMeters: '–' }), 'GET test')).toThrow(
      expect.objectContaining({ code: 'BAD_RESPONSE' }),
    );
    const { sprints: _sprints, ...withoutSprints } = measuredSummary;
    expect(() => readActivityResponse(activity(withoutSprints), 'GET test')).toThrow(
      expect.objectContaining({ code: 'BAD_RESPONSE' }),
    );
    expect(() =>
      readActivityResponse(activity(measuredSummary, { apSeconds: 'none', apPercent: null }), 'GET test'),
    ).toThrow(expect.objectContaining({ code: 'BAD_RESPONSE' }));
  });

  it('reads the null AP and distance figures of a segment as not measured, and refuses them left out or not numbers', () => {
    const segment = (stats: object) => ({
      id: 's-1',
      name: 'Warm-up',
      startPoint: '2026-03-07T17:00:00Z',
      startSec: 0,
      endSec: 600,
      stats,
    });
    const ap = { metricsType: 'AP', durationSeconds: 600, apSeconds: null, apPercent: null };
    const distance = {
      metricsType: 'DISTANCE',
      durationSeconds: 600,
      distanceMeters: null,
      highSpeedDistanceMeters: null,
      sprints: null,
    };
    expect(readSegmentsResponse([segment(ap), segment(distance)], 'GET test').map((read) => read.stats)).toEqual([
      ap,
      distance,
    ]);
    expect(
      readSegmentsResponse(
        [segment({ ...distance, distanceMeters: 0, highSpeedDistanceMeters: 0, sprints: 0 })],
        'GET test',
      )[0]?.stats,
    ).toMatchObject({ distanceMeters: 0, sprints: 0 });
    const { sprints: _sprints, ...withoutSprints } = distance;
    expect(() => readSegmentsResponse([segment(withoutSprints)], 'GET test')).toThrow(
      expect.objectContaining({ code: 'BAD_RESPONSE' }),
    );
    expect(() => readSegmentsResponse([segment({ ...ap, apSeconds: '–' })], 'GET test')).toThrow(
      expect.objectContaining({ code: 'BAD_RESPONSE' }),
    );
  });

  it('reads the zeros an older server sent in segments beside movementMeasured: false as not measured', () => {
    const zeros = {
      ...measuredSummary,
      apSeconds: 0,
      apPercent: 0,
      distanceMeters: 0,
      highSpeedDistanceMeters: 0,
      sprints: 0,
      distancePercent: 0,
      movementMeasured: false,
    };
    const stats = { metricsType: 'AP', durationSeconds: 600, apSeconds: 0, apPercent: 0 };
    const read = readActivityResponse(
      {
        ...activity(zeros),
        activitySegments: [
          { id: 's-1', name: 'Warm-up', startPoint: '2026-03-07T17:00:00Z', startSec: 0, endSec: 600, stats },
        ],
      },
      'GET test',
    );
    expect(read.activitySegments[0]?.stats).toEqual({ ...stats, apSeconds: null, apPercent: null });
  });

  it('reads a shared session the same way', () => {
    expect(readSharedSessionResponse(shared(beltAlone), 'GET test').summary).toMatchObject({
      ...UNMEASURED_SHARED,
      movementMeasured: false,
    });
    expect(readSharedSessionResponse(shared(measuredSummary), 'GET test').summary).toMatchObject({
      distanceMeters: 7200,
      sprints: 6,
    });
    const notANumber = { ...beltAlone, sprints: Number.NaN } as unknown as typeof beltAlone;
    expect(() => readSharedSessionResponse(shared(notANumber), 'GET test')).toThrow(
      expect.objectContaining({ code: 'BAD_RESPONSE' }),
    );
  });
});

const overview = (summary: object) => ({
  timeRange: 'CUSTOM',
  from: '2026-03-01',
  to: '2026-03-07',
  playerId: 'p-1',
  teams: [],
  lastSessionDate: '2026-03-07',
  summary,
});
const beltWeek = {
  sessions: 2,
  durationSeconds: 5400,
  timeAbove80: { seconds: 900, percent: 16.7, perSessionSeconds: 450 },
  ap: null,
  distance: null,
  workload: { trimps: 180, perSessionTrimps: 90 },
};
const board = (minutes: number | null) => ({
  mode: 'INDIVIDUAL',
  teams: [],
  scope: 'UNIVERSE',
  dataType: 'MINUTES',
  aggregationMethod: 'SUM',
  timeFrame: 'CURRENT_WEEK',
  from: '2026-03-02',
  to: '2026-03-08',
  rows: [
    {
      kind: 'PLAYER',
      rank: 1,
      previousRank: null,
      change: 'NEW',
      teamId: 't-1',
      teamName: 'Lions',
      playerId: 'p-1',
      firstName: 'Alex',
      lastName: 'Doe',
      minutes,
      sessions: 2,
      current: true,
    },
  ],
});

describe('the lists with figures that were not measured', () => {
  it('a dashboard summary reads null AP and distance as not measured; one that leaves them out, or sends 0 for an object, is refused', () => {
    expect(readDashboardOverviewResponse(overview(beltWeek), 'GET test').summary).toMatchObject({
      ap: null,
      distance: null,
      sessions: 2,
    });
    const { ap: _ap, ...withoutAp } = beltWeek;
    expect(() => readDashboardOverviewResponse(overview(withoutAp), 'GET test')).toThrow(
      expect.objectContaining({ code: 'BAD_RESPONSE' }),
    );
    expect(() => readDashboardOverviewResponse(overview({ ...beltWeek, distance: 0 }), 'GET test')).toThrow(
      expect.objectContaining({ code: 'BAD_RESPONSE' }),
    );
  });

  it('a leaderboard row reads null minutes as not measured, and refuses minutes left out', () => {
    expect(readLeaderboardResponse(board(null), 'GET test').rows[0]?.minutes).toBeNull();
    const { minutes: _minutes, ...withoutMinutes } = board(null).rows[0] ?? {};
    expect(() => readLeaderboardResponse({ ...board(null), rows: [withoutMinutes] }, 'GET test')).toThrow(
      expect.objectContaining({ code: 'BAD_RESPONSE' }),
    );
  });
});
