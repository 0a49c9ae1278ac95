import { IsBoolean, IsDefined, IsIn, IsNotEmpty, IsString, ValidateIf, ValidateNested } from 'class-validator';
import type { SharedSession } from '../../../domain/activity/shared-session';
import { ACTIVITY_DATA_STATUSES, ACTIVITY_TYPES, type ActivityDataStatus, type ActivityType } from '../../../domain/activity/activity-type';
import type { Bpm, Seconds } from '../../../domain/units/branded-units';
import { IsFiniteNumber, IsNullableNumber, readField } from './activity-common.dto';
import { SUMMARY_FIELDS, SummaryDto } from './activity.dto';
import { toMeasuredSummary } from '../mappers/to-measured-summary.mapper';
import { assertValidResponse, copyFields, nestedDto } from './validate-dto';

/** The answer of GET /public/shared-sessions/{token} (docs/api-sessions.md#shared-sessions). */
class SharedSessionDto implements SharedSession {
  @IsString() title!: string;
  @IsIn(ACTIVITY_TYPES) type!: ActivityType;
  @IsString() startTime!: string;
  @IsFiniteNumber() durationSeconds!: Seconds;
  @IsFiniteNumber() analysedSeconds!: Seconds;
  @IsBoolean() tooLong!: boolean;
  @IsBoolean() trimmed!: boolean;
  @IsIn(ACTIVITY_DATA_STATUSES) dataStatus!: ActivityDataStatus;
  /** Null without processed data; never left out. */
  @IsDefined() @ValidateIf((dto: SharedSessionDto) => dto.summary !== null) @ValidateNested() summary!: SummaryDto | null;
  @IsNullableNumber() hrmax!: Bpm | null;
}
const SHARED_SESSION_FIELDS = [
  'title', 'type', 'startTime', 'durationSeconds', 'analysedSeconds', 'tooLong', 'trimmed', 'dataStatus', 'summary', 'hrmax',
] as const satisfies readonly (keyof SharedSessionDto)[];

/**
 * Validates a shared session's public answer; a malformed one throws ApiError('BAD_RESPONSE'). Only
 * the fields of the public form are kept: anything else an answer carried never reaches the page.
 */
export function readSharedSessionResponse(raw: unknown, call: string): SharedSession {
  const dto = copyFields(new SharedSessionDto(), raw, SHARED_SESSION_FIELDS);
  dto.summary = nestedDto(readField(dto, 'summary'), () => new SummaryDto(), SUMMARY_FIELDS) as SummaryDto | null;
  assertValidResponse(dto, call);
  // What was not measured stays NotMeasured, never 0 (docs/api-sessions.md#figures-not-measured).
  const summary = dto.summary === null ? null : toMeasuredSummary(dto.summary);
  return { ...dto, summary };
}

/** `{token}`: the answer of POST /web/player-activities/{activityId}/share. */
class ShareTokenDto {
  @IsString() @IsNotEmpty() token!: string;
}

export function readShareTokenResponse(raw: unknown, call: string): string {
  const dto = copyFields(new ShareTokenDto(), raw, ['token']);
  assertValidResponse(dto, call);
  return dto.token;
}
