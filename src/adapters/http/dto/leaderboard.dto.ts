import { IsArray, IsBoolean, IsIn, ValidateIf } from 'class-validator';
import type { Leaderboard, LeaderboardRow, LeaderboardRowKind } from '../../../domain/leaderboard/leaderboard';
import {
  LEADERBOARD_AGGREGATIONS,
  LEADERBOARD_DATA_TYPES,
  LEADERBOARD_SCOPES,
  LEADERBOARD_TIME_FRAMES,
  type LeaderboardAggregation,
  type LeaderboardDataType,
  type LeaderboardScope,
  type LeaderboardTimeFrame,
} from '../../../domain/leaderboard/leaderboard-query';
import { RANK_CHANGES, type RankChange } from '../../../domain/leaderboard/leaderboard-ranking';
import { ApiError } from '../../../domain/errors/api-error';
import type { IsoDate } from '../../../domain/time/civil-date';
import { IsId, IsNullableIn, IsNullableNumber, IsNullableString } from './activity-common.dto';
import { IsIsoDateString, IsWholeNumber } from './list-common.dto';
import { PlayerTeamDto } from './player-team.dto';
import { NestedDtoEach, readDto } from './validate-dto';

/** The leaderboard answer (docs/api-dashboard.md#leaderboard). */

const ROW_KINDS: readonly LeaderboardRowKind[] = ['TEAM', 'PLAYER'];
const MODES = ['TEAM', 'INDIVIDUAL'] as const;

class LeaderboardRowDto implements LeaderboardRow {
  @IsIn(ROW_KINDS) kind!: LeaderboardRowKind;
  @IsWholeNumber(1) rank!: number;
  @IsNullableNumber() previousRank!: number | null;
  @IsIn(RANK_CHANGES) change!: RankChange;
  /** Null on a player row whose team is not shown (docs/api-dashboard.md#leaderboard). */
  @ValidateIf((row: LeaderboardRowDto) => row.teamId !== null) @IsId() teamId!: string | null;
  @IsNullableString() teamName!: string | null;
  @IsNullableString() playerId!: string | null;
  @IsNullableString() firstName!: string | null;
  @IsNullableString() lastName!: string | null;
  /** Null when none of the row's sessions measured AP (docs/api-sessions.md#figures-not-measured). */
  @IsNullableNumber() minutes!: number | null;
  @IsWholeNumber() sessions!: number;
  @IsBoolean() current!: boolean;
}

class LeaderboardDto implements Leaderboard {
  @IsIn(MODES) mode!: 'TEAM' | 'INDIVIDUAL';
  @IsArray() @NestedDtoEach(() => PlayerTeamDto) teams!: PlayerTeamDto[];
  @IsIn(LEADERBOARD_SCOPES) scope!: LeaderboardScope;
  @IsIn(LEADERBOARD_DATA_TYPES) dataType!: LeaderboardDataType;
  @IsNullableIn(LEADERBOARD_AGGREGATIONS) aggregationMethod!: LeaderboardAggregation | null;
  @IsIn(LEADERBOARD_TIME_FRAMES) timeFrame!: LeaderboardTimeFrame;
  @IsIsoDateString() from!: IsoDate;
  @IsIsoDateString() to!: IsoDate;
  @IsArray() @NestedDtoEach(() => LeaderboardRowDto) rows!: LeaderboardRowDto[];
}

/** Ranks start at 1 and never decrease; a player row names its player, a team row its team; the row kind fits the mode. */
function findRowInconsistency(board: Leaderboard): string | null {
  const kind: LeaderboardRowKind = board.mode === 'TEAM' ? 'TEAM' : 'PLAYER';
  let previous = 0;
  for (const row of board.rows) {
    if (row.kind !== kind) return `a ${row.kind} row in ${board.mode} mode`;
    if (row.rank < previous || row.rank < 1) return 'ranks out of order';
    if ((row.kind === 'PLAYER') !== (row.playerId !== null)) return 'player id does not fit the row kind';
    if (row.kind === 'TEAM' && (row.teamId === null || row.teamName === null)) return 'a team row without its team';
    if ((row.teamId === null) !== (row.teamName === null)) return 'a team id without its name, or the other way round';
    if ((row.change === 'NEW') !== (row.previousRank === null)) return 'change does not fit previousRank';
    previous = row.rank;
  }
  return (board.dataType === 'MINUTES') === (board.aggregationMethod !== null)
    ? null
    : 'aggregationMethod does not fit the data type';
}

/** GET /common/leaderboard and …/player/{playerId}; a malformed answer throws ApiError('BAD_RESPONSE'). */
export function readLeaderboardResponse(raw: unknown, call: string): Leaderboard {
  const dto = readDto(LeaderboardDto, raw, call);
  const problem = findRowInconsistency(dto);
  if (problem !== null) throw new ApiError('BAD_RESPONSE', `Malformed answer to ${call}: ${problem}`, 200);
  return dto;
}
