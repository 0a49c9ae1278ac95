import type { Leaderboard, LeaderboardRow, LeaderboardRowKind } from '../../domain/leaderboard/leaderboard';
import type { LeaderboardDataType } from '../../domain/leaderboard/leaderboard-query';
import { rankEntries, type LeaderboardFigures, type RankChange } from '../../domain/leaderboard/leaderboard-ranking';

/** One line of the leaderboard table, as the view shows it. */
export interface LeaderboardLine {
  readonly key: string;
  readonly kind: LeaderboardRowKind;
  readonly rank: number;
  /** Null while the table previews another data type than the one the server ranked (no previous period to compare with). */
  readonly change: RankChange | null;
  /** The rank in the previous period (null when NEW, or while previewing). */
  readonly previousRank: number | null;
  /** The team's name on a team row, the player's name on a player row. */
  readonly name: string;
  /** The player's team; null when the server does not show it (a player under 13 beyond their club). */
  readonly teamName: string | null;
  /** Null when none of the row's sessions measured AP (docs/product-rules.md#not-measured): the table shows a dash. */
  readonly minutes: number | null;
  readonly sessions: number;
  /** The acting player's own row (team mode: the selected team's row). */
  readonly isOwn: boolean;
}

function nameOf(row: LeaderboardRow): string {
  return row.kind === 'PLAYER'
    ? [row.firstName, row.lastName].filter((part) => part !== null && part !== '').join(' ')
    : (row.teamName ?? '');
}

/** A player row is the acting player's when it names them; a team row when the server marks it (the selected team). */
function isOwnRow(row: LeaderboardRow, activePlayerId: string | null): boolean {
  return row.kind === 'PLAYER' ? row.playerId !== null && row.playerId === activePlayerId : row.current;
}

function lineOf(row: LeaderboardRow, activePlayerId: string | null, rank: number, compared: boolean): LeaderboardLine {
  return {
    key: row.kind === 'PLAYER' ? `player-${row.playerId ?? ''}` : `team-${row.teamId ?? ''}`,
    kind: row.kind,
    rank,
    change: compared ? row.change : null,
    previousRank: compared ? row.previousRank : null,
    name: nameOf(row),
    teamName: row.teamName,
    minutes: row.minutes,
    sessions: row.sessions,
    isOwn: isOwnRow(row, activePlayerId),
  };
}

interface RowFigures extends LeaderboardFigures {
  readonly row: LeaderboardRow;
}

/**
 * The table's lines. When the data type shown is the one the server ranked by, its rows as they
 * are. A data type change alone does not fetch again (shouldRefetch, docs/product-rules.md#leaderboard):
 * the same rows are then ranked by the previewed figure with the domain's ranking (rankEntries), and
 * the change column stays empty, since the previous period is not at hand.
 */
export function leaderboardLinesOf(
  board: Leaderboard,
  shownDataType: LeaderboardDataType,
  activePlayerId: string | null,
): LeaderboardLine[] {
  if (shownDataType === board.dataType) return board.rows.map((row) => lineOf(row, activePlayerId, row.rank, true));
  const figures: RowFigures[] = board.rows.map((row) => ({
    id: row.playerId ?? row.teamId ?? '',
    name: nameOf(row),
    sessions: row.sessions,
    apSeconds: null,
    apSessions: 0,
    row,
  }));
  // Minutes not measured rank after every measured value (rankEntries), as the server ranks them.
  const valueOf = (entry: RowFigures): number | null =>
    shownDataType === 'SESSIONS' ? entry.sessions : entry.row.minutes;
  return rankEntries(figures, valueOf).map((ranked) => lineOf(ranked.entry.row, activePlayerId, ranked.rank, false));
}
