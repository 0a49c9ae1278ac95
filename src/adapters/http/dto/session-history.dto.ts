import { IsArray, IsBoolean, IsIn, IsObject, IsString, ValidateIf } from 'class-validator';
import {
  ACTIVITY_DATA_STATUSES,
  ACTIVITY_TYPES,
  type ActivityDataStatus,
  type ActivityType,
} from '../../../domain/activity/activity-type';
import { ApiError } from '../../../domain/errors/api-error';
import type {
  SessionHistory,
  SessionHistoryPage,
  SessionHistoryPlayerInfo,
  SessionHistoryRow,
} from '../../../domain/session-history/session-history-row';
import {
  formatSessionHistorySort,
  parseSessionHistorySort,
} from '../../../domain/session-history/session-history-sort';
import { IsFiniteNumber, IsId, IsNullableNumber, IsNullableString } from './activity-common.dto';
import { IsWholeNumber } from './list-common.dto';
import { NestedDto, NestedDtoEach, readDto } from './validate-dto';

/** The answer of GET /web/session-history/{playerId} (docs/api-dashboard.md#session-history). */

class SessionHistoryRowDto implements SessionHistoryRow {
  @IsId() activityId!: string;
  @IsString() startTime!: string;
  @IsString() title!: string;
  @IsIn(ACTIVITY_TYPES) type!: ActivityType;
  @IsIn(ACTIVITY_DATA_STATUSES) dataStatus!: ActivityDataStatus;
  @IsNullableString() teamId!: string | null;
  @IsNullableString() teamName!: string | null;
  @IsFiniteNumber() durationSeconds!: number;
  @IsNullableNumber() avgBpm!: number | null;
  @IsNullableNumber() topBpm!: number | null;
  @IsNullableNumber() apSeconds!: number | null;
  @IsNullableNumber() apPercent!: number | null;
  @IsNullableNumber() calories!: number | null;
  @IsNullableNumber() workloadTrimps!: number | null;
  @IsNullableNumber() met!: number | null;
  @IsNullableNumber() distanceMeters!: number | null;
  @IsNullableNumber() highSpeedMeters!: number | null;
  @IsNullableNumber() sprints!: number | null;
  /** Ours, optional (docs/api-dashboard.md#session-history): a number or null when sent. */
  @ValidateIf((dto: SessionHistoryRowDto) => dto.timeAbove80Seconds !== undefined)
  @IsNullableNumber()
  timeAbove80Seconds?: number | null;
}

class SessionHistoryPlayerInfoDto implements SessionHistoryPlayerInfo {
  @IsId() playerId!: string;
  @IsString() firstName!: string;
  @IsString() lastName!: string;
  @IsNullableString() photo!: string | null;
  @IsBoolean() weightKnown!: boolean;
}

class SessionHistoryPageDto implements SessionHistoryPage {
  @IsArray() @NestedDtoEach(() => SessionHistoryRowDto) content!: SessionHistoryRowDto[];
  @IsWholeNumber() totalElements!: number;
  @IsWholeNumber() totalPages!: number;
  @IsWholeNumber() page!: number;
  @IsWholeNumber(1) size!: number;
}

class SessionHistoryDto {
  @ValidateIf((dto: SessionHistoryDto) => dto.playerInfo !== null)
  @IsObject()
  @NestedDto(() => SessionHistoryPlayerInfoDto)
  playerInfo!: SessionHistoryPlayerInfoDto | null;
  @IsString() sort!: string;
  @IsObject() @NestedDto(() => SessionHistoryPageDto) playerSessions!: SessionHistoryPageDto;
}

/** The totals must agree: pages = ⌈elements ÷ size⌉, page within them, content ≤ size. */
function findPagingInconsistency(page: SessionHistoryPage): string | null {
  if (page.totalPages !== Math.ceil(page.totalElements / page.size))
    return 'totalPages does not fit totalElements and size';
  if (page.page > Math.max(0, page.totalPages - 1)) return 'page beyond totalPages';
  if (page.content.length > page.size) return 'more rows than the page size';
  return null;
}

/** Validates the answer; a malformed one throws ApiError('BAD_RESPONSE'). The sort is read with the domain rule. */
export function readSessionHistoryResponse(raw: unknown, call: string): SessionHistory {
  const dto = readDto(SessionHistoryDto, raw, call);
  const sort = parseSessionHistorySort(dto.sort);
  const problem =
    formatSessionHistorySort(sort) === dto.sort
      ? findPagingInconsistency(dto.playerSessions)
      : `unknown sort '${dto.sort}'`;
  if (problem !== null) throw new ApiError('BAD_RESPONSE', `Malformed answer to ${call}: ${problem}`, 200);
  return { playerInfo: dto.playerInfo, sort, playerSessions: dto.playerSessions };
}
