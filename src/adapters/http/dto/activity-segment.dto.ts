import { IsArray, IsIn, IsString, ValidateIf } from 'class-validator';
import {
  SEGMENT_METRICS_TYPES,
  type ActivitySegment,
  type SegmentMetricsType,
  type SegmentStats,
} from '../../../domain/activity/activity-segment';
import type { Bpm, Kilocalories, Meters, Seconds, Trimps } from '../../../domain/units/branded-units';
import { IsFiniteNumber, IsId, IsNullableNumber } from './activity-common.dto';
import { NestedDtoEach, NestedDto, readDto } from './validate-dto';

const is =
  (...kinds: SegmentMetricsType[]) =>
  (dto: SegmentStatsDto) =>
    kinds.includes(dto.metricsType);

/** One DTO for the four stat kinds; each field is checked only for the kinds that carry it. */
export class SegmentStatsDto {
  @IsIn(SEGMENT_METRICS_TYPES) metricsType!: SegmentMetricsType;
  @IsFiniteNumber() durationSeconds!: Seconds;
  @ValidateIf(is('HR')) @IsFiniteNumber() coveragePercent!: number;
  @ValidateIf(is('HR')) @IsNullableNumber() avgBpm!: Bpm | null;
  @ValidateIf(is('HR')) @IsNullableNumber() maxBpm!: Bpm | null;
  @ValidateIf(is('HR')) @IsFiniteNumber() timeAbove80Seconds!: Seconds;
  @ValidateIf(is('HR')) @IsFiniteNumber() timeAbove80Percent!: number;
  // Null when the session measured no movement, a number otherwise; never left out (docs/api-sessions.md#figures-not-measured).
  @ValidateIf(is('AP')) @IsNullableNumber() apSeconds!: Seconds | null;
  @ValidateIf(is('AP')) @IsNullableNumber() apPercent!: number | null;
  @ValidateIf(is('DISTANCE')) @IsNullableNumber() distanceMeters!: Meters | null;
  @ValidateIf(is('DISTANCE')) @IsNullableNumber() highSpeedDistanceMeters!: Meters | null;
  @ValidateIf(is('DISTANCE')) @IsNullableNumber() sprints!: number | null;
  @ValidateIf(is('WORKLOAD')) @IsFiniteNumber() trimps!: Trimps;
  @ValidateIf(is('WORKLOAD')) @IsNullableNumber() calories!: Kilocalories | null;
}

export class SegmentDto {
  @IsId() id!: string;
  @IsString() name!: string;
  @IsString() startPoint!: string;
  @IsFiniteNumber() startSec!: Seconds;
  @IsFiniteNumber() endSec!: Seconds;
  @ValidateIf((dto: SegmentDto) => dto.stats !== null) @NestedDto(() => SegmentStatsDto) stats!: SegmentStatsDto | null;
}

/** Keeps only the fields of the stats' own kind, typed as the domain union. */
function toSegmentStats(dto: SegmentStatsDto): SegmentStats {
  const { durationSeconds } = dto;
  switch (dto.metricsType) {
    case 'HR':
      return {
        metricsType: 'HR',
        durationSeconds,
        coveragePercent: dto.coveragePercent,
        avgBpm: dto.avgBpm,
        maxBpm: dto.maxBpm,
        timeAbove80Seconds: dto.timeAbove80Seconds,
        timeAbove80Percent: dto.timeAbove80Percent,
      };
    case 'AP':
      return { metricsType: 'AP', durationSeconds, apSeconds: dto.apSeconds, apPercent: dto.apPercent };
    case 'DISTANCE':
      return {
        metricsType: 'DISTANCE',
        durationSeconds,
        distanceMeters: dto.distanceMeters,
        highSpeedDistanceMeters: dto.highSpeedDistanceMeters,
        sprints: dto.sprints,
      };
    case 'WORKLOAD':
      return { metricsType: 'WORKLOAD', durationSeconds, trimps: dto.trimps, calories: dto.calories };
  }
}

export function toActivitySegment(dto: SegmentDto): ActivitySegment {
  return {
    id: dto.id,
    name: dto.name,
    startPoint: dto.startPoint,
    startSec: dto.startSec,
    endSec: dto.endSec,
    stats: dto.stats === null ? null : toSegmentStats(dto.stats),
  };
}

class SegmentListDto {
  @IsArray() @NestedDtoEach(() => SegmentDto) segments!: SegmentDto[];
}

/** GET …/segments: a list of segments. A malformed answer throws ApiError('BAD_RESPONSE'). */
export function readSegmentsResponse(raw: unknown, call: string): ActivitySegment[] {
  return readDto(SegmentListDto, { segments: raw }, call).segments.map(toActivitySegment);
}

/** POST …/segments: the new segment. */
export function readSegmentResponse(raw: unknown, call: string): ActivitySegment {
  return toActivitySegment(readDto(SegmentDto, raw, call));
}
