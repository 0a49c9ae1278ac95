import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../src/domain/account/user';
import type { Leaderboard, LeaderboardRow } from '../../src/domain/leaderboard/leaderboard';
import { LEADERBOARD_TIME_FRAMES } from '../../src/domain/leaderboard/leaderboard-query';
import { localDayOf } from '../../src/domain/time/time-zone';
import { mockClock } from '../clock';
import { findPlayerById } from '../db/account-queries';
import { updatePlayer } from '../db/account-updates';
import { db } from '../db/mock-db';
import { DEMO_IDS } from '../world/demo-world';
import { accountHandlers } from './account';
import { leaderboardHandlers } from './leaderboard';
import { privacyHandlers } from './privacy';
import { call, seedSessionTestWorld, tokenFor } from './session-detail/session-test-world';

/**
 * Consent per child and the names of players under 13 on the leaderboard
 * (docs/product-rules.md#names-of-minors-on-the-leaderboard, docs/api-dashboard.md#privacy).
 */

const server = setupServer(...leaderboardHandlers, ...privacyHandlers, ...accountHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const P = DEMO_IDS.players;
const T = DEMO_IDS.teams;
let alex: string;
let parent: string;
beforeEach(async () => {
  await seedSessionTestWorld();
  [alex, parent] = await Promise.all([tokenFor('player'), tokenFor('parent')]);
});

const privacy = async (token: string, playerId: string, value: 'true' | 'false') =>
  call<object>(token, 'PUT', `/web/player/${playerId}/system-wide-privacy/activity/${value}`);

/** Every row of the player boards of `playerId` over all time frames, at `scope`, in `timeZone`. */
async function rowsOf(token: string, playerId: string, scope: string, timeZone = 'UTC'): Promise<LeaderboardRow[]> {
  const rows: LeaderboardRow[] = [];
  for (const timeFrame of LEADERBOARD_TIME_FRAMES) {
    const answer = await call<Leaderboard>(
      token,
      'GET',
      `/common/leaderboard/player/${playerId}?scope=${scope}&timeFrame=${timeFrame}&timeZone=${timeZone}`,
    );
    expect(answer.status).toBe(200);
    rows.push(...answer.json.rows);
  }
  return rows;
}

/** Whole years on `day` (the test's own count, not the domain's). */
function yearsOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

// The first board lays out the generated rosters' sessions: slow on a busy machine.
describe('leaderboard consent per child', { timeout: 60_000 }, () => {
  it('consent for Emma lists Emma and not Noah; the account answer says so per child; withdrawing takes Emma off', async () => {
    expect((await privacy(parent, P.emma, 'true')).status).toBe(200);
    const user = (await call<User>(parent, 'GET', `/web/account/${DEMO_IDS.accounts.parent}`)).json;
    expect(user.playerDetails.map((child) => [child.playerId, child.systemWideActivityPrivacy])).toEqual([
      [P.emma, true],
      [P.noah, false],
    ]);
    const seenFromNoah = await rowsOf(parent, P.noah, 'UNIVERSE');
    const seenFromEmma = await rowsOf(parent, P.emma, 'UNIVERSE');
    expect(seenFromEmma.some((row) => row.playerId === P.emma && row.current)).toBe(true);
    expect([...seenFromNoah, ...seenFromEmma].some((row) => row.playerId === P.noah)).toBe(false);
    expect((await privacy(parent, P.emma, 'false')).status).toBe(200);
    expect((await rowsOf(parent, P.emma, 'UNIVERSE')).some((row) => row.playerId === P.emma)).toBe(false);
  });
});

describe('names of players under 13 beyond their club', { timeout: 60_000 }, () => {
  it('the global answer carries no full name and no team of a player under 13, whoever looks', async () => {
    await privacy(parent, P.emma, 'true');
    await privacy(parent, P.noah, 'true');
    const today = localDayOf(mockClock.now(), 'UTC');
    let minors = 0;
    for (const [token, viewer] of [
      [alex, P.alex],
      [parent, P.emma],
      [parent, P.noah],
    ] as const) {
      for (const scope of ['UNIVERSE', 'COUNTRY']) {
        for (const row of await rowsOf(token, viewer, scope)) {
          const player = findPlayerById(db, row.playerId ?? '');
          expect(player).toBeDefined();
          if (player === undefined || yearsOn(player.birthDate, today) >= 13) continue;
          minors += 1;
          expect(row.firstName).toBe(player.firstName);
          expect(row.lastName).toBe(`${player.lastName.charAt(0)}.`);
          expect([row.teamId, row.teamName]).toEqual([null, null]);
          expect(JSON.stringify(row)).not.toContain(player.lastName);
        }
      }
    }
    expect(minors).toBeGreaterThan(0);
    // Emma herself, as the community sees her: "Emma M.", no team.
    const emma = (await rowsOf(parent, P.emma, 'UNIVERSE')).find((row) => row.playerId === P.emma);
    expect(emma).toMatchObject({ firstName: 'Emma', lastName: 'M.', teamId: null, teamName: null });
  });

  it('players from 13 keep their full name and team on the global board; inside the club everyone does', async () => {
    await privacy(parent, P.emma, 'true');
    await privacy(parent, P.noah, 'true');
    const noah = (await rowsOf(parent, P.noah, 'UNIVERSE')).find((row) => row.playerId === P.noah);
    expect(noah).toMatchObject({ firstName: 'Noah', lastName: 'Martin' });
    expect(noah?.teamName).not.toBeNull();
    const club = await rowsOf(parent, P.emma, 'TEAM');
    expect(club.find((row) => row.playerId === P.emma)).toMatchObject({
      lastName: 'Martin',
      teamId: T.lakesideU12Girls,
      teamName: 'Lakeside FC U12 Girls',
    });
    expect(club.every((row) => row.teamName !== null && (row.lastName ?? '').length > 2)).toBe(true);
  });

  it("the age is counted on the viewer's local day: Emma's 13th birthday is today in Kiritimati, not yet in Pago Pago", async () => {
    await privacy(parent, P.emma, 'true');
    const kiritimatiToday = localDayOf(mockClock.now(), 'Pacific/Kiritimati');
    const birthDate = `${Number(kiritimatiToday.slice(0, 4)) - 13}${kiritimatiToday.slice(4)}`;
    await updatePlayer(db, P.emma, (draft) => {
      draft.birthDate = birthDate;
    });
    const emmaIn = async (timeZone: string) =>
      (await rowsOf(parent, P.emma, 'UNIVERSE', timeZone)).find((row) => row.playerId === P.emma);
    expect((await emmaIn('Pacific/Kiritimati'))?.lastName).toBe('Martin');
    expect(await emmaIn('Pacific/Pago_Pago')).toMatchObject({ lastName: 'M.', teamName: null });
  });
});
