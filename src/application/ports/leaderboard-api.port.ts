import type { PlayerTeam } from '../../domain/dashboard/dashboard-data';
import type { Leaderboard } from '../../domain/leaderboard/leaderboard';
import type { LeaderboardMode, LeaderboardSettings } from '../../domain/leaderboard/leaderboard-query';
import type { TimeZone } from '../../domain/time/time-zone';

/**
 * The leaderboard calls (docs/api-dashboard.md). Rejects with ApiError BP_403 for a team or
 * player the account does not act for. A player without teams gets `teams: []` and no rows
 * (the app shows 'This player has no teams.'). Consent to appear is AccountApi's
 * `updateSystemWidePrivacy`.
 */
export interface LeaderboardApi {
  /** GET /common/teams[?playerId]: the teams to pick from (of the player, else of every player the account acts for). */
  getTeams(playerId?: string): Promise<readonly PlayerTeam[]>;
  /**
   * Team mode: GET /common/leaderboard?teamId… (teams ranked); individual mode:
   * GET /common/leaderboard/player/{playerId} (players ranked). The query is buildLeaderboardQuery's;
   * the time frame's period is counted in the local days of `timeZone`, the viewer's.
   */
  getLeaderboard(settings: LeaderboardSettings, mode: LeaderboardMode, timeZone: TimeZone): Promise<Leaderboard>;
}
