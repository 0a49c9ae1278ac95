import { IsArray, IsBoolean, IsIn, IsString, ValidateIf, ValidateNested } from 'class-validator';
import type {
  Activity, ActivityAPStats, ActivityDistanceStats, ActivityHrStats, ActivityParticipants, ActivityWorkloadStats,
  CaloriesUnavailableReason, ParticipantPlayer, PlayerActivityInfo, PlayerActivitySummary,
} from '../../../domain/activity/activity';
import { ACTIVITY_SOURCES, type ActivitySource } from '../../../domain/activity/activity-source';
import { ACTIVITY_DATA_STATUSES, ACTIVITY_TYPES, type ActivityDataStatus, type ActivityType } from '../../../domain/activity/activity-type';
import { HRMAX_ORIGINS, type HrmaxOrigin } from '../../../domain/heart-rate/max-heart-rate';
import type { Bpm, Kilocalories, Meters, Seconds, Trimps } from '../../../domain/units/branded-units';
import { ATTACHMENT_FIELDS, AttachmentDto } from './activity-attachment.dto';
import {
  IsFiniteNumber, IsId, IsNullableIn, IsNullableNumber, IsNullableString, nestedEach, readField, setField,
} from './activity-common.dto';
import { buildSegmentDto, SegmentDto, toActivitySegment } from './activity-segment.dto';
import { toMeasuredApStats, toMeasuredDistanceStats, toMeasuredSegment, toMeasuredSummary } from '../mappers/to-measured-summary.mapper';
import { assertValidResponse, copyFields, nestedDto } from './validate-dto';

const CALORIE_REASONS: readonly CaloriesUnavailableReason[] = ['WEIGHT_MISSING', 'NO_DATA'];
const nullable = <T extends object>(key: keyof T) => (dto: T) => dto[key] !== null;

export class PlayerActivityInfoDto implements PlayerActivityInfo {
  @IsIn(ACTIVITY_TYPES) type!: ActivityType;
  @IsBoolean() ended!: boolean;
  @IsId() playerId!: string;
  @IsArray() @ValidateNested({ each: true }) attachments!: AttachmentDto[];
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
  @ValidateIf((dto: PlayerActivityInfoDto) => dto.deviceName !== undefined && dto.deviceName !== null) @IsString() deviceName?: string | null;
  @IsBoolean() tooLong!: boolean;
  @IsBoolean() trimmed!: boolean;
  @IsFiniteNumber() analysedSeconds!: Seconds;
  @IsBoolean() canResync!: boolean;
  /** Optional (docs/api-sessions.md#shared-sessions): the token of the session's public link, null when not shared. */
  @ValidateIf((dto: PlayerActivityInfoDto) => dto.shareToken !== undefined && dto.shareToken !== null) @IsString() shareToken?: string | null;
}
const INFO_FIELDS = [
  'type', 'ended', 'playerId', 'attachments', 'title', 'startTime', 'durationSeconds', 'teamId', 'teamName', 'source', 'deviceName',
  'dataStatus', 'description', 'coachRun', 'tooLong', 'trimmed', 'analysedSeconds', 'canResync', 'shareToken',
] as const satisfies readonly (keyof PlayerActivityInfoDto)[];

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
const SUMMARY_FIELDS = [
  'durationSeconds', 'avgBpm', 'maxBpm', 'timeAbove80Seconds', 'timeAbove80Percent', 'apSeconds', 'apPercent',
  'distanceMeters', 'highSpeedDistanceMeters', 'sprints', 'calories', 'caloriesUnavailableReason', 'met',
  'workloadTrimps', 'workloadPercent', 'distancePercent', 'movementMeasured',
] as const satisfies readonly (keyof SummaryDto)[];

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
  @ValidateNested() zoneSeconds!: ZoneSecondsDto;
  @IsArray() @IsFiniteNumber({ each: true }) edwardsZoneSeconds!: Seconds[];
  @IsFiniteNumber() coveredSeconds!: Seconds;
}
const HR_FIELDS = [
  'hrmax', 'hrmaxSource', 'avgBpm', 'maxBpm', 'timeAbove80Seconds', 'timeAbove80Percent', 'zoneSeconds', 'edwardsZoneSeconds', 'coveredSeconds',
] as const satisfies readonly (keyof HrStatsDto)[];

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
const PARTICIPANT_FIELDS = ['playerId', 'firstName', 'lastName'] as const;

export class CoachDto {
  @IsString() firstName!: string;
  @IsString() lastName!: string;
}

export class ParticipantsDto implements ActivityParticipants {
  @IsArray() @ValidateNested({ each: true }) players!: ParticipantDto[];
  @ValidateIf(nullable<ParticipantsDto>('coach')) @ValidateNested() coach!: CoachDto | null;
  @ValidateIf(nullable<ParticipantsDto>('teamCaptain')) @ValidateNested() teamCaptain!: ParticipantDto | null;
}

/** The answer of GET /web/player-activities/{activityId} (docs/api-sessions.md). */
export class ActivityDto {
  @IsId() playerActivityId!: string;
  @ValidateNested() playerActivityInfo!: PlayerActivityInfoDto;
  @ValidateIf(nullable<ActivityDto>('playerActivitySummary')) @ValidateNested() playerActivitySummary!: SummaryDto | null;
  @ValidateIf(nullable<ActivityDto>('activityHrStats')) @ValidateNested() activityHrStats!: HrStatsDto | null;
  @ValidateIf(nullable<ActivityDto>('activityAPStats')) @ValidateNested() activityAPStats!: ApStatsDto | null;
  @ValidateIf(nullable<ActivityDto>('activityDistanceStats')) @ValidateNested() activityDistanceStats!: DistanceStatsDto | null;
  @ValidateIf(nullable<ActivityDto>('activityWorkloadStats')) @ValidateNested() activityWorkloadStats!: WorkloadStatsDto | null;
  @IsArray() @ValidateNested({ each: true }) activitySegments!: SegmentDto[];
  @ValidateNested() participants!: ParticipantsDto;
}

/** The nested DTO stored in `field`, or the untouched non-object value (see nestedDto). */
function buildNested(dto: object, field: string, create: () => object, fields: readonly string[]): unknown {
  const built = nestedDto(readField(dto, field), create, fields as never);
  setField(dto, field, built);
  return built;
}

/** Fills an ActivityDto and every nested DTO from an untrusted value; validate it before use. */
function buildActivityDto(raw: unknown): ActivityDto {
  const dto = copyFields(new ActivityDto(), raw, [
    'playerActivityId', 'playerActivityInfo', 'playerActivitySummary', 'activityHrStats', 'activityAPStats',
    'activityDistanceStats', 'activityWorkloadStats', 'activitySegments', 'participants',
  ]);
  const info = buildNested(dto, 'playerActivityInfo', () => new PlayerActivityInfoDto(), INFO_FIELDS);
  if (info instanceof PlayerActivityInfoDto) setField(info, 'attachments', nestedEach(readField(info, 'attachments'), () => new AttachmentDto(), ATTACHMENT_FIELDS));
  buildNested(dto, 'playerActivitySummary', () => new SummaryDto(), SUMMARY_FIELDS);
  const hr = buildNested(dto, 'activityHrStats', () => new HrStatsDto(), HR_FIELDS);
  if (hr instanceof HrStatsDto) buildNested(hr, 'zoneSeconds', () => new ZoneSecondsDto(), ['low', 'moderate', 'high']);
  buildNested(dto, 'activityAPStats', () => new ApStatsDto(), ['apSeconds', 'apPercent']);
  buildNested(dto, 'activityDistanceStats', () => new DistanceStatsDto(), ['distanceMeters', 'highSpeedDistanceMeters', 'sprints', 'distancePercent']);
  buildNested(dto, 'activityWorkloadStats', () => new WorkloadStatsDto(), ['trimps', 'workloadPercent', 'calories', 'caloriesUnavailableReason', 'met']);
  const segments = readField(dto, 'activitySegments');
  setField(dto, 'activitySegments', Array.isArray(segments) ? segments.map(buildSegmentDto) : segments);
  const participants = buildNested(dto, 'participants', () => new ParticipantsDto(), ['players', 'coach', 'teamCaptain']);
  if (participants instanceof ParticipantsDto) {
    setField(participants, 'players', nestedEach(readField(participants, 'players'), () => new ParticipantDto(), PARTICIPANT_FIELDS));
    buildNested(participants, 'coach', () => new CoachDto(), ['firstName', 'lastName']);
    buildNested(participants, 'teamCaptain', () => new ParticipantDto(), PARTICIPANT_FIELDS);
  }
  return dto;
}

/** Validates an activity answer; a malformed one throws ApiError('BAD_RESPONSE'). */
export function readActivityResponse(raw: unknown, call: string): Activity {
  const dto = buildActivityDto(raw);
  assertValidResponse(dto, call);
  // What was not measured stays NotMeasured, never 0 (docs/api-sessions.md#figures-not-measured).
  const summary = dto.playerActivitySummary === null ? null : toMeasuredSummary(dto.playerActivitySummary);
  const moved = summary?.movementMeasured !== false;
  return {
    ...dto,
    playerActivitySummary: summary,
    activityAPStats: dto.activityAPStats === null ? null : toMeasuredApStats(dto.activityAPStats, moved),
    activityDistanceStats: dto.activityDistanceStats === null ? null : toMeasuredDistanceStats(dto.activityDistanceStats, moved),
    activitySegments: dto.activitySegments.map((segment) => toMeasuredSegment(toActivitySegment(segment), moved)),
  };
}
