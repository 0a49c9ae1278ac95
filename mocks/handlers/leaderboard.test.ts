import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../src/domain/account/user';
import type { PlayerTeam } from '../../src/domain/dashboard/dashboard-data';
import type { Leaderboard, LeaderboardRow } from '../../src/domain/leaderboard/leaderboard';
import { RANK_CHANGES } from '../../src/domain/leaderboard/leaderboard-ranking';
import { resolveLeaderboardRange } from '../../src/domain/leaderboard/leaderboard-time-frame';
import { instantsOfDays, localDayOf } from '../../src/domain/time/time-zone';
import { mockClock } from '../clock';
import { db } from '../db/mock-db';
import { updateSession } from '../db/sessions';
import { DEMO_IDS } from '../world/demo-world';
import { hasRosterConsent } from '../world/sessions/roster-sessions';
import { accountHandlers } from './account';
import { leaderboardHandlers } from './leaderboard';
import { privacyHandlers } from './privacy';
import type { ErrorBody } from './respond';
import { teamHandlers } from './teams';
import { call, liveSessionsOf, seedSessionTestWorld, tokenFor } from './session-detail/session-test-world';

const server = setupServer(...teamHandlers, ...leaderboardHandlers, ...privacyHandlers, ...accountHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const P = DEMO_IDS.players;
const T = DEMO_IDS.teams;
let alex: string;
let parent: string;
let solo: string;
beforeEach(async () => {
  await seedSessionTestWorld();
  [alex, parent, solo] = await Promise.all([tokenFor('player'), tokenFor('parent'), tokenFor('solo')]);
});

type Row = LeaderboardRow;
const ids = (teams: readonly PlayerTeam[]) => teams.map((t) => t.teamId);
const teamsAt = async (token: string | null, path: string) => call<PlayerTeam[]>(token, 'GET', path);
const failure = async (token: string | null, path: string, method = 'GET') => call<ErrorBody>(token, method, path);
const privacy = async (token: string, playerId: string, value: string) =>
  call<object>(token, 'PUT', `/web/player/${playerId}/system-wide-privacy/activity/${value}`);
const board = async (
  token: string,
  path: string,
): Promise<{ status: number; rows: readonly Row[]; json: Leaderboard }> => {
  const answer = await call<Leaderboard>(token, 'GET', path);
  return { status: answer.status, rows: answer.json.rows, json: answer.json };
};

function expectRanked(rows: readonly Row[]): void {
  rows.forEach((row, index) => {
    expect(row.rank).toBeGreaterThanOrEqual(1);
    expect(row.rank).toBeLessThanOrEqual(index + 1);
    if (index > 0) expect(row.rank).toBeGreaterThanOrEqual((rows[index - 1] as Row).rank);
    expect(RANK_CHANGES).toContain(row.change);
    expect(row.change === 'NEW').toBe(row.previousRank === null);
    expect(row.sessions).toBeGreaterThan(0);
  });
}

describe('teams', () => {
  it("GET /web/players/{playerId}/teams lists the player's teams; [] without teams; 403 for others", async () => {
    expect(ids((await teamsAt(alex, `/web/players/${P.alex}/teams`)).json)).toEqual([T.lakesideSeniors, T.northside]);
    expect((await teamsAt(parent, `/web/players/${P.noah}/teams`)).json).toHaveLength(2);
    expect((await teamsAt(solo, `/web/players/${P.pat}/teams`)).json).toEqual([]);
    expect((await failure(alex, `/web/players/${P.noah}/teams`)).json.status.code).toBe('BP_403');
  });

  it("GET /common/teams: the caller's (or the given player's) teams", async () => {
    expect(ids((await teamsAt(alex, '/common/teams')).json)).toEqual([T.lakesideSeniors, T.northside]);
    expect(ids((await teamsAt(parent, '/common/teams')).json)).toEqual([
      T.lakesideU12Girls,
      T.lakesideU16,
      T.harborFutsal,
    ]);
    expect(ids((await teamsAt(parent, `/common/teams?playerId=${P.emma}`)).json)).toEqual([T.lakesideU12Girls]);
    expect((await teamsAt(solo, '/common/teams')).json).toEqual([]);
    expect((await failure(solo, `/common/teams?playerId=${P.alex}`)).status).toBe(403);
    expect((await failure(null, '/common/teams')).status).toBe(401);
  });
});

describe('GET /common/leaderboard/player/{playerId} (players ranked)', () => {
  it('ranks consenting players with the defaults; the caller shows only after consenting, marked', async () => {
    const before = await board(alex, `/common/leaderboard/player/${P.alex}?timeFrame=LAST_WEEK`);
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({
      mode: 'INDIVIDUAL',
      scope: 'UNIVERSE',
      dataType: 'MINUTES',
      aggregationMethod: 'SUM',
      timeFrame: 'LAST_WEEK',
    });
    expect(before.json).toMatchObject(resolveLeaderboardRange('LAST_WEEK', localDayOf(mockClock.now(), 'UTC')));
    expect(before.rows.length).toBeGreaterThan(10);
    expectRanked(before.rows);
    expect(before.rows.every((r) => r.kind === 'PLAYER' && r.playerId !== null && hasRosterConsent(r.playerId))).toBe(
      true,
    );
    expect(before.rows.some((r) => r.playerId === P.alex)).toBe(false);

    expect((await privacy(alex, P.alex, 'true')).status).toBe(200);
    const after = await board(alex, `/common/leaderboard/player/${P.alex}?timeFrame=LAST_WEEK`);
    const own = after.rows.filter((r) => r.current);
    expect(own.map((r) => r.playerId)).toEqual([P.alex]);
    expect(after.rows).toHaveLength(before.rows.length + 1);
  });

  it('TEAM scope keeps to team-mates; minutes follow the aggregation; SESSIONS sends no aggregation', async () => {
    const path = `/common/leaderboard/player/${P.alex}?timeFrame=LAST_WEEK`;
    const universe = await board(alex, path);
    const team = await board(alex, `${path}&scope=TEAM`);
    const mates = new Set(
      db.memberships
        .findMany((q) => q.where({ teamId: (id) => id === T.lakesideSeniors || id === T.northside }))
        .map((m) => m.playerId),
    );
    expect(team.rows.length).toBeLessThan(universe.rows.length);
    expect(team.rows.every((r) => mates.has(r.playerId ?? ''))).toBe(true);
    const average = await board(alex, `${path}&aggregationMethod=AVERAGE`);
    expectRanked(average.rows);
    const sumOf = new Map(universe.rows.map((r) => [r.playerId, r.minutes] as const));
    for (const row of average.rows) expect(row.minutes).toBeLessThanOrEqual((sumOf.get(row.playerId) ?? 0) + 1e-9);
    const sessions = await board(alex, `${path}&dataType=SESSIONS&aggregationMethod=AVERAGE`);
    expect(sessions.json.aggregationMethod).toBeNull();
    expect(sessions.rows.map((r) => r.sessions)).toEqual(
      [...sessions.rows.map((r) => r.sessions)].sort((a, b) => b - a),
    );
  });

  it("answers no teams and no rows to a player without teams (solo): 'This player has no teams.'", async () => {
    const answer = await board(solo, `/common/leaderboard/player/${P.pat}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ teams: [], rows: [] });
  });

  it("marks a parent's child once the parent consents", async () => {
    await privacy(parent, P.noah, 'true');
    const answer = await board(parent, `/common/leaderboard/player/${P.noah}?timeFrame=LAST_WEEK&scope=TEAM`);
    expect(answer.rows.filter((r) => r.current).map((r) => r.playerId)).toEqual([P.noah]);
  });

  it('answers 403 BP_403 for a player the caller may not read, 400 for an unknown setting, 401 without a token', async () => {
    const denied = await failure(alex, `/common/leaderboard/player/${P.emma}`);
    expect([denied.status, denied.json.status.code]).toEqual([403, 'BP_403']);
    for (const [query, desc] of [
      ['scope=GALAXY', 'INVALID_SCOPE'],
      ['dataType=KM', 'INVALID_DATA_TYPE'],
      ['aggregationMethod=MAX', 'INVALID_AGGREGATION_METHOD'],
      ['timeFrame=YEAR', 'INVALID_TIME_FRAME'],
    ] as const) {
      const answer = await failure(alex, `/common/leaderboard/player/${P.alex}?${query}`);
      expect([answer.status, answer.json.status.desc]).toEqual([400, desc]);
    }
    expect(
      (await board(alex, `/common/leaderboard/player/${P.alex}?dataType=SESSIONS&aggregationMethod=MAX`)).status,
    ).toBe(200);
    expect((await failure(null, `/common/leaderboard/player/${P.alex}`)).status).toBe(401);
  });
});

describe('GET /common/leaderboard (teams ranked)', () => {
  it('ranks every team with sessions (UNIVERSE) or the selected team’s club (TEAM), marking the selected team', async () => {
    const all = await board(alex, `/common/leaderboard?teamId=${T.lakesideSeniors}&timeFrame=LAST_WEEK`);
    expect(all.status).toBe(200);
    expect(all.json.mode).toBe('TEAM');
    expect(ids(all.json.teams)).toEqual([T.lakesideSeniors, T.northside]);
    // Riverside Academy has no members, so no sessions: it is not ranked.
    expect(all.rows.map((r) => r.teamId).sort()).toEqual(
      Object.values(T)
        .filter((id) => id !== T.riverside)
        .sort(),
    );
    expectRanked(all.rows);
    expect(all.rows.filter((r) => r.current).map((r) => r.teamId)).toEqual([T.lakesideSeniors]);
    expect(all.rows.every((r) => r.kind === 'TEAM' && r.playerId === null)).toBe(true);
    const club = await board(alex, `/common/leaderboard?teamId=${T.lakesideSeniors}&timeFrame=LAST_WEEK&scope=TEAM`);
    expect(club.rows.map((r) => r.teamId).sort()).toEqual(
      [T.lakesideSeniors, T.lakesideU12Girls, T.lakesideU16].sort(),
    );
  });

  it('SUM ≥ AVERAGE per team', async () => {
    const path = `/common/leaderboard?teamId=${T.northside}&timeFrame=LAST_WEEK`;
    const sum = await board(alex, path);
    const average = await board(alex, `${path}&aggregationMethod=AVERAGE`);
    for (const row of average.rows)
      expect(row.minutes).toBeLessThanOrEqual(sum.rows.find((r) => r.teamId === row.teamId)?.minutes ?? 0);
  });

  it('answers 400 without teamId and 403 BP_403 for a team of nobody the caller acts for', async () => {
    expect((await failure(alex, '/common/leaderboard')).json.status.desc).toBe('TEAM_REQUIRED');
    for (const [token, teamId] of [
      [alex, T.lakesideU16],
      [solo, T.lakesideSeniors],
      [parent, T.northside],
    ] as const) {
      const answer = await failure(token, `/common/leaderboard?teamId=${teamId}`);
      expect([answer.status, answer.json.status.code]).toEqual([403, 'BP_403']);
    }
    expect((await board(parent, `/common/leaderboard?teamId=${T.harborFutsal}`)).status).toBe(200);
  });
});

describe("the viewer's local days (timeZone)", () => {
  it('counts the ISO week of the local today in the zone: Monday 01:00 in Auckland is this week there, though UTC says Sunday', async () => {
    await privacy(alex, P.alex, 'true');
    const now = mockClock.now();
    const zone = 'Pacific/Auckland';
    const week = resolveLeaderboardRange('CURRENT_WEEK', localDayOf(now, zone));
    const span = instantsOfDays(week.from, week.to, zone);
    const moved = liveSessionsOf(P.alex).find((s) => s.dataStatus === 'PROCESSED');
    await updateSession(moved?.id ?? '', (record) => {
      record.startMs = span.startMs + 3_600_000;
    });
    const startsIn = ({ startMs, endMs }: { startMs: number; endMs: number }) =>
      liveSessionsOf(P.alex).filter((s) => s.dataStatus === 'PROCESSED' && s.startMs >= startMs && s.startMs < endMs)
        .length;
    const ownSessions = async (zoneQuery: string) => {
      const answer = await board(alex, `/common/leaderboard/player/${P.alex}?dataType=SESSIONS${zoneQuery}`);
      return {
        period: { from: answer.json.from, to: answer.json.to },
        sessions: answer.rows.find((r) => r.playerId === P.alex)?.sessions ?? 0,
      };
    };

    const auckland = await ownSessions(`&timeZone=${encodeURIComponent(zone)}`);
    expect(auckland.period).toEqual(week);
    expect(auckland.sessions).toBe(startsIn(span));
    expect(auckland.sessions).toBeGreaterThan(0);

    const utcWeek = resolveLeaderboardRange('CURRENT_WEEK', localDayOf(now, 'UTC'));
    const utc = await ownSessions('');
    expect(utc).toEqual({ period: utcWeek, sessions: startsIn(instantsOfDays(utcWeek.from, utcWeek.to, 'UTC')) });
    expect(await ownSessions('&timeZone=Nowhere%2FAtAll')).toEqual(utc);
  });
});

describe('PUT /web/player/{playerId}/system-wide-privacy/activity/{privacyBoolean}', () => {
  it('stores the choice on the calling account (seen in the User); refuses other values and other players', async () => {
    const user = async () => (await call<User>(alex, 'GET', `/web/account/${DEMO_IDS.accounts.player}`)).json;
    expect((await privacy(alex, P.alex, 'true')).json).toEqual({});
    expect((await user()).systemWideActivityPrivacy).toBe(true);
    await privacy(alex, P.alex, 'false');
    expect((await user()).systemWideActivityPrivacy).toBe(false);
    expect(
      (await failure(alex, `/web/player/${P.alex}/system-wide-privacy/activity/maybe`, 'PUT')).json.status.desc,
    ).toBe('INVALID_PRIVACY_VALUE');
    const denied = await failure(alex, `/web/player/${P.emma}/system-wide-privacy/activity/true`, 'PUT');
    expect([denied.status, denied.json.status.code]).toEqual([403, 'BP_403']);
    expect((await failure(null, `/web/player/${P.alex}/system-wide-privacy/activity/true`, 'PUT')).status).toBe(401);
  });
});
