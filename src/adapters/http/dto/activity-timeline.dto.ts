import { IsArray, IsIn } from 'class-validator';
import { CHART_METRICS_TYPES, type ChartMetricsType, type Timeline } from '../../../domain/activity/timeline';
import { IsFiniteNumber, IsNullableNumber, IsNullableNumberArray } from './activity-common.dto';
import { assertValidResponse, copyFields } from './validate-dto';
import { ApiError } from '../../../domain/errors/api-error';

export class TimelineDto implements Timeline {
  @IsIn(CHART_METRICS_TYPES) metric!: ChartMetricsType;
  @IsFiniteNumber() startOffsetSeconds!: number;
  @IsFiniteNumber() endOffsetSeconds!: number;
  @IsFiniteNumber() stepSeconds!: number;
  @IsArray() @IsFiniteNumber({ each: true }) t!: number[];
  @IsNullableNumberArray() min!: (number | null)[];
  @IsNullableNumberArray() max!: (number | null)[];
  @IsNullableNumber() hrmax!: number | null;
  @IsNullableNumber() apThreshold!: number | null;
}
const TIMELINE_FIELDS = [
  'metric', 'startOffsetSeconds', 'endOffsetSeconds', 'stepSeconds', 't', 'min', 'max', 'hrmax', 'apThreshold',
] as const satisfies readonly (keyof TimelineDto)[];

/** GET …/timeline. The parallel arrays must have one length; otherwise ApiError('BAD_RESPONSE'). */
export function readTimelineResponse(raw: unknown, call: string): Timeline {
  const dto = copyFields(new TimelineDto(), raw, TIMELINE_FIELDS);
  assertValidResponse(dto, call);
  if (dto.min.length !== dto.t.length || dto.max.length !== dto.t.length) {
    throw new ApiError('BAD_RESPONSE', `Malformed answer to ${call}: timeline arrays differ in length`, 200);
  }
  return dto;
}
