import { IsArray, IsIn, ValidateIf } from 'class-validator';
import { CHART_METRICS_TYPES, type ChartMetricsType, type Timeline } from '../../../domain/activity/timeline';
import { IsFiniteNumber, IsNullableNumber, IsNullableNumberArray } from './activity-common.dto';
import { readDto } from './validate-dto';
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
  /** Optional (docs/api-sessions.md): an answer without it still maps, and the charts estimate instead. */
  @ValidateIf((dto: TimelineDto) => dto.amount !== undefined) @IsNullableNumberArray() amount?: (number | null)[];
}

/**
 * GET …/timeline. The parallel arrays (and `amount` when sent) must have one length; otherwise
 * ApiError('BAD_RESPONSE'). An answer without `amount` maps to a timeline without it.
 */
export function readTimelineResponse(raw: unknown, call: string): Timeline {
  const dto = readDto(TimelineDto, raw, call);
  const { amount, ...required } = dto;
  const lengthOf = dto.t.length;
  if (
    dto.min.length !== lengthOf ||
    dto.max.length !== lengthOf ||
    (amount !== undefined && amount.length !== lengthOf)
  ) {
    throw new ApiError('BAD_RESPONSE', `Malformed answer to ${call}: timeline arrays differ in length`, 200);
  }
  return amount === undefined ? required : { ...required, amount };
}
