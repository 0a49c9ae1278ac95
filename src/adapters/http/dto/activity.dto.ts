import { IsArray, IsBoolean, IsIn, IsString, ValidateIf } from 'class-validator';
import type {
  Activity,
  ActivityAPStats,
  ActivityDistanceStats,
  ActivityHrStats,
  ActivityParticipants,
  ActivityWorkloadStats,
  CaloriesUnavailableReason,
  ParticipantPlayer,
  PlayerActivityInfo,
  PlayerActivitySummary,
} from '../../../domain/activity/activity';
import { ACTIVITY_SOURCES, type ActivitySource } from '../../../domain/activity/activity-source';
import {
  ACTIVITY_DATA_STATUSES,
  ACTIVITY_TYPES,
  type ActivityDataStatus,
  type ActivityType,
} from '../../../domain/activity/activity-type';
import { HRMAX_ORIGINS, type HrmaxOrigin } from '../../../domain/heart-rate/max-heart-rate';
import type { Bpm, Kilocalories, Meters, Seconds, Trimps } from '../../../domain/units/branded-units';
import { AttachmentDto } from './activity-attachment.dto';
import { IsFiniteNumber, IsId, IsNullableIn, IsNullableNumber, IsNullableString } from './activity-common.dto';
import { SegmentDto, toActivitySegment } from './activity-segment.dto';
import {
  toMeasuredApStats,
  toMeasuredDistanceStats,
  toMeasuredSegment,
  toMeasuredSummary,
} from '../mappers/to-measured-summary.mapper';
import { NestedDto, NestedDtoEach, readDto } from './validate-dto';

const CALORIE_REASONS: readonly CaloriesUnavailableReason[] = ['WEIGHT_MISSING', 'NO_DATA'];
const nullable =
  <T extends object>(key: keyof T) =>
  (dto: T) =>
    dto[key] !== null;

export class PlayerActivityInfoDto implements PlayerActivityInfo {
  @IsIn(ACTIVITY_TYPES) type!: ActivityType;
  @IsBoolean() ended!: boolean;
  @IsId() playerId!: string;
  @IsArray() @NestedDtoEach(() => AttachmentDto) attachments!: AttachmentDto[];
  @IsString() title!: string;
  @IsString() startTime!: string;
  @IsFiniteNumber() durationSeconds!: Seconds;
  @IsNullableString() teamId!: string | null;
  @IsNullableString() teamName!: string | null;
  @IsIn(ACTIVITY_DATA_STATUSES) dataStatus!: ActivityDataStatus;
  @IsString() description!: string;
  @IsBoolean() coachRun!: boolean;
  /** Optional (docs/api-sessions.md#shapes): an answer without it reads its source from coachRun. */
  @ValidateIf((dto: PlayerActivityInfoDto) => dto.source !== undefined) @IsIn(ACTIVITY_SOURCES) source?: ActivitySource;
  /** Optional (docs/api-sessions.md#shapes): the belt of a live recording, null when none is named. */
  @ValidateIf((dto: PlayerActivityInfoDto) => dto.deviceName !== undefined && dto.deviceName !== null)
  @IsString()
  deviceName?: string | null;
  @IsBoolean() tooLong!: boolean;
  @IsBoolean() trimmed!: boolean;
  @IsFiniteNumber() analysedSeconds!: Seconds;
  @IsBoolean() canResync!: boolean;
  /** Optional (docs/api-sessions.md#shared-sessions): the token of the session's public link, null when not shared. */
  @ValidateIf((dto: PlayerActivityInfoDto) => dto.shareToken !== undefined && dto.shareToken !== null)
  @IsString()
  shareToken?: string | null;
}

export class SummaryDto implements PlayerActivitySummary {
  @IsFiniteNumber() durationSeconds!: Seconds;
  @IsNullableNumber() avgBpm!: Bpm | null;
  @IsNullableNumber() maxBpm!: Bpm | null;
  @IsFiniteNumber() timeAbove80Seconds!: Seconds;
  @IsFiniteNumber() timeAbove80Percent!: number;
  /** Null when not measured (docs/api-sessions.md#figures-not-measured): a heart-rate belt alone has no AP, distance or sprints. */
  @IsNullableNumber() apSeconds!: Seconds | null;
  @IsNullableNumber() apPercent!: number | null;
  @IsNullableNumber() distanceMeters!: Meters | null;
  @IsNullableNumber() highSpeedDistanceMeters!: Meters | null;
  @IsNullableNumber() sprints!: number | null;
  @IsNullableNumber() calories!: Kilocalories | null;
  @IsNullableIn(CALORIE_REASONS) caloriesUnavailableReason!: CaloriesUnavailableReason | null;
  @IsNullableNumber() met!: number | null;
  @IsFiniteNumber() workloadTrimps!: Trimps;
  @IsNullableNumber() workloadPercent!: number | null;
  @IsNullableNumber() distancePercent!: number | null;
  /** Optional (docs/api-sessions.md#shapes): false when no speed or distance was measured; absent means true. */
  @ValidateIf((dto: SummaryDto) => dto.movementMeasured !== undefined) @IsBoolean() movementMeasured?: boolean;
}

export class ZoneSecondsDto {
  @IsFiniteNumber() low!: Seconds;
  @IsFiniteNumber() moderate!: Seconds;
  @IsFiniteNumber() high!: Seconds;
}

export class HrStatsDto implements ActivityHrStats {
  @IsFiniteNumber() hrmax!: Bpm;
  /** Optional (docs/api-sessions.md#shapes): without it the page names the HRmax but not where it comes from. */
  @ValidateIf((dto: HrStatsDto) => dto.hrmaxSource !== undefined) @IsIn(HRMAX_ORIGINS) hrmaxSource?: HrmaxOrigin;
  @IsNullableNumber() avgBpm!: Bpm | null;
  @IsNullableNumber() maxBpm!: Bpm | null;
  @IsFiniteNumber() timeAbove80Seconds!: Seconds;
  @IsFiniteNumber() timeAbove80Percent!: number;
  @NestedDto(() => ZoneSecondsDto) zoneSeconds!: ZoneSecondsDto;
  @IsArray() @IsFiniteNumber({ each: true }) edwardsZoneSeconds!: Seconds[];
  @IsFiniteNumber() coveredSeconds!: Seconds;
}

/** Null figures when not measured, as in the summary (docs/api-sessions.md#figures-not-measured). */
export class ApStatsDto implements ActivityAPStats {
  @IsNullableNumber() apSeconds!: Seconds | null;
  @IsNullableNumber() apPercent!: number | null;
}

/** Null figures when not measured, as in the summary. */
export class DistanceStatsDto implements ActivityDistanceStats {
  @IsNullableNumber() distanceMeters!: Meters | null;
  @IsNullableNumber() highSpeedDistanceMeters!: Meters | null;
  @IsNullableNumber() sprints!: number | null;
  @IsNullableNumber() distancePercent!: number | null;
}

export class WorkloadStatsDto implements ActivityWorkloadStats {
  @IsFiniteNumber() trimps!: Trimps;
  @IsNullableNumber() workloadPercent!: number | null;
  @IsNullableNumber() calories!: Kilocalories | null;
  @IsNullableIn(CALORIE_REASONS) caloriesUnavailableReason!: CaloriesUnavailableReason | null;
  @IsNullableNumber() met!: number | null;
}

export class ParticipantDto implements ParticipantPlayer {
  @IsId() playerId!: string;
  @IsString() firstName!: string;
  @IsString() lastName!: string;
}

export class CoachDto {
  @IsString() firstName!: string;
  @IsString() lastName!: string;
}

export class ParticipantsDto implements ActivityParticipants {
  @IsArray() @NestedDtoEach(() => ParticipantDto) players!: ParticipantDto[];
  @ValidateIf(nullable<ParticipantsDto>('coach')) @NestedDto(() => CoachDto) coach!: CoachDto | null;
  @ValidateIf(nullable<ParticipantsDto>('teamCaptain'))
  @NestedDto(() => ParticipantDto)
  teamCaptain!: ParticipantDto | null;
}

/** The answer of GET /web/player-activities/{activityId} (docs/api-sessions.md). */
export class ActivityDto {
  @IsId() playerActivityId!: string;
  @NestedDto(() => PlayerActivityInfoDto) playerActivityInfo!: PlayerActivityInfoDto;
  @ValidateIf(nullable<ActivityDto>('playerActivitySummary'))
  @NestedDto(() => SummaryDto)
  playerActivitySummary!: SummaryDto | null;
  @ValidateIf(nullable<ActivityDto>('activityHrStats'))
  @NestedDto(() => HrStatsDto)
  activityHrStats!: HrStatsDto | null;
  @ValidateIf(nullable<ActivityDto>('activityAPStats'))
  @NestedDto(() => ApStatsDto)
  activityAPStats!: ApStatsDto | null;
  @ValidateIf(nullable<ActivityDto>('activityDistanceStats'))
  @NestedDto(() => DistanceStatsDto)
  activityDistanceStats!: DistanceStatsDto | null;
  @ValidateIf(nullable<ActivityDto>('activityWorkloadStats'))
  @NestedDto(() => WorkloadStatsDto)
  activityWorkloadStats!: WorkloadStatsDto | null;
  @IsArray() @NestedDtoEach(() => SegmentDto) activitySegments!: SegmentDto[];
  @NestedDto(() => ParticipantsDto) participants!: ParticipantsDto;
}

/** Validates an activity answer; a malformed one throws ApiError('BAD_RESPONSE'). */
export function readActivityResponse(raw: unknown, call: string): Activity {
  const dto = readDto(ActivityDto, raw, call);
  // What was not measured stays NotMeasured, never 0 (docs/api-sessions.md#figures-not-measured).
  const summary = dto.playerActivitySummary === null ? null : toMeasuredSummary(dto.playerActivitySummary);
  const moved = summary?.movementMeasured !== false;
  return {
    ...dto,
    playerActivitySummary: summary,
    activityAPStats: dto.activityAPStats === null ? null : toMeasuredApStats(dto.activityAPStats, moved),
    activityDistanceStats:
      dto.activityDistanceStats === null ? null : toMeasuredDistanceStats(dto.activityDistanceStats, moved),
    activitySegments: dto.activitySegments.map((segment) => toMeasuredSegment(toActivitySegment(segment), moved)),
  };
}
