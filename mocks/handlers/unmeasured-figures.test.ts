import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityDto } from '../../src/adapters/http/dto/activity.dto';
import type { SegmentDto } from '../../src/adapters/http/dto/activity-segment.dto';
import type { SharedSession } from '../../src/domain/activity/shared-session';
import type { Timeline } from '../../src/domain/activity/timeline';
import type { DashboardFigures, DashboardOverview } from '../../src/domain/dashboard/dashboard-data';
import type { Leaderboard } from '../../src/domain/leaderboard/leaderboard';
import { resolveLeaderboardRange } from '../../src/domain/leaderboard/leaderboard-time-frame';
import type { SessionHistory, SessionHistoryRow } from '../../src/domain/session-history/session-history-row';
import { instantsOfDays, localDayOf } from '../../src/domain/time/time-zone';
import { mockClock } from '../clock';
import { updateSession } from '../db/sessions';
import { DEMO_IDS } from '../world/demo-world';
import { clearSessionAnalyses } from '../world/sessions/session-analysis-memo';
import { dashboardHandlers } from './dashboard';
import { leaderboardHandlers } from './leaderboard';
import { liveRecordingHandlers } from './live-recording';
import { privacyHandlers } from './privacy';
import { sessionDetailHandlers } from './session-detail';
import { call, liveSessionsOf, seedSessionTestWorld, tokenFor } from './session-detail/session-test-world';
import { sessionHistoryHandlers } from './session-history';
import { shareHandlers } from './share';
import { teamHandlers } from './teams';

/**
 * A session from a heart-rate belt alone (a live recording) on every list that shows AP or distance:
 * the mock sends null for what was not measured, never 0 (docs/api-sessions.md#figures-not-measured).
 */

const server = setupServer(
  ...liveRecordingHandlers,
  ...sessionDetailHandlers,
  ...sessionHistoryHandlers,
  ...dashboardHandlers,
  ...leaderboardHandlers,
  ...privacyHandlers,
  ...shareHandlers,
  ...teamHandlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const P = DEMO_IDS.players;
let alex: string;
beforeEach(async () => {
  clearSessionAnalyses();
  await seedSessionTestWorld();
  alex = await tokenFor('player');
});

/** Ten minutes of heart rate, nothing else, from `startTime`. */
async function saveBeltSession(startTime: string): Promise<string> {
  const samples = Array.from({ length: 601 }, (_, t) => ({ t, bpm: t < 300 ? 130 : 165 }));
  const body = {
    playerId: P.alex,
    title: 'Tempo on the belt',
    deviceName: 'Demo belt',
    startTime,
    samples,
    rrIntervalsMs: [],
  };
  const saved = await call<{ playerActivityId: string }>(
    alex,
    'POST',
    '/web/player-activities/live',
    JSON.stringify(body),
    'application/json',
  );
  expect(saved.status).toBe(201);
  return saved.json.playerActivityId;
}

const UNMEASURED = {
  apSeconds: null,
  apPercent: null,
  distanceMeters: null,
  highSpeedDistanceMeters: null,
  sprints: null,
  distancePercent: null,
};

describe('a belt-only session, as the mock sends it', () => {
  it('the session and its shared link: null AP, distance, high-speed distance and sprints, heart rate and workload as measured', async () => {
    const id = await saveBeltSession('2001-03-07T17:00:00.000Z');
    const activity = await call<ActivityDto>(alex, 'GET', `/web/player-activities/${id}`);
    expect(activity.json.playerActivitySummary).toMatchObject({ ...UNMEASURED, movementMeasured: false, maxBpm: 165 });
    expect(activity.json.playerActivitySummary?.workloadTrimps).toBeGreaterThan(0);
    expect(activity.json.activityAPStats).toEqual({ apSeconds: null, apPercent: null });
    expect(activity.json.activityDistanceStats).toEqual({
      distanceMeters: null,
      highSpeedDistanceMeters: null,
      sprints: null,
      distancePercent: null,
    });
    const share = await call<{ token: string }>(alex, 'POST', `/web/player-activities/${id}/share`);
    const shared = await call<SharedSession>(null, 'GET', `/public/shared-sessions/${share.json.token}`);
    // A share compares nothing with the player's usual: no distancePercent at all (docs/api-sessions.md#what-a-share-shows).
    const { distancePercent: _usual, ...unmeasuredShared } = UNMEASURED;
    expect(shared.json.summary).toMatchObject({ ...unmeasuredShared, movementMeasured: false });
    // The AP chart has no reading to show, so an export from it writes no speed or distance.
    const ap = await call<Timeline>(
      alex,
      'GET',
      `/web/player-activities/${id}/timeline?startOffsetSeconds=0&endOffsetSeconds=600&timeInterval=1&chartMetricsType=AP`,
    );
    expect(ap.json.min.every((value) => value === null)).toBe(true);
  });

  it('its segments: null AP, distance, high-speed distance and sprints; heart rate as measured; a session that moved keeps its figures', async () => {
    const segmentOf = async (activityId: string, kind: string) => {
      const created = await call<SegmentDto>(
        alex,
        'POST',
        `/web/player-activities/${activityId}/segments`,
        JSON.stringify({ name: 'Second half', startSec: 300, endSec: 600 }),
        'application/json',
      );
      expect(created.status).toBe(201);
      const list = await call<SegmentDto[]>(
        alex,
        'GET',
        `/web/player-activities/${activityId}/segments?metricsType=${kind}`,
      );
      return list.json.find((segment) => segment.id === created.json.id)?.stats;
    };
    const id = await saveBeltSession('2001-03-07T17:00:00.000Z');
    expect(await segmentOf(id, 'AP')).toEqual({
      metricsType: 'AP',
      durationSeconds: 300,
      apSeconds: null,
      apPercent: null,
    });
    expect(await segmentOf(id, 'DISTANCE')).toEqual({
      metricsType: 'DISTANCE',
      durationSeconds: 300,
      distanceMeters: null,
      highSpeedDistanceMeters: null,
      sprints: null,
    });
    expect(await segmentOf(id, 'HR')).toMatchObject({ metricsType: 'HR', maxBpm: 165 });
    const moved = liveSessionsOf(P.alex).find(
      (session) => session.dataStatus === 'PROCESSED' && session.durationSec >= 600,
    );
    expect(moved).toBeDefined();
    const distance = await segmentOf(moved?.id ?? '', 'DISTANCE');
    const ap = await segmentOf(moved?.id ?? '', 'AP');
    const figures = [
      distance?.distanceMeters,
      distance?.highSpeedDistanceMeters,
      distance?.sprints,
      ap?.apSeconds,
      ap?.apPercent,
    ];
    expect(figures.map((figure) => typeof figure)).toEqual(Array.from(figures, () => 'number'));
  });

  it('the history: a processed row with null movement figures, sorted after the measured ones', async () => {
    const id = await saveBeltSession('2001-03-07T17:00:00.000Z');
    const oldest = await call<SessionHistory>(alex, 'GET', `/web/session-history/${P.alex}?sort=date,asc`);
    expect(oldest.json.playerSessions.content[0]).toMatchObject({
      activityId: id,
      dataStatus: 'PROCESSED',
      apSeconds: null,
      apPercent: null,
      distanceMeters: null,
      highSpeedMeters: null,
      sprints: null,
      topBpm: 165,
    });
    const rows: SessionHistoryRow[] = [];
    for (let page = 0; page * 100 < oldest.json.playerSessions.totalElements; page += 1) {
      const byDistance = await call<SessionHistory>(
        alex,
        'GET',
        `/web/session-history/${P.alex}?sort=distance,desc&size=100&page=${page}`,
      );
      rows.push(...byDistance.json.playerSessions.content);
    }
    const at = rows.findIndex((row) => row.activityId === id);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(rows.slice(at).every((row) => row.distanceMeters === null)).toBe(true);
  });

  it('the dashboard: AP and distance null over its day alone, and no timeline value for it', async () => {
    await saveBeltSession('2001-03-07T17:00:00.000Z');
    const range = 'timeRange=CUSTOM&from=2001-03-07&to=2001-03-07&timeZone=UTC';
    const overview = await call<DashboardOverview>(alex, 'GET', `/web/dashboard/players/${P.alex}?${range}`);
    expect(overview.json.summary).toMatchObject({ sessions: 1, ap: null, distance: null });
    expect(overview.json.summary.timeAbove80.seconds).toBeGreaterThan(0);
    const distance = await call<DashboardFigures>(
      alex,
      'GET',
      `/web/dashboard/players/${P.alex}/individual?${range}&metric=DISTANCE`,
    );
    expect(distance.status).toBe(200);
    expect(distance.json.summary.distance).toBeNull();
    expect(distance.json.timeline.timelineValues).toEqual([]);
    const workload = await call<DashboardFigures>(
      alex,
      'GET',
      `/web/dashboard/players/${P.alex}/individual?${range}&metric=WORKLOAD`,
    );
    expect(workload.json.timeline.timelineValues).toHaveLength(1);
  });

  it('the leaderboard: a player whose only session of the week came from a belt alone has null minutes, ranked last by minutes', async () => {
    const now = mockClock.now();
    const days = resolveLeaderboardRange('CURRENT_WEEK', localDayOf(now, 'UTC'));
    const week = instantsOfDays(days.from, days.to, 'UTC');
    for (const session of liveSessionsOf(P.alex).filter((s) => s.startMs >= week.startMs && s.startMs < week.endMs)) {
      await updateSession(session.id, (record) => {
        record.deleted = true;
      });
    }
    await saveBeltSession(new Date(week.startMs + 60_000).toISOString());
    await call<object>(alex, 'PUT', `/web/player/${P.alex}/system-wide-privacy/activity/true`);
    const board = await call<Leaderboard>(alex, 'GET', `/common/leaderboard/player/${P.alex}?timeZone=UTC`);
    const rows = board.json.rows;
    const own = rows.findIndex((row) => row.playerId === P.alex);
    expect(rows[own]).toMatchObject({ minutes: null, sessions: 1 });
    expect(rows.slice(own).every((row) => row.minutes === null)).toBe(true);
  });
});
