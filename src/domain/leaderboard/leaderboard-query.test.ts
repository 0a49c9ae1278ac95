import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_LEADERBOARD_SETTINGS,
  LEADERBOARD_AGGREGATIONS,
  LEADERBOARD_DATA_TYPES,
  LEADERBOARD_SCOPES,
  LEADERBOARD_TIME_FRAMES,
  buildLeaderboardQuery,
  shouldRefetch,
  type LeaderboardMode,
  type LeaderboardSettings,
} from './leaderboard-query';

const settings: fc.Arbitrary<LeaderboardSettings> = fc.record({
  scope: fc.constantFrom(...LEADERBOARD_SCOPES),
  dataType: fc.constantFrom(...LEADERBOARD_DATA_TYPES),
  aggregationMethod: fc.constantFrom(...LEADERBOARD_AGGREGATIONS),
  timeFrame: fc.constantFrom(...LEADERBOARD_TIME_FRAMES),
});
const mode: fc.Arbitrary<LeaderboardMode> = fc.oneof(
  fc.string({ minLength: 1 }).map((teamId) => ({ kind: 'team' as const, teamId })),
  fc.string({ minLength: 1 }).map((playerId) => ({ kind: 'individual' as const, playerId })),
);

describe('DEFAULT_LEADERBOARD_SETTINGS', () => {
  it('is UNIVERSE, MINUTES, SUM, CURRENT_WEEK', () => {
    expect(DEFAULT_LEADERBOARD_SETTINGS).toEqual({
      scope: 'UNIVERSE',
      dataType: 'MINUTES',
      aggregationMethod: 'SUM',
      timeFrame: 'CURRENT_WEEK',
    });
  });
});

describe('buildLeaderboardQuery', () => {
  it("sends the defaults with teamId in team mode, and the viewer's zone", () => {
    expect(
      buildLeaderboardQuery(DEFAULT_LEADERBOARD_SETTINGS, { kind: 'team', teamId: 't1' }, 'Pacific/Auckland'),
    ).toEqual({
      teamId: 't1',
      scope: 'UNIVERSE',
      dataType: 'MINUTES',
      aggregationMethod: 'SUM',
      timeFrame: 'CURRENT_WEEK',
      timeZone: 'Pacific/Auckland',
    });
  });
  it('leaves out aggregationMethod for SESSIONS and teamId for a player', () => {
    expect(
      buildLeaderboardQuery(
        { ...DEFAULT_LEADERBOARD_SETTINGS, dataType: 'SESSIONS' },
        { kind: 'individual', playerId: 'p1' },
        'UTC',
      ),
    ).toEqual({
      scope: 'UNIVERSE',
      dataType: 'SESSIONS',
      timeFrame: 'CURRENT_WEEK',
      timeZone: 'UTC',
    });
  });
  it('property: aggregationMethod present iff MINUTES, teamId present iff team mode', () => {
    fc.assert(
      fc.property(settings, mode, (s, m) => {
        const query = buildLeaderboardQuery(s, m, 'Europe/Paris');
        expect('aggregationMethod' in query).toBe(s.dataType === 'MINUTES');
        expect('teamId' in query).toBe(m.kind === 'team');
        expect(query.scope).toBe(s.scope);
        expect(query.timeFrame).toBe(s.timeFrame);
        expect(query.timeZone).toBe('Europe/Paris');
      }),
    );
  });
});

describe('shouldRefetch', () => {
  it('refetches on a time frame change when there is data', () => {
    expect(
      shouldRefetch(DEFAULT_LEADERBOARD_SETTINGS, { ...DEFAULT_LEADERBOARD_SETTINGS, timeFrame: 'LAST_MONTH' }, true),
    ).toBe(true);
  });
  it('does not refetch without data', () => {
    expect(shouldRefetch(DEFAULT_LEADERBOARD_SETTINGS, { ...DEFAULT_LEADERBOARD_SETTINGS, scope: 'TEAM' }, false)).toBe(
      false,
    );
  });
  it('does not refetch for a data type preview change alone', () => {
    expect(
      shouldRefetch(DEFAULT_LEADERBOARD_SETTINGS, { ...DEFAULT_LEADERBOARD_SETTINGS, dataType: 'SESSIONS' }, true),
    ).toBe(false);
  });
  it('property: refetch iff data and (scope, aggregation or time frame) differ; no change never refetches', () => {
    fc.assert(
      fc.property(settings, settings, fc.boolean(), (a, b, hasData) => {
        const changed =
          a.scope !== b.scope || a.aggregationMethod !== b.aggregationMethod || a.timeFrame !== b.timeFrame;
        expect(shouldRefetch(a, b, hasData)).toBe(hasData && changed);
        expect(shouldRefetch(a, a, hasData)).toBe(false);
        expect(shouldRefetch(a, b, hasData)).toBe(shouldRefetch(b, a, hasData));
      }),
    );
  });
});
