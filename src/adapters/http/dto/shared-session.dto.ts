import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsString,
  ValidateIf,
} from 'class-validator';
import type { SharedSession, SharedSessionSummary } from '../../../domain/activity/shared-session';
import {
  ACTIVITY_DATA_STATUSES,
  ACTIVITY_TYPES,
  type ActivityDataStatus,
  type ActivityType,
} from '../../../domain/activity/activity-type';
import { EDWARDS_ZONE_COUNT } from '../../../domain/heart-rate/heart-rate-zones';
import type { IsoDate } from '../../../domain/time/civil-date';
import type { Meters, Seconds, Trimps } from '../../../domain/units/branded-units';
import { IsFiniteNumber, IsNullableNumber, IsNullableString } from './activity-common.dto';
import { ZoneSecondsDto } from './activity.dto';
import { IsIsoDateString } from './list-common.dto';
import { NestedDto, readDto } from './validate-dto';

/**
 * The figures of GET /public/shared-sessions/{token} (docs/api-sessions.md#what-a-share-shows): heart
 * rate in % HRmax, never bpm; no HRmax, calories or MET. An answer that still carried them would have
 * them dropped here, with any other field the public form does not name.
 */
class SharedSummaryDto implements SharedSessionSummary {
  @IsNullableNumber() avgHrPercent!: number | null;
  @IsNullableNumber() maxHrPercent!: number | null;
  @IsFiniteNumber() timeAbove80Seconds!: Seconds;
  @IsFiniteNumber() timeAbove80Percent!: number;
  @IsDefined() @NestedDto(() => ZoneSecondsDto) zoneSeconds!: ZoneSecondsDto;
  @IsArray()
  @ArrayMinSize(EDWARDS_ZONE_COUNT)
  @ArrayMaxSize(EDWARDS_ZONE_COUNT)
  @IsFiniteNumber({ each: true })
  edwardsZoneSeconds!: Seconds[];
  /** Null when not measured (docs/api-sessions.md#figures-not-measured). */
  @IsNullableNumber() apSeconds!: Seconds | null;
  @IsNullableNumber() apPercent!: number | null;
  @IsNullableNumber() distanceMeters!: Meters | null;
  @IsNullableNumber() highSpeedDistanceMeters!: Meters | null;
  @IsNullableNumber() sprints!: number | null;
  @IsFiniteNumber() workloadTrimps!: Trimps;
  /** Optional: false when no speed or distance was measured; absent means true. */
  @ValidateIf((dto: SharedSummaryDto) => dto.movementMeasured !== undefined) @IsBoolean() movementMeasured?: boolean;
}

/** The answer of GET /public/shared-sessions/{token} (docs/api-sessions.md#shared-sessions). */
class SharedSessionDto implements SharedSession {
  /** Null for a child's session. */
  @IsNullableString() title!: string | null;
  @IsIn(ACTIVITY_TYPES) type!: ActivityType;
  /** Null for a child's session. */
  @IsNullableString() startTime!: string | null;
  @IsIsoDateString() startDay!: IsoDate;
  @IsFiniteNumber() durationSeconds!: Seconds;
  @IsFiniteNumber() analysedSeconds!: Seconds;
  @IsBoolean() tooLong!: boolean;
  @IsBoolean() trimmed!: boolean;
  @IsIn(ACTIVITY_DATA_STATUSES) dataStatus!: ActivityDataStatus;
  /** Null without processed data; never left out. */
  @IsDefined()
  @ValidateIf((dto: SharedSessionDto) => dto.summary !== null)
  @NestedDto(() => SharedSummaryDto)
  summary!: SharedSummaryDto | null;
}

/**
 * A validated shared summary as the domain holds it: what was not measured is NotMeasured (null),
 * never 0, whether the answer says so with nulls or with `movementMeasured: false` beside zeros.
 */
function toMeasuredSharedSummary(summary: SharedSessionSummary): SharedSessionSummary {
  const fresh: SharedSessionSummary = {
    ...summary,
    zoneSeconds: { ...summary.zoneSeconds },
    edwardsZoneSeconds: [...summary.edwardsZoneSeconds],
  };
  const noneMeasured =
    summary.apSeconds === null &&
    summary.distanceMeters === null &&
    summary.highSpeedDistanceMeters === null &&
    summary.sprints === null;
  if (summary.movementMeasured !== false && !noneMeasured) return fresh;
  return {
    ...fresh,
    apSeconds: null,
    apPercent: null,
    distanceMeters: null,
    highSpeedDistanceMeters: null,
    sprints: null,
    movementMeasured: false,
  };
}

/**
 * Validates a shared session's public answer; a malformed one throws ApiError('BAD_RESPONSE'). Only
 * the fields of the public form are kept: anything else an answer carried (a player, an HRmax, bpm,
 * calories) never reaches the page.
 */
export function readSharedSessionResponse(raw: unknown, call: string): SharedSession {
  const dto = readDto(SharedSessionDto, raw, call);
  return { ...dto, summary: dto.summary === null ? null : toMeasuredSharedSummary(dto.summary) };
}

/** `{token}`: the answer of POST /web/player-activities/{activityId}/share. */
class ShareTokenDto {
  @IsString() @IsNotEmpty() token!: string;
}

export function readShareTokenResponse(raw: unknown, call: string): string {
  return readDto(ShareTokenDto, raw, call).token;
}
