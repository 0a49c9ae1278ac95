import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/time/civil-date';
import type { Leaderboard, LeaderboardRow } from '../../domain/leaderboard/leaderboard';
import { leaderboardLinesOf } from './leaderboard-lines';

/** Minutes that none of a row's sessions measured (heart-rate belts alone: docs/product-rules.md#not-measured). */

const row = (playerId: string, rank: number, minutes: number | null, sessions: number): LeaderboardRow => ({
  kind: 'PLAYER',
  rank,
  previousRank: null,
  change: 'NEW',
  teamId: 'team-a',
  teamName: 'Lions',
  playerId,
  firstName: playerId,
  lastName: 'Doe',
  minutes,
  sessions,
  current: false,
});

/** Ranked by minutes, as the server does: Cy's sessions all came from a belt alone. */
const board: Leaderboard = {
  mode: 'INDIVIDUAL',
  teams: [],
  scope: 'UNIVERSE',
  dataType: 'MINUTES',
  aggregationMethod: 'SUM',
  timeFrame: 'CURRENT_WEEK',
  from: '2026-01-12' as IsoDate,
  to: '2026-01-18' as IsoDate,
  rows: [row('ava', 1, 120, 2), row('ben', 2, 30, 1), row('cy', 3, null, 4)],
};

describe('leaderboard lines with minutes not measured', () => {
  it('keep the minutes unknown, not 0', () => {
    expect(
      leaderboardLinesOf(board, 'MINUTES', 'cy').map((line) => [line.name, line.rank, line.minutes, line.isOwn]),
    ).toEqual([
      ['ava Doe', 1, 120, false],
      ['ben Doe', 2, 30, false],
      ['cy Doe', 3, null, true],
    ]);
  });

  it('previewed by sessions, rank the row by its sessions, its minutes still unknown', () => {
    expect(leaderboardLinesOf(board, 'SESSIONS', null).map((line) => [line.name, line.rank, line.minutes])).toEqual([
      ['cy Doe', 1, null],
      ['ava Doe', 2, 120],
      ['ben Doe', 3, 30],
    ]);
  });

  it('previewed by minutes from a board ranked by sessions, put it after every row with minutes', () => {
    const bySessions: Leaderboard = {
      ...board,
      dataType: 'SESSIONS',
      aggregationMethod: null,
      rows: [row('cy', 1, null, 4), row('ava', 2, 120, 2), row('ben', 3, 30, 1)],
    };
    expect(leaderboardLinesOf(bySessions, 'MINUTES', null).map((line) => [line.name, line.rank])).toEqual([
      ['ava Doe', 1],
      ['ben Doe', 2],
      ['cy Doe', 3],
    ]);
  });
});
