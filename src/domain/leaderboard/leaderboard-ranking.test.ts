import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LEADERBOARD_AGGREGATIONS, LEADERBOARD_DATA_TYPES } from './leaderboard-query';
import {
  aggregateApMinutes,
  compareRank,
  rankEntries,
  rankLeaderboard,
  selectRankingValue,
  type LeaderboardFigures,
} from './leaderboard-ranking';

const figures = (
  id: string,
  sessions: number,
  apMinutes: number | null,
  apSessions = sessions,
): LeaderboardFigures => ({
  id,
  name: id,
  sessions,
  apSeconds: apMinutes === null ? null : apMinutes * 60,
  apSessions: apMinutes === null ? 0 : apSessions,
});

/** Some entries' sessions all came from a heart-rate belt alone: no AP measured. */
const entries = fc.uniqueArray(
  fc
    .record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      sessions: fc.integer({ min: 0, max: 8 }),
      apSeconds: fc.option(
        fc.integer({ min: 0, max: 5 }).map((n) => n * 600),
        { nil: null, freq: 4 },
      ),
    })
    .map((e): LeaderboardFigures => ({ ...e, name: e.id, apSessions: e.apSeconds === null ? 0 : e.sessions })),
  { selector: (e) => e.id, maxLength: 40 },
);

/** Whether `later` may follow `earlier` in a board: no higher, and a value not measured only after the measured ones. */
const followsInOrder = (earlier: number | null, later: number | null): boolean =>
  later === null || (earlier !== null && later <= earlier);

describe('aggregateApMinutes', () => {
  it('SUM is the total AP minutes; AVERAGE the minutes per session', () => {
    expect(aggregateApMinutes(5400, 3, 'SUM')).toBe(90);
    expect(aggregateApMinutes(5400, 3, 'AVERAGE')).toBe(30);
    expect(aggregateApMinutes(0, 0, 'AVERAGE')).toBe(0);
  });
  it('keeps minutes that no session measured unknown, and averages over the sessions that measured them', () => {
    expect(aggregateApMinutes(null, 0, 'SUM')).toBeNull();
    expect(aggregateApMinutes(null, 0, 'AVERAGE')).toBeNull();
    // 3 sessions, one from a belt alone: 90 min over the 2 that measured AP.
    expect(selectRankingValue(figures('a', 3, 90, 2), 'MINUTES', 'AVERAGE')).toBe(45);
    expect(selectRankingValue(figures('b', 3, null), 'SESSIONS', 'SUM')).toBe(3);
  });
  it('property: SUM ≥ AVERAGE when there is at least one session, equal with exactly one', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.integer({ min: 1, max: 500 }),
        (seconds, sessions) => {
          expect(aggregateApMinutes(seconds, sessions, 'SUM')).toBeGreaterThanOrEqual(
            aggregateApMinutes(seconds, sessions, 'AVERAGE') ?? Number.NaN,
          );
          if (sessions === 1)
            expect(aggregateApMinutes(seconds, 1, 'SUM')).toBe(aggregateApMinutes(seconds, 1, 'AVERAGE'));
        },
      ),
    );
  });
  it('ranks SESSIONS by the number of sessions', () => {
    expect(selectRankingValue(figures('a', 4, 100), 'SESSIONS', 'AVERAGE')).toBe(4);
  });
});

describe('rankLeaderboard — worked example', () => {
  const current = [
    figures('ava', 3, 120),
    figures('ben', 2, 150),
    figures('cy', 4, 120),
    figures('dee', 1, 30),
    figures('eli', 0, 0),
  ];
  const previous = [figures('ben', 2, 200), figures('cy', 1, 100), figures('ava', 3, 50)];

  it('ranks by total minutes with ties sharing a rank ("1, 2, 2, 4"), leaves out players without sessions', () => {
    const board = rankLeaderboard(current, previous, 'MINUTES', 'SUM');
    expect(board.map((s) => [s.entry.id, s.rank, s.value, s.previousRank, s.change])).toEqual([
      ['ben', 1, 150, 1, 'SAME'],
      ['ava', 2, 120, 3, 'UP'],
      ['cy', 2, 120, 2, 'SAME'],
      ['dee', 4, 30, null, 'NEW'],
    ]);
  });
  it('ranks by minutes per session with AVERAGE', () => {
    const board = rankLeaderboard(current, previous, 'MINUTES', 'AVERAGE');
    expect(board.map((s) => [s.entry.id, s.rank, s.value])).toEqual([
      ['ben', 1, 75],
      ['ava', 2, 40],
      ['cy', 3, 30],
      ['dee', 3, 30],
    ]);
  });
  it('ranks by minutes those whose sessions measured none after all the others, sharing a rank; by sessions as usual', () => {
    const withBelts = [figures('fay', 2, null), ...current, figures('al', 1, null)];
    expect(rankLeaderboard(withBelts, previous, 'MINUTES', 'SUM').map((s) => [s.entry.id, s.rank, s.value])).toEqual([
      ['ben', 1, 150],
      ['ava', 2, 120],
      ['cy', 2, 120],
      ['dee', 4, 30],
      ['al', 5, null],
      ['fay', 5, null],
    ]);
    expect(rankLeaderboard(withBelts, previous, 'SESSIONS', 'SUM').map((s) => [s.entry.id, s.rank])).toEqual([
      ['cy', 1],
      ['ava', 2],
      ['ben', 3],
      ['fay', 3],
      ['al', 5],
      ['dee', 5],
    ]);
  });
  it('compares ranks', () => {
    expect([compareRank(1, 3), compareRank(3, 1), compareRank(2, 2), compareRank(2, null)]).toEqual([
      'UP',
      'DOWN',
      'SAME',
      'NEW',
    ]);
  });
});

describe('rankLeaderboard — properties', () => {
  it('ranks run from 1, never decrease, never exceed the position; equal values share a rank; values do not increase', () => {
    fc.assert(
      fc.property(
        entries,
        entries,
        fc.constantFrom(...LEADERBOARD_DATA_TYPES),
        fc.constantFrom(...LEADERBOARD_AGGREGATIONS),
        (now, before, type, method) => {
          const board = rankLeaderboard(now, before, type, method);
          expect(board).toHaveLength(now.filter((e) => e.sessions > 0).length);
          board.forEach((standing, index) => {
            expect(standing.rank).toBeGreaterThanOrEqual(1);
            expect(standing.rank).toBeLessThanOrEqual(index + 1);
            const prior = board[index - 1];
            if (prior === undefined) expect(standing.rank).toBe(1);
            else {
              expect(followsInOrder(prior.value, standing.value)).toBe(true);
              expect(standing.rank).toBe(prior.value === standing.value ? prior.rank : index + 1);
            }
          });
        },
      ),
    );
  });

  it('the change is NEW exactly for entries without sessions before, else agrees with the two ranks', () => {
    fc.assert(
      fc.property(entries, entries, (now, before) => {
        const activeBefore = new Set(before.filter((e) => e.sessions > 0).map((e) => e.id));
        for (const standing of rankLeaderboard(now, before, 'MINUTES', 'SUM')) {
          expect(standing.change === 'NEW').toBe(!activeBefore.has(standing.entry.id));
          if (standing.previousRank !== null)
            expect(standing.change).toBe(compareRank(standing.rank, standing.previousRank));
        }
      }),
    );
  });

  it('the same period twice is all SAME', () => {
    fc.assert(
      fc.property(entries, (now) => {
        for (const standing of rankLeaderboard(now, now, 'MINUTES', 'AVERAGE')) expect(standing.change).toBe('SAME');
      }),
    );
  });

  it('rankEntries does not depend on the input order', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const forward = rankEntries(list, (e) => e.sessions).map((r) => [r.entry.id, r.rank]);
        const backward = rankEntries([...list].reverse(), (e) => e.sessions).map((r) => [r.entry.id, r.rank]);
        expect(backward).toEqual(forward);
      }),
    );
  });
});
