import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountHandlers } from '../../../mocks/handlers/account';
import { leaderboardHandlers } from '../../../mocks/handlers/leaderboard';
import { privacyHandlers } from '../../../mocks/handlers/privacy';
import { teamHandlers } from '../../../mocks/handlers/teams';
import { seedSessionTestWorld, TEST_API, tokenFor } from '../../../mocks/handlers/session-detail/session-test-world';
import { DEMO_IDS } from '../../../mocks/world/demo-world';
import { DEFAULT_LEADERBOARD_SETTINGS } from '../../domain/leaderboard/leaderboard-query';
import { resolveLeaderboardRange } from '../../domain/leaderboard/leaderboard-time-frame';
import { localDayOf } from '../../domain/time/time-zone';
import { mockClock } from '../../../mocks/clock';
import { HttpAccountApi } from './http-account-api';
import { HttpLeaderboardApi } from './http-leaderboard-api';
import { testHttpClient } from './test-http-client.test-support';

const server = setupServer(...teamHandlers, ...leaderboardHandlers, ...privacyHandlers, ...accountHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const P = DEMO_IDS.players;
const T = DEMO_IDS.teams;
let alexToken: string;
let api: HttpLeaderboardApi;
let soloApi: HttpLeaderboardApi;
beforeAll(async () => {
  await seedSessionTestWorld();
  alexToken = await tokenFor('player');
  api = new HttpLeaderboardApi(testHttpClient(TEST_API, alexToken));
  soloApi = new HttpLeaderboardApi(testHttpClient(TEST_API, await tokenFor('solo')));
});

const LAST_WEEK = { ...DEFAULT_LEADERBOARD_SETTINGS, timeFrame: 'LAST_WEEK' } as const;

describe('HttpLeaderboardApi', () => {
  it('reads the teams to pick from; none for solo', async () => {
    expect((await api.getTeams()).map((t) => t.teamId)).toEqual([T.lakesideSeniors, T.northside]);
    expect((await api.getTeams(P.alex)).map((t) => t.name)).toEqual(['Lakeside FC Seniors', 'Northside Athletics']);
    expect(await soloApi.getTeams()).toEqual([]);
  });

  it('reads the team board (teams ranked) and the individual board (players ranked)', async () => {
    const teams = await api.getLeaderboard(LAST_WEEK, { kind: 'team', teamId: T.lakesideSeniors }, 'UTC');
    expect(teams).toMatchObject({ mode: 'TEAM', scope: 'UNIVERSE', aggregationMethod: 'SUM', timeFrame: 'LAST_WEEK' });
    expect(teams.rows.find((row) => row.current)?.teamId).toBe(T.lakesideSeniors);
    const players = await api.getLeaderboard(
      { ...LAST_WEEK, dataType: 'SESSIONS' },
      { kind: 'individual', playerId: P.alex },
      'UTC',
    );
    expect(players).toMatchObject({ mode: 'INDIVIDUAL', dataType: 'SESSIONS', aggregationMethod: null });
    expect(players.rows.length).toBeGreaterThan(0);
    expect(players.rows.every((row) => row.kind === 'PLAYER' && row.playerId !== null)).toBe(true);
  });

  it('sends the time zone: the period is the time frame of the local today there', async () => {
    for (const zone of ['Pacific/Auckland', 'America/Los_Angeles']) {
      const board = await api.getLeaderboard(LAST_WEEK, { kind: 'individual', playerId: P.alex }, zone);
      expect({ from: board.from, to: board.to }, zone).toEqual(
        resolveLeaderboardRange('LAST_WEEK', localDayOf(mockClock.now(), zone)),
      );
    }
  });

  it("answers solo with no teams ('This player has no teams.') and BP_403 for someone else's board", async () => {
    expect(
      await soloApi.getLeaderboard(DEFAULT_LEADERBOARD_SETTINGS, { kind: 'individual', playerId: P.pat }, 'UTC'),
    ).toMatchObject({ teams: [], rows: [] });
    await expect(
      api.getLeaderboard(DEFAULT_LEADERBOARD_SETTINGS, { kind: 'individual', playerId: P.emma }, 'UTC'),
    ).rejects.toMatchObject({ code: 'BP_403' });
    await expect(
      api.getLeaderboard(DEFAULT_LEADERBOARD_SETTINGS, { kind: 'team', teamId: T.lakesideU16 }, 'UTC'),
    ).rejects.toMatchObject({ code: 'BP_403' });
  });

  it('consent through the account port (HttpAccountApi) puts the player on the board, marked', async () => {
    const account = new HttpAccountApi(testHttpClient(TEST_API, alexToken));
    const mode = { kind: 'individual', playerId: P.alex } as const;
    expect((await api.getLeaderboard(LAST_WEEK, mode, 'UTC')).rows.some((row) => row.current)).toBe(false);
    await account.updateSystemWidePrivacy(P.alex, true);
    expect((await account.getAccount(DEMO_IDS.accounts.player)).systemWideActivityPrivacy).toBe(true);
    expect(
      (await api.getLeaderboard(LAST_WEEK, mode, 'UTC')).rows.filter((row) => row.current).map((row) => row.playerId),
    ).toEqual([P.alex]);
    await account.updateSystemWidePrivacy(P.alex, false);
    expect((await api.getLeaderboard(LAST_WEEK, mode, 'UTC')).rows.some((row) => row.current)).toBe(false);
    await expect(account.updateSystemWidePrivacy(P.emma, true)).rejects.toMatchObject({ code: 'BP_403' });
  });

  it(
    "a parent's consent is for one child; the global board names a child under 13 by initial, without team",
    { timeout: 60_000 },
    async () => {
      const parentToken = await tokenFor('parent');
      const account = new HttpAccountApi(testHttpClient(TEST_API, parentToken));
      const parentBoards = new HttpLeaderboardApi(testHttpClient(TEST_API, parentToken));
      await account.updateSystemWidePrivacy(P.emma, true);
      const user = await account.getAccount(DEMO_IDS.accounts.parent);
      expect(user.playerDetails.map((child) => [child.firstName, child.systemWideActivityPrivacy])).toEqual([
        ['Emma', true],
        ['Noah', false],
      ]);
      const rows = [];
      for (const timeFrame of ['CURRENT_MONTH', 'LAST_MONTH'] as const) {
        rows.push(
          ...(
            await parentBoards.getLeaderboard(
              { ...DEFAULT_LEADERBOARD_SETTINGS, timeFrame },
              { kind: 'individual', playerId: P.emma },
              'UTC',
            )
          ).rows,
        );
      }
      expect(rows.find((row) => row.playerId === P.emma)).toMatchObject({
        firstName: 'Emma',
        lastName: 'M.',
        teamId: null,
        teamName: null,
        current: true,
      });
      expect(rows.some((row) => row.playerId === P.noah)).toBe(false);
      await account.updateSystemWidePrivacy(P.emma, false);
    },
  );

  it('rejects malformed answers with BAD_RESPONSE', async () => {
    const row = {
      kind: 'PLAYER',
      rank: 1,
      previousRank: null,
      change: 'NEW',
      teamId: 't',
      teamName: 'T',
      playerId: 'p',
      firstName: 'A',
      lastName: 'B',
      minutes: 10,
      sessions: 1,
      current: false,
    };
    const board = {
      mode: 'INDIVIDUAL',
      teams: [],
      scope: 'UNIVERSE',
      dataType: 'MINUTES',
      aggregationMethod: 'SUM',
      timeFrame: 'CURRENT_WEEK',
      from: '2025-03-03',
      to: '2025-03-09',
    };
    server.use(
      http.get(`${TEST_API}/common/leaderboard/player/bad-order`, () =>
        HttpResponse.json({ ...board, rows: [{ ...row, rank: 2 }, row] }),
      ),
      http.get(`${TEST_API}/common/leaderboard/player/bad-change`, () =>
        HttpResponse.json({ ...board, rows: [{ ...row, change: 'UP' }] }),
      ),
      http.get(`${TEST_API}/common/leaderboard/player/bad-kind`, () =>
        HttpResponse.json({ ...board, rows: [{ ...row, kind: 'TEAM' }] }),
      ),
      http.get(`${TEST_API}/common/leaderboard/player/bad-aggregation`, () =>
        HttpResponse.json({ ...board, dataType: 'SESSIONS', rows: [] }),
      ),
      http.get(`${TEST_API}/common/leaderboard/player/half-team`, () =>
        HttpResponse.json({ ...board, rows: [{ ...row, teamName: null }] }),
      ),
    );
    for (const playerId of ['bad-order', 'bad-change', 'bad-kind', 'bad-aggregation', 'half-team']) {
      await expect(
        api.getLeaderboard(DEFAULT_LEADERBOARD_SETTINGS, { kind: 'individual', playerId }, 'UTC'),
        playerId,
      ).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    }
  });
});
