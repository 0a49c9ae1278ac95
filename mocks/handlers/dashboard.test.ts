import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '../../src/domain/activity/activity';
import type { DashboardFigures, DashboardOverview, PlayerTeam } from '../../src/domain/dashboard/dashboard-data';
import type { DashboardTimeline } from '../../src/domain/dashboard/dashboard-timeline';
import { localDayOf } from '../../src/domain/time/time-zone';
import { DEMO_IDS } from '../world/demo-world';
import { sessionDetailHandlers } from './session-detail';
import { dashboardHandlers } from './dashboard';
import type { ErrorBody } from './respond';
import { call, liveSessionsOf, seedSessionTestWorld, tokenFor } from './session-detail/session-test-world';

const server = setupServer(...dashboardHandlers, ...sessionDetailHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const P = DEMO_IDS.players;
const T = DEMO_IDS.teams;
let alex: string;
let parent: string;
let solo: string;
beforeAll(async () => {
  await seedSessionTestWorld();
  [alex, parent, solo] = await Promise.all([tokenFor('player'), tokenFor('parent'), tokenFor('solo')]);
});

const processed = (playerId: string) => liveSessionsOf(playerId).filter((s) => s.dataStatus === 'PROCESSED');
const ALL_TIME = 'timeRange=CUSTOM&from=2000-01-01&to=2100-12-31';
const overview = (token: string, query = '') =>
  call<DashboardOverview>(token, 'GET', `/web/dashboard/players/${P.alex}${query}`);
const figures = (token: string, path: string) => call<DashboardFigures>(token, 'GET', `/web/dashboard/players/${path}`);
const failure = (token: string | null, path: string, method = 'GET') => call<ErrorBody>(token, method, path);
const sumOf = (values: readonly { value: number }[]) => values.reduce((sum, v) => sum + v.value, 0);

describe('GET /web/dashboard/players/{playerId} (first load)', () => {
  it("answers the latest session's figures and the player's teams", async () => {
    const answer = await overview(alex);
    expect(answer.status).toBe(200);
    expect(answer.json.teams.map((t: PlayerTeam) => t.teamId)).toEqual([T.lakesideSeniors, T.northside]);
    expect(answer.json.summary.sessions).toBe(1);
    const latest = processed(P.alex)[0];
    const day = localDayOf(latest?.startMs ?? 0, 'UTC');
    expect(answer.json).toMatchObject({
      timeRange: 'SESSION',
      from: day,
      to: day,
      lastSessionDate: day,
      playerId: P.alex,
    });
  });

  it("dates the latest session on its local day in the call's timeZone", async () => {
    const start = processed(P.alex)[0]?.startMs ?? 0;
    for (const zone of ['America/Los_Angeles', 'Pacific/Auckland', 'Europe/Paris']) {
      const day = localDayOf(start, zone);
      const answer = await overview(alex, `?timeZone=${encodeURIComponent(zone)}`);
      expect(answer.json, zone).toMatchObject({ from: day, to: day, lastSessionDate: day });
    }
  });

  it('counts every processed session of a custom range', async () => {
    const answer = await overview(alex, `?${ALL_TIME}`);
    expect(answer.json.summary.sessions).toBe(processed(P.alex).length);
  });

  it('answers 404 BP_404 to a player without sessions (solo) and to an empty range', async () => {
    const none = await failure(solo, `/web/dashboard/players/${P.pat}`);
    expect([none.status, none.json.status.code]).toEqual([404, 'BP_404']);
    const past = await failure(alex, `/web/dashboard/players/${P.alex}?timeRange=CUSTOM&from=2000-01-01&to=2000-01-31`);
    expect([past.status, past.json.status.code]).toEqual([404, 'BP_404']);
  });
});

describe('GET /web/dashboard/players/{playerId}/teams/{teamId} | /all-teams | /individual', () => {
  it("gives the latest team session's figures, the same as the session detail's", async () => {
    const answer = await figures(alex, `${P.alex}/teams/${T.lakesideSeniors}?metric=AP_TIME&size=7`);
    expect(answer.status).toBe(200);
    const latest = processed(P.alex).find((s) => s.teamId === T.lakesideSeniors);
    expect(answer.json).toMatchObject({
      scope: 'TEAM',
      teamId: T.lakesideSeniors,
      metric: 'AP_TIME',
      latestActivityId: latest?.id,
    });
    const detail = await call<Activity>(alex, 'GET', `/web/player-activities/${latest?.id ?? ''}`);
    const summary = detail.json.playerActivitySummary;
    if (summary === null) throw new Error('the latest team session has figures');
    expect(answer.json.summary.timeAbove80.seconds).toBe(summary.timeAbove80Seconds);
    expect(answer.json.summary.ap?.seconds).toBe(summary.apSeconds);
    expect(answer.json.summary.distance?.meters).toBe(summary.distanceMeters);
    expect(answer.json.summary.workload.trimps).toBe(summary.workloadTrimps);
    expect(answer.json.timeline).toMatchObject({ metric: 'AP_TIME', unit: 'SECONDS', page: 0, size: 7 });
    expect(answer.json.timeline.timelineValues).toHaveLength(7);
  });

  it('adds up: all teams = each team; the individual scope holds the sessions outside any team', async () => {
    const read = async (path: string) => (await figures(alex, `${P.alex}/${path}?${ALL_TIME}&metric=DISTANCE`)).json;
    const [all, lakeside, northside, individual] = await Promise.all([
      read('all-teams'),
      read(`teams/${T.lakesideSeniors}`),
      read(`teams/${T.northside}`),
      read('individual'),
    ]);
    expect(all.summary.sessions).toBe(lakeside.summary.sessions + northside.summary.sessions);
    expect(all.summary.distance?.meters).toBeCloseTo(
      (lakeside.summary.distance?.meters ?? 0) + (northside.summary.distance?.meters ?? 0),
      3,
    );
    expect(individual.summary.sessions).toBe(processed(P.alex).filter((s) => s.teamId === null).length);
    expect(all.summary.sessions + individual.summary.sessions).toBe(processed(P.alex).length);
    expect(all.latestActivityId).toBeNull();
  });

  it('lets a parent read a child; 403 BP_403 for another player, a team the player is not in, or no access', async () => {
    expect((await figures(parent, `${P.noah}/teams/${T.harborFutsal}`)).status).toBe(200);
    for (const [token, path] of [
      [alex, `/web/dashboard/players/${P.emma}/all-teams`],
      [parent, `/web/dashboard/players/${P.alex}`],
      [alex, `/web/dashboard/players/${P.alex}/teams/${T.lakesideU16}`],
      [solo, `/web/dashboard/timeline/players/${P.alex}/all-teams`],
    ] as const) {
      const answer = await failure(token, path);
      expect([answer.status, answer.json.status.code], path).toEqual([403, 'BP_403']);
    }
    expect((await failure(null, `/web/dashboard/players/${P.alex}/all-teams`)).status).toBe(401);
  });

  it('answers 404 BP_404 when no session falls in the range, 400 for a bad query', async () => {
    const empty = await failure(
      alex,
      `/web/dashboard/players/${P.alex}/all-teams?timeRange=CUSTOM&from=2001-01-01&to=2001-02-01`,
    );
    expect([empty.status, empty.json.status.code]).toEqual([404, 'BP_404']);
    const soloIndividual = await failure(solo, `/web/dashboard/players/${P.pat}/individual`);
    expect(soloIndividual.status).toBe(404);
    for (const [query, desc] of [
      ['timeRange=CUSTOM&from=2025-02-01&to=2025-01-01', 'INVALID_DATE_RANGE'],
      ['timeRange=CUSTOM&from=2025-02-30&to=2025-03-01', 'INVALID_DATE_RANGE'],
      ['timeRange=WEEK', 'INVALID_TIME_RANGE'],
      ['metric=AP', 'INVALID_METRIC'],
      ['size=0', 'INVALID_PAGE_SIZE'],
      ['size=101', 'INVALID_PAGE_SIZE'],
    ] as const) {
      const answer = await failure(alex, `/web/dashboard/players/${P.alex}/all-teams?${query}`);
      expect([answer.status, answer.json.status.desc], query).toEqual([400, desc]);
    }
  });
});

describe('GET /web/dashboard/timeline/players/{playerId}/…', () => {
  const timeline = async (query: string) =>
    (await call<DashboardTimeline>(alex, 'GET', `/web/dashboard/timeline/players/${P.alex}/all-teams?${query}`)).json;

  it('pages newest first without overlap; the pages hold every session once', async () => {
    const first = await timeline('metric=TIME_ABOVE_80_PERCENT_HR&size=14');
    const teamSessions = processed(P.alex).filter((s) => s.teamId !== null);
    const pages = [first];
    for (let page = 1; page < first.totalPages; page += 1)
      pages.push(await timeline(`metric=TIME_ABOVE_80_PERCENT_HR&size=14&page=${page}`));
    const dates = pages.reverse().flatMap((p) => p.timelineValues.map((v) => v.date));
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toHaveLength(first.totalElements);
    const points = pages.flatMap((p) => p.timelineValues).reduce((sum, v) => sum + v.points, 0);
    expect(points).toBe(teamSessions.length);
    for (const page of pages) {
      expect(page.timelineValues.length).toBeLessThanOrEqual(14);
      for (const v of page.timelineValues) {
        expect(v.value).toBeGreaterThanOrEqual(page.valueMinimum ?? Number.NaN);
        expect(v.value).toBeLessThanOrEqual(page.valueMaximum ?? Number.NaN);
      }
    }
  });

  it('sums to the figures of the same range, clamps a page beyond the oldest', async () => {
    const range = 'timeRange=CUSTOM&from=2000-01-01&to=2100-12-31';
    const first = await timeline(`${range}&metric=WORKLOAD&size=100`);
    expect(first.totalPages).toBe(Math.ceil(first.totalElements / 100));
    const pages = [first];
    for (let page = 1; page < first.totalPages; page += 1)
      pages.push(await timeline(`${range}&metric=WORKLOAD&size=100&page=${page}`));
    const total = sumOf(pages.flatMap((p) => p.timelineValues));
    const all = (await figures(alex, `${P.alex}/all-teams?${range}`)).json;
    expect(total).toBeCloseTo(all.summary.workload.trimps, 3);
    const beyond = await timeline('metric=WORKLOAD&size=7&page=9999');
    expect(beyond.page).toBe(beyond.totalPages - 1);
  });

  it("opens a session from every value: the day's latest in the scope, readable by the same caller", async () => {
    // Without a timeZone the days are UTC days.
    const dayOf = (startMs: number) => localDayOf(startMs, 'UTC');
    const cases = [
      [alex, P.alex, 'all-teams', (teamId: string | null) => teamId !== null],
      [alex, P.alex, 'individual', (teamId: string | null) => teamId === null],
      [parent, P.noah, `teams/${T.harborFutsal}`, (teamId: string | null) => teamId === T.harborFutsal],
    ] as const;
    // processed() lists newest first, so each day's list does too.
    const byDay = new Map<string, Map<string, ReturnType<typeof processed>>>();
    const sessionsByDay = (playerId: string) => {
      let days = byDay.get(playerId);
      if (days === undefined) {
        days = new Map();
        for (const s of processed(playerId)) {
          const day = dayOf(s.startMs);
          days.set(day, [...(days.get(day) ?? []), s]);
        }
        byDay.set(playerId, days);
      }
      return days;
    };
    for (const [token, playerId, path, inScope] of cases) {
      const read = async (page: number) =>
        (
          await call<DashboardTimeline>(
            token,
            'GET',
            `/web/dashboard/timeline/players/${playerId}/${path}?${ALL_TIME}&size=100&page=${page}`,
          )
        ).json;
      const pages = [await read(0)];
      for (let page = 1; page < (pages[0]?.totalPages ?? 0); page += 1) pages.push(await read(page));
      const values = pages.flatMap((p) => p.timelineValues);
      expect(values.length, path).toBeGreaterThan(0);
      for (const v of values) {
        // The first of the day in the scope is the day's latest.
        const latest = sessionsByDay(playerId)
          .get(v.date)
          ?.find((s) => inScope(s.teamId));
        expect(v.activityId, `${path} ${v.date}`).toBe(latest?.id);
        const detail = await call<Activity>(token, 'GET', `/web/player-activities/${encodeURIComponent(v.activityId)}`);
        expect(detail.status, v.activityId).toBe(200);
        expect(dayOf(Date.parse(detail.json.playerActivityInfo.startTime)), v.activityId).toBe(v.date);
      }
    }
  });

  it('answers the team and individual timelines, and 404 BP_404 for an empty range', async () => {
    const team = await call<DashboardTimeline>(
      alex,
      'GET',
      `/web/dashboard/timeline/players/${P.alex}/teams/${T.northside}?metric=AP_PERCENTAGE`,
    );
    expect(team.json).toMatchObject({ metric: 'AP_PERCENTAGE', unit: 'PERCENT', size: 30 });
    for (const v of team.json.timelineValues) expect(v.value).toBeLessThanOrEqual(100);
    expect(
      (await call<DashboardTimeline>(alex, 'GET', `/web/dashboard/timeline/players/${P.alex}/individual`)).status,
    ).toBe(200);
    const empty = await failure(
      alex,
      `/web/dashboard/timeline/players/${P.alex}/all-teams?timeRange=CUSTOM&from=2001-01-01&to=2001-01-02`,
    );
    expect([empty.status, empty.json.status.code]).toEqual([404, 'BP_404']);
  });
});

describe("the viewer's local days (timeZone)", () => {
  const ZONES = ['America/Los_Angeles', 'Pacific/Auckland', 'Europe/Paris', 'Asia/Kathmandu'] as const;
  const teamSessions = () => processed(P.alex).filter((s) => s.teamId !== null);
  /** Every value of the whole timeline, over all its pages. */
  const timelineIn = async (zone: string | null) => {
    const zoneQuery = zone === null ? '' : `&timeZone=${encodeURIComponent(zone)}`;
    const read = async (page: number) =>
      (
        await call<DashboardTimeline>(
          alex,
          'GET',
          `/web/dashboard/timeline/players/${P.alex}/all-teams?${ALL_TIME}&size=100&page=${page}${zoneQuery}`,
        )
      ).json;
    const first = await read(0);
    const pages = [first];
    for (let page = 1; page < first.totalPages; page += 1) pages.push(await read(page));
    return pages.flatMap((p) => p.timelineValues);
  };

  it('groups the timeline by the local day of each start in the zone', async () => {
    for (const zone of ZONES) {
      const values = await timelineIn(zone);
      const expected = new Map<string, number>();
      for (const session of teamSessions())
        expected.set(localDayOf(session.startMs, zone), (expected.get(localDayOf(session.startMs, zone)) ?? 0) + 1);
      expect(new Map(values.map((v) => [v.date, v.points])), zone).toEqual(expected);
    }
  });

  it('counts in a custom range the sessions that start on its local days, and only those', async () => {
    const start = teamSessions()[0]?.startMs ?? 0;
    for (const zone of ZONES) {
      const day = localDayOf(start, zone);
      const answer = await figures(
        alex,
        `${P.alex}/all-teams?timeRange=CUSTOM&from=${day}&to=${day}&timeZone=${encodeURIComponent(zone)}`,
      );
      const expected = teamSessions().filter((s) => localDayOf(s.startMs, zone) === day).length;
      expect(answer.json.summary.sessions, zone).toBe(expected);
      expect(
        answer.json.timeline.timelineValues.map((v) => v.date),
        zone,
      ).toEqual([day]);
    }
  });

  it('counts in UTC without a timeZone, or with one it does not know', async () => {
    const utc = await timelineIn('UTC');
    expect(await timelineIn(null)).toEqual(utc);
    expect(await timelineIn('Mars/Olympus_Mons')).toEqual(utc);
  });
});
