import type { MaybeMeasured } from '../activity/measured-figure';
import type { PlayerTeam } from '../dashboard/dashboard-data';
import type { IsoDate } from '../time/civil-date';
import type {
  LeaderboardAggregation,
  LeaderboardDataType,
  LeaderboardScope,
  LeaderboardTimeFrame,
} from './leaderboard-query';
import type { RankChange } from './leaderboard-ranking';

/**
 * The leaderboard's answer (docs/product-rules.md#leaderboard-fields; wire contract in
 * docs/api-dashboard.md). Team mode ranks teams; individual mode ranks players.
 */

export type LeaderboardRowKind = 'TEAM' | 'PLAYER';

/** One row: rank, change, team, minutes, sessions (and the player for a player row). */
export interface LeaderboardRow {
  readonly kind: LeaderboardRowKind;
  readonly rank: number;
  readonly previousRank: number | null;
  readonly change: RankChange;
  /**
   * The row's team; null on a player row whose team is not shown (a player under 13 beyond their
   * club: docs/product-rules.md#names-of-minors-on-the-leaderboard). Never null on a team row.
   */
  readonly teamId: string | null;
  readonly teamName: string | null;
  /** Null on a team row. Beyond their club, a player under 13 has the last initial here ("M."). */
  readonly playerId: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  /**
   * AP minutes, aggregated by `aggregationMethod` (SUM when the data type is SESSIONS); NotMeasured
   * (null) when none of the row's sessions measured AP (docs/api-sessions.md#figures-not-measured).
   */
  readonly minutes: MaybeMeasured;
  readonly sessions: number;
  /** The row of the calling player (a parent: of one of their children), or of the selected team. */
  readonly current: boolean;
}

export interface Leaderboard {
  readonly mode: 'TEAM' | 'INDIVIDUAL';
  /** The player's teams; empty means "This player has no teams." and then there are no rows. */
  readonly teams: readonly PlayerTeam[];
  readonly scope: LeaderboardScope;
  readonly dataType: LeaderboardDataType;
  /** Null when the data type is SESSIONS (the parameter is not sent then). */
  readonly aggregationMethod: LeaderboardAggregation | null;
  readonly timeFrame: LeaderboardTimeFrame;
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly rows: readonly LeaderboardRow[];
}
