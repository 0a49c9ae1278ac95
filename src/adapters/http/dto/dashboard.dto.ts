import { IsArray, IsDefined, IsIn, IsObject, ValidateIf } from 'class-validator';
import type { DashboardFigures, DashboardOverview } from '../../../domain/dashboard/dashboard-data';
import { DASHBOARD_SCOPES, type DashboardScope } from '../../../domain/dashboard/dashboard-query';
import type { DashboardSummary, DistanceSummary, TimeMetricSummary } from '../../../domain/dashboard/dashboard-summary';
import { DASHBOARD_TIMELINE_METRICS, type DashboardTimelineMetric } from '../../../domain/dashboard/dashboard-timeline';
import { ApiError } from '../../../domain/errors/api-error';
import type { IsoDate } from '../../../domain/time/civil-date';
import { IsFiniteNumber, IsId, IsNullableString } from './activity-common.dto';
import { assertTimelineConsistent, DashboardTimelineDto } from './dashboard-timeline.dto';
import { IsIsoDateString, IsWholeNumber } from './list-common.dto';
import { PlayerTeamDto } from './player-team.dto';
import { NestedDto, NestedDtoEach, readDto } from './validate-dto';

/** The dashboard answers (docs/api-dashboard.md#dashboard). */

const TIME_RANGES = ['SESSION', 'CUSTOM'] as const;

class TimeMetricSummaryDto implements TimeMetricSummary {
  @IsFiniteNumber() seconds!: number;
  @IsFiniteNumber() percent!: number;
  @IsFiniteNumber() perSessionSeconds!: number;
}

class DistanceSummaryDto implements DistanceSummary {
  @IsFiniteNumber() meters!: number;
  @IsFiniteNumber() perSessionMeters!: number;
}

class WorkloadSummaryDto {
  @IsFiniteNumber() trimps!: number;
  @IsFiniteNumber() perSessionTrimps!: number;
}

class DashboardSummaryDto implements DashboardSummary {
  @IsWholeNumber() sessions!: number;
  @IsFiniteNumber() durationSeconds!: number;
  @IsObject() @NestedDto(() => TimeMetricSummaryDto) timeAbove80!: TimeMetricSummaryDto;
  /** Null when no session of the range measured it (docs/api-sessions.md#figures-not-measured); never left out. */
  @IsDefined()
  @ValidateIf((dto: DashboardSummaryDto) => dto.ap !== null)
  @IsObject()
  @NestedDto(() => TimeMetricSummaryDto)
  ap!: TimeMetricSummaryDto | null;
  @IsDefined()
  @ValidateIf((dto: DashboardSummaryDto) => dto.distance !== null)
  @IsObject()
  @NestedDto(() => DistanceSummaryDto)
  distance!: DistanceSummaryDto | null;
  @IsObject() @NestedDto(() => WorkloadSummaryDto) workload!: WorkloadSummaryDto;
}

class DashboardOverviewDto implements DashboardOverview {
  @IsIn(TIME_RANGES) timeRange!: 'SESSION' | 'CUSTOM';
  @IsIsoDateString() from!: IsoDate;
  @IsIsoDateString() to!: IsoDate;
  @IsId() playerId!: string;
  @IsArray() @NestedDtoEach(() => PlayerTeamDto) teams!: PlayerTeamDto[];
  @IsIsoDateString() lastSessionDate!: IsoDate;
  @IsObject() @NestedDto(() => DashboardSummaryDto) summary!: DashboardSummaryDto;
}

/** GET /web/dashboard/players/{playerId}: a malformed answer throws ApiError('BAD_RESPONSE'). */
export function readDashboardOverviewResponse(raw: unknown, call: string): DashboardOverview {
  return readDto(DashboardOverviewDto, raw, call);
}

class DashboardFiguresDto implements DashboardFigures {
  @IsIn(TIME_RANGES) timeRange!: 'SESSION' | 'CUSTOM';
  @IsIsoDateString() from!: IsoDate;
  @IsIsoDateString() to!: IsoDate;
  @IsIn(DASHBOARD_SCOPES) scope!: DashboardScope;
  @IsNullableString() teamId!: string | null;
  @IsIn(DASHBOARD_TIMELINE_METRICS) metric!: DashboardTimelineMetric;
  @IsNullableString() latestActivityId!: string | null;
  @IsObject() @NestedDto(() => DashboardSummaryDto) summary!: DashboardSummaryDto;
  @IsObject() @NestedDto(() => DashboardTimelineDto) timeline!: DashboardTimelineDto;
}

/** GET /web/dashboard/players/{playerId}/teams/{teamId} | /all-teams | /individual. */
export function readDashboardFiguresResponse(raw: unknown, call: string): DashboardFigures {
  const dto = readDto(DashboardFiguresDto, raw, call);
  assertTimelineConsistent(dto.timeline, call);
  if (dto.timeline.metric !== dto.metric || (dto.scope === 'TEAM') !== (dto.teamId !== null) || dto.from > dto.to) {
    throw new ApiError('BAD_RESPONSE', `Malformed answer to ${call}: metric, scope or range do not fit together`, 200);
  }
  return dto;
}
