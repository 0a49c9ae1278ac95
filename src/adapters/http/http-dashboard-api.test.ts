import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dashboardHandlers } from '../../../mocks/handlers/dashboard';
import { teamHandlers } from '../../../mocks/handlers/teams';
import {
  liveSessionsOf,
  seedSessionTestWorld,
  TEST_API,
  tokenFor,
} from '../../../mocks/handlers/session-detail/session-test-world';
import { DEMO_IDS } from '../../../mocks/world/demo-world';
import { buildDashboardQuery } from '../../domain/dashboard/dashboard-query';
import { hasOlderTimelinePage, toDisplayTimeline } from '../../domain/dashboard/dashboard-timeline';
import type { IsoDate } from '../../domain/time/civil-date';
import { localDayOf } from '../../domain/time/time-zone';
import { HttpDashboardApi } from './http-dashboard-api';
import { testHttpClient } from './test-http-client.test-support';

/** The adapter against the mock backend's dashboard handlers: the wire contract both ways. */

const server = setupServer(...teamHandlers, ...dashboardHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const P = DEMO_IDS.players;
const T = DEMO_IDS.teams;
let api: HttpDashboardApi;
let solo: HttpDashboardApi;
beforeAll(async () => {
  await seedSessionTestWorld();
  api = new HttpDashboardApi(testHttpClient(TEST_API, await tokenFor('player')));
  solo = new HttpDashboardApi(testHttpClient(TEST_API, await tokenFor('solo')));
});

const ALL_TIME = { timeRange: 'CUSTOM', from: '2000-01-01' as IsoDate, to: '2100-12-31' as IsoDate } as const;

describe('HttpDashboardApi', () => {
  it("reads the player's teams, and none for solo", async () => {
    expect((await api.getPlayerTeams(P.alex)).map((t) => t.teamId)).toEqual([T.lakesideSeniors, T.northside]);
    expect(await solo.getPlayerTeams(P.pat)).toEqual([]);
  });

  it('reads the first load; solo has no sessions (BP_404)', async () => {
    const overview = await api.getOverview(P.alex, { timeRange: 'SESSION' }, 'UTC');
    expect(overview.summary.sessions).toBe(1);
    expect(overview.teams).toHaveLength(2);
    await expect(solo.getOverview(P.pat, { timeRange: 'SESSION' }, 'UTC')).rejects.toMatchObject({
      code: 'BP_404',
      httpStatus: 404,
    });
  });

  it('sends the time zone: the answer dates the latest session on its local day there', async () => {
    const latest = liveSessionsOf(P.alex).find((s) => s.dataStatus === 'PROCESSED');
    for (const zone of ['Pacific/Auckland', 'America/Los_Angeles']) {
      const overview = await api.getOverview(P.alex, { timeRange: 'SESSION' }, zone);
      expect(overview.lastSessionDate, zone).toBe(localDayOf(latest?.startMs ?? 0, zone));
    }
  });

  it('sends a DashboardQuery as built by the domain (WEEK → custom range, AP → AP_PERCENTAGE)', async () => {
    const latest = liveSessionsOf(P.alex).find((s) => s.dataStatus === 'PROCESSED' && s.teamId !== null);
    const timeZone = 'Pacific/Auckland';
    const today = localDayOf(latest?.startMs ?? 0, timeZone);
    const built = buildDashboardQuery(
      { period: 'MONTH', teamSelection: 'ALL_TEAMS', metric: 'AP' },
      { today, timeZone },
    );
    if (!built.ok) throw new Error('valid query');
    const figures = await api.getFigures(P.alex, { ...built.query, timelineSize: 7 });
    expect(figures).toMatchObject({
      scope: 'ALL_TEAMS',
      teamId: null,
      metric: 'AP_PERCENTAGE',
      timeRange: 'CUSTOM',
      to: today,
    });
    expect(figures.summary.sessions).toBeGreaterThan(5);
    expect(figures.timeline.size).toBe(7);
    expect(figures.timeline.timelineValues.every((v) => v.date <= today)).toBe(true);
  });

  it('reads a team timeline page by page and converts seconds to minutes for display', async () => {
    const entity = { scope: 'TEAM', teamId: T.lakesideSeniors } as const;
    const first = await api.getTimeline(P.alex, {
      entity,
      metric: 'TIME_ABOVE_80_PERCENT_HR',
      page: 0,
      size: 14,
      timeZone: 'UTC',
    });
    expect(hasOlderTimelinePage(first)).toBe(true);
    const second = await api.getTimeline(P.alex, {
      entity,
      metric: 'TIME_ABOVE_80_PERCENT_HR',
      page: 1,
      size: 14,
      timeZone: 'UTC',
    });
    expect((second.timelineValues.at(-1)?.date ?? '') < (first.timelineValues[0]?.date ?? '')).toBe(true);
    const shown = toDisplayTimeline(first);
    expect(shown.valueMaximum).toBeCloseTo((first.valueMaximum ?? 0) / 60, 10);
    // Each value keeps the id of the team session it opens, and that session's title.
    const teamSessions = new Map(
      liveSessionsOf(P.alex)
        .filter((s) => s.teamId === T.lakesideSeniors)
        .map((s) => [s.id, s.title]),
    );
    expect(shown.timelineValues.every((v) => teamSessions.has(v.activityId))).toBe(true);
    expect(shown.timelineValues.map((v) => v.title)).toEqual(
      shown.timelineValues.map((v) => teamSessions.get(v.activityId)),
    );
  });

  it('surfaces BP_404 for an empty range and BP_403 for a team the player is not in', async () => {
    const empty = { timeRange: 'CUSTOM', from: '2001-01-01' as IsoDate, to: '2001-01-31' as IsoDate } as const;
    const timeZone = 'UTC';
    await expect(
      api.getFigures(P.alex, { entity: { scope: 'INDIVIDUAL' }, metric: 'DISTANCE', range: empty, timeZone }),
    ).rejects.toMatchObject({ code: 'BP_404' });
    await expect(
      api.getFigures(P.alex, {
        entity: { scope: 'TEAM', teamId: T.lakesideU16 },
        metric: 'DISTANCE',
        range: ALL_TIME,
        timeZone,
      }),
    ).rejects.toMatchObject({ code: 'BP_403' });
    await expect(
      api.getTimeline(P.emma, { entity: { scope: 'ALL_TEAMS' }, metric: 'WORKLOAD', page: 0, size: 7, timeZone }),
    ).rejects.toMatchObject({ code: 'BP_403' });
  });

  it('rejects malformed answers with BAD_RESPONSE (boundary validation)', async () => {
    const page = { metric: 'WORKLOAD', unit: 'TRIMPS', page: 0, size: 7, totalPages: 1, totalElements: 2 };
    const values = [
      { date: '2025-01-01', value: 10, points: 1, activityId: 'a1' },
      { date: '2025-01-02', value: 30, points: 1, activityId: 'a2' },
    ];
    server.use(
      http.get(`${TEST_API}/web/dashboard/timeline/players/bad-unit/all-teams`, () =>
        HttpResponse.json({ ...page, unit: 'SECONDS', timelineValues: values, valueMinimum: 10, valueMaximum: 30 }),
      ),
      http.get(`${TEST_API}/web/dashboard/timeline/players/bad-max/all-teams`, () =>
        HttpResponse.json({ ...page, timelineValues: values, valueMinimum: 10, valueMaximum: 99 }),
      ),
      http.get(`${TEST_API}/web/dashboard/timeline/players/bad-date/all-teams`, () =>
        HttpResponse.json({
          ...page,
          timelineValues: [{ date: '2025-02-30', value: 1, points: 1, activityId: 'a1' }],
          valueMinimum: 1,
          valueMaximum: 1,
        }),
      ),
      http.get(`${TEST_API}/web/dashboard/timeline/players/no-id/all-teams`, () =>
        HttpResponse.json({
          ...page,
          timelineValues: [{ date: '2025-01-01', value: 1, points: 1 }],
          valueMinimum: 1,
          valueMaximum: 1,
        }),
      ),
      http.get(`${TEST_API}/web/dashboard/timeline/players/bad-title/all-teams`, () =>
        HttpResponse.json({
          ...page,
          timelineValues: [{ date: '2025-01-01', value: 1, points: 1, activityId: 'a1', title: 7 }],
          valueMinimum: 1,
          valueMaximum: 1,
        }),
      ),
      http.get(`${TEST_API}/web/dashboard/timeline/players/empty-id/all-teams`, () =>
        HttpResponse.json({
          ...page,
          timelineValues: [{ date: '2025-01-01', value: 1, points: 1, activityId: '' }],
          valueMinimum: 1,
          valueMaximum: 1,
        }),
      ),
      http.get(`${TEST_API}/web/players/bad/teams`, () =>
        HttpResponse.json([{ teamId: '', name: 'x', organization: 'y' }]),
      ),
      http.get(`${TEST_API}/web/dashboard/players/bad`, () =>
        HttpResponse.json({ playerId: 'bad', teams: [], summary: { sessions: -1 } }),
      ),
    );
    const request = { entity: { scope: 'ALL_TEAMS' }, metric: 'WORKLOAD', page: 0, size: 7, timeZone: 'UTC' } as const;
    for (const player of ['bad-unit', 'bad-max', 'bad-date', 'no-id', 'bad-title', 'empty-id'])
      await expect(api.getTimeline(player, request)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    await expect(api.getPlayerTeams('bad')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    await expect(api.getOverview('bad', { timeRange: 'SESSION' }, 'UTC')).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });
});
