import { sampleUser } from '../../domain/account/sample-user.test-support';
import type { User } from '../../domain/account/user';
import type { PlayerTeam } from '../../domain/dashboard/dashboard-data';
import { ApiError } from '../../domain/errors/api-error';
import type { Leaderboard, LeaderboardRow } from '../../domain/leaderboard/leaderboard';
import {
  buildLeaderboardQuery,
  type LeaderboardMode,
  type LeaderboardQueryParams,
  type LeaderboardSettings,
} from '../../domain/leaderboard/leaderboard-query';
import { resolveLeaderboardRange } from '../../domain/leaderboard/leaderboard-time-frame';
import { localDayOf, type TimeZone } from '../../domain/time/time-zone';
import type { Clock } from '../ports/clock.port';
import type { AccountApi } from '../ports/account-api.port';
import type { LeaderboardApi } from '../ports/leaderboard-api.port';

const TEAMS: readonly PlayerTeam[] = [
  { teamId: 'team-a', name: 'Lions', organization: 'Lakeside' },
  { teamId: 'team-b', name: 'Tigers', organization: 'Northside' },
];

function playerRow(
  playerId: string,
  rank: number,
  minutes: number,
  sessions: number,
  extra: Partial<LeaderboardRow> = {},
): LeaderboardRow {
  return {
    kind: 'PLAYER',
    rank,
    previousRank: rank,
    change: 'SAME',
    teamId: 'team-a',
    teamName: 'Lions',
    playerId,
    firstName: playerId,
    lastName: 'Doe',
    minutes,
    sessions,
    current: false,
    ...extra,
  };
}

function teamRow(teamId: string, rank: number, minutes: number, sessions: number, current = false): LeaderboardRow {
  return {
    kind: 'TEAM',
    rank,
    previousRank: null,
    change: 'NEW',
    teamId,
    teamName: `Team ${teamId}`,
    playerId: null,
    firstName: null,
    lastName: null,
    minutes,
    sessions,
    current,
  };
}

/**
 * Answers like the server: individual mode ranks players (the acting one only once visible), team
 * mode teams; the period is the time frame's on the local today, in the zone sent, of the clock given.
 */
export class FakeLeaderboardApi implements LeaderboardApi {
  readonly teamCalls: (string | undefined)[] = [];
  readonly calls: { path: string; query: LeaderboardQueryParams }[] = [];
  teams: readonly PlayerTeam[] = TEAMS;
  failTeams = 0;
  failBoards = 0;
  /** Whether the acting player's consent is on (set by the fake account API). */
  visible = new Set<string>();
  pending: (() => void)[] = [];
  hold = false;

  constructor(private readonly clock: Pick<Clock, 'now'>) {}

  getTeams(playerId?: string): Promise<readonly PlayerTeam[]> {
    this.teamCalls.push(playerId);
    if (this.failTeams > 0) {
      this.failTeams -= 1;
      return Promise.reject(new ApiError('NETWORK', 'offline', 0));
    }
    return Promise.resolve(this.teams);
  }

  getLeaderboard(settings: LeaderboardSettings, mode: LeaderboardMode, timeZone: TimeZone): Promise<Leaderboard> {
    const query = buildLeaderboardQuery(settings, mode, timeZone);
    this.calls.push({
      path: mode.kind === 'team' ? '/common/leaderboard' : `/common/leaderboard/player/${mode.playerId}`,
      query,
    });
    if (this.failBoards > 0) {
      this.failBoards -= 1;
      return Promise.reject(new ApiError('BP_500', 'boom', 500));
    }
    const rows =
      mode.kind === 'team'
        ? [
            teamRow('team-b', 1, 300, 6, mode.teamId === 'team-b'),
            teamRow('team-a', 2, 200, 9, mode.teamId === 'team-a'),
          ]
        : [
            playerRow('ava', 1, 120, 2),
            playerRow('ben', 2, 90, 5, { change: 'UP', previousRank: 4 }),
            ...(this.visible.has(mode.playerId)
              ? [playerRow(mode.playerId, 3, 60, 1, { change: 'NEW', previousRank: null, current: true })]
              : []),
          ];
    const period = resolveLeaderboardRange(settings.timeFrame, localDayOf(this.clock.now(), timeZone));
    const board: Leaderboard = {
      mode: mode.kind === 'team' ? 'TEAM' : 'INDIVIDUAL',
      teams: this.teams,
      scope: settings.scope,
      dataType: settings.dataType,
      aggregationMethod: settings.dataType === 'MINUTES' ? settings.aggregationMethod : null,
      timeFrame: settings.timeFrame,
      from: period.from,
      to: period.to,
      rows: this.teams.length === 0 ? [] : rows,
    };
    if (!this.hold) return Promise.resolve(board);
    return new Promise((resolve) => this.pending.push(() => resolve(board)));
  }
}

export class FakeAccountApi implements AccountApi {
  readonly privacyCalls: [string, boolean][] = [];
  failNext = 0;
  constructor(private readonly board: FakeLeaderboardApi) {}
  getAccount(): Promise<User> {
    return Promise.reject(new Error('not used'));
  }
  resendActivation(): Promise<void> {
    return Promise.reject(new Error('not used'));
  }
  updateUnitPreference(): Promise<void> {
    return Promise.reject(new Error('not used'));
  }
  updateSystemWidePrivacy(playerId: string, visible: boolean): Promise<void> {
    this.privacyCalls.push([playerId, visible]);
    if (this.failNext > 0) {
      this.failNext -= 1;
      return Promise.reject(new ApiError('BP_500', 'boom', 500));
    }
    if (visible) this.board.visible.add(playerId);
    else this.board.visible.delete(playerId);
    return Promise.resolve();
  }
}

export const aPlayer = (overrides: Partial<User> = {}): User =>
  sampleUser({ playerId: 'pl-alex', playerDetails: [], systemWideActivityPrivacy: false, ...overrides });

export const aParent = (): User =>
  sampleUser({
    accountId: 'acc-parent',
    playerId: '',
    parentId: 'parent-1',
    systemWideActivityPrivacy: false,
    playerDetails: [
      { playerId: 'pl-emma', firstName: 'Emma', lastName: 'Martin', photo: null },
      { playerId: 'pl-noah', firstName: 'Noah', lastName: 'Martin', photo: null },
    ],
  });

export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
