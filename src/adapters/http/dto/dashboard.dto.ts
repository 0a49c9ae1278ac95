import { IsArray, IsDefined, IsIn, IsObject, ValidateIf, ValidateNested } from 'class-validator';
import type { DashboardFigures, DashboardOverview } from '../../../domain/dashboard/dashboard-data';
import { DASHBOARD_SCOPES, type DashboardScope } from '../../../domain/dashboard/dashboard-query';
import type { DashboardSummary, DistanceSummary, TimeMetricSummary } from '../../../domain/dashboard/dashboard-summary';
import { DASHBOARD_TIMELINE_METRICS, type DashboardTimelineMetric } from '../../../domain/dashboard/dashboard-timeline';
import { ApiError } from '../../../domain/errors/api-error';
import type { IsoDate } from '../../../domain/time/civil-date';
import { IsFiniteNumber, IsId, IsNullableString, nestedEach, readField, setField } from './activity-common.dto';
import { assertTimelineConsistent, buildDashboardTimelineDto, DashboardTimelineDto } from './dashboard-timeline.dto';
import { buildNestedField, IsIsoDateString, IsWholeNumber } from './list-common.dto';
import { PLAYER_TEAM_FIELDS, PlayerTeamDto } from './player-team.dto';
import { assertValidResponse, copyFields } from './validate-dto';

/** The dashboard answers (docs/api-dashboard.md#dashboard). */

const TIME_RANGES = ['SESSION', 'CUSTOM'] as const;

class TimeMetricSummaryDto implements TimeMetricSummary {
  @IsFiniteNumber() seconds!: number;
  @IsFiniteNumber() percent!: number;
  @IsFiniteNumber() perSessionSeconds!: number;
}
const TIME_FIELDS = ['seconds', 'percent', 'perSessionSeconds'] as const satisfies readonly (keyof TimeMetricSummaryDto)[];

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
  @IsObject() @ValidateNested() timeAbove80!: TimeMetricSummaryDto;
  /** Null when no session of the range measured it (docs/api-sessions.md#figures-not-measured); never left out. */
  @IsDefined() @ValidateIf((dto: DashboardSummaryDto) => dto.ap !== null) @IsObject() @ValidateNested() ap!: TimeMetricSummaryDto | null;
  @IsDefined() @ValidateIf((dto: DashboardSummaryDto) => dto.distance !== null) @IsObject() @ValidateNested() distance!: DistanceSummaryDto | null;
  @IsObject() @ValidateNested() workload!: WorkloadSummaryDto;
}

function buildSummary(dto: object): void {
  const summary = buildNestedField(dto, 'summary', () => new DashboardSummaryDto(), [
    'sessions', 'durationSeconds', 'timeAbove80', 'ap', 'distance', 'workload',
  ]);
  if (!(summary instanceof DashboardSummaryDto)) return;
  buildNestedField(summary, 'timeAbove80', () => new TimeMetricSummaryDto(), TIME_FIELDS);
  buildNestedField(summary, 'ap', () => new TimeMetricSummaryDto(), TIME_FIELDS);
  buildNestedField(summary, 'distance', () => new DistanceSummaryDto(), ['meters', 'perSessionMeters']);
  buildNestedField(summary, 'workload', () => new WorkloadSummaryDto(), ['trimps', 'perSessionTrimps']);
}

class DashboardOverviewDto implements DashboardOverview {
  @IsIn(TIME_RANGES) timeRange!: 'SESSION' | 'CUSTOM';
  @IsIsoDateString() from!: IsoDate;
  @IsIsoDateString() to!: IsoDate;
  @IsId() playerId!: string;
  @IsArray() @ValidateNested({ each: true }) teams!: PlayerTeamDto[];
  @IsIsoDateString() lastSessionDate!: IsoDate;
  @IsObject() @ValidateNested() summary!: DashboardSummaryDto;
}

/** GET /web/dashboard/players/{playerId}: a malformed answer throws ApiError('BAD_RESPONSE'). */
export function readDashboardOverviewResponse(raw: unknown, call: string): DashboardOverview {
  const dto = copyFields(new DashboardOverviewDto(), raw, ['timeRange', 'from', 'to', 'playerId', 'teams', 'lastSessionDate', 'summary']);
  setField(dto, 'teams', nestedEach(readField(dto, 'teams'), () => new PlayerTeamDto(), PLAYER_TEAM_FIELDS));
  buildSummary(dto);
  assertValidResponse(dto, call);
  return dto;
}

class DashboardFiguresDto implements DashboardFigures {
  @IsIn(TIME_RANGES) timeRange!: 'SESSION' | 'CUSTOM';
  @IsIsoDateString() from!: IsoDate;
  @IsIsoDateString() to!: IsoDate;
  @IsIn(DASHBOARD_SCOPES) scope!: DashboardScope;
  @IsNullableString() teamId!: string | null;
  @IsIn(DASHBOARD_TIMELINE_METRICS) metric!: DashboardTimelineMetric;
  @IsNullableString() latestActivityId!: string | null;
  @IsObject() @ValidateNested() summary!: DashboardSummaryDto;
  @IsObject() @ValidateNested() timeline!: DashboardTimelineDto;
}

/** GET /web/dashboard/players/{playerId}/teams/{teamId} | /all-teams | /individual. */
export function readDashboardFiguresResponse(raw: unknown, call: string): DashboardFigures {
  const dto = copyFields(new DashboardFiguresDto(), raw, [
    'timeRange', 'from', 'to', 'scope', 'teamId', 'metric', 'latestActivityId', 'summary', 'timeline',
  ]);
  buildSummary(dto);
  const timeline = readField(dto, 'timeline');
  setField(dto, 'timeline', timeline !== null && typeof timeline === 'object' && !Array.isArray(timeline) ? buildDashboardTimelineDto(timeline) : timeline);
  assertValidResponse(dto, call);
  assertTimelineConsistent(dto.timeline, call);
  if (dto.timeline.metric !== dto.metric || (dto.scope === 'TEAM') !== (dto.teamId !== null) || dto.from > dto.to) {
    throw new ApiError('BAD_RESPONSE', `Malformed answer to ${call}: metric, scope or range do not fit together`, 200);
  }
  return dto;
}
