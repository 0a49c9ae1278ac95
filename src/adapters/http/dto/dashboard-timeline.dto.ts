import { IsArray, IsIn, IsOptional, IsString, Max } from 'class-validator';
import {
  DASHBOARD_TIMELINE_METRICS,
  MAX_TIMELINE_PAGE_SIZE,
  TIMELINE_VALUE_UNITS,
  type DashboardTimeline,
  type DashboardTimelineMetric,
  type TimelineValue,
  type TimelineValueUnit,
} from '../../../domain/dashboard/dashboard-timeline';
import { ApiError } from '../../../domain/errors/api-error';
import type { IsoDate } from '../../../domain/time/civil-date';
import { IsFiniteNumber, IsId, IsNullableNumber } from './activity-common.dto';
import { IsIsoDateString, IsWholeNumber } from './list-common.dto';
import { NestedDtoEach, readDto } from './validate-dto';

const UNITS: readonly TimelineValueUnit[] = ['SECONDS', 'PERCENT', 'METERS', 'TRIMPS'];

export class TimelineValueDto implements TimelineValue {
  @IsIsoDateString() date!: IsoDate;
  @IsFiniteNumber() value!: number;
  @IsWholeNumber(1) points!: number;
  /** The session the point opens (a non-empty string). */
  @IsId() activityId!: string;
  /** That session's title: optional, a point's tooltip names the session when it is there. */
  @IsOptional() @IsString() title?: string;
}

/** A dashboard timeline page (docs/api-dashboard.md#calls). */
export class DashboardTimelineDto implements DashboardTimeline {
  @IsIn(DASHBOARD_TIMELINE_METRICS) metric!: DashboardTimelineMetric;
  @IsIn(UNITS) unit!: TimelineValueUnit;
  @IsArray() @NestedDtoEach(() => TimelineValueDto) timelineValues!: TimelineValueDto[];
  @IsNullableNumber() valueMinimum!: number | null;
  @IsNullableNumber() valueMaximum!: number | null;
  @IsWholeNumber() page!: number;
  @IsWholeNumber(1) @Max(MAX_TIMELINE_PAGE_SIZE) size!: number;
  @IsWholeNumber() totalPages!: number;
  @IsWholeNumber() totalElements!: number;
}

/**
 * What the decorators cannot say: the unit is the metric's, the page holds at most `size`
 * values, in date order, and its minimum and maximum are those of its values (null when empty).
 */
function findTimelineInconsistency(timeline: DashboardTimeline): string | null {
  const values = timeline.timelineValues;
  if (timeline.unit !== TIMELINE_VALUE_UNITS[timeline.metric])
    return `unit ${timeline.unit} does not fit ${timeline.metric}`;
  if (values.length > timeline.size) return 'more values than the page size';
  for (let i = 1; i < values.length; i += 1) {
    if ((values[i - 1] as TimelineValue).date >= (values[i] as TimelineValue).date)
      return 'values are not in date order';
  }
  const numbers = values.map((entry) => entry.value);
  const minimum = numbers.length === 0 ? null : Math.min(...numbers);
  const maximum = numbers.length === 0 ? null : Math.max(...numbers);
  if (timeline.valueMinimum !== minimum || timeline.valueMaximum !== maximum)
    return 'valueMinimum/valueMaximum do not match the values';
  return null;
}

export function assertTimelineConsistent(timeline: DashboardTimeline, call: string): void {
  const problem = findTimelineInconsistency(timeline);
  if (problem !== null) throw new ApiError('BAD_RESPONSE', `Malformed answer to ${call}: ${problem}`, 200);
}

/** GET /web/dashboard/timeline/…: a malformed answer throws ApiError('BAD_RESPONSE'). */
export function readDashboardTimelineResponse(raw: unknown, call: string): DashboardTimeline {
  const dto = readDto(DashboardTimelineDto, raw, call);
  assertTimelineConsistent(dto, call);
  return dto;
}
