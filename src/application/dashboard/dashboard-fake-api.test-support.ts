import type { DashboardApi, DashboardRequest, DashboardTimelineRequest } from '../ports/dashboard-api.port';
import type { DashboardFigures, DashboardOverview, PlayerTeam } from '../../domain/dashboard/dashboard-data';
import type { DashboardTimeRange } from '../../domain/dashboard/dashboard-query';
import { summariseDashboardSessions, type DashboardSummary } from '../../domain/dashboard/dashboard-summary';
import {
  pageTimeline,
  TIMELINE_VALUE_UNITS,
  type DashboardTimeline,
  type TimelineValue,
} from '../../domain/dashboard/dashboard-timeline';
import { ApiError } from '../../domain/errors/api-error';
import { addDays, type IsoDate } from '../../domain/time/civil-date';
import type { TimeZone } from '../../domain/time/time-zone';

const TEAMS: readonly PlayerTeam[] = [
  { teamId: 'team-a', name: 'Lions U16', organization: 'Lakeside FC' },
  { teamId: 'team-b', name: 'Tigers', organization: 'Riverside Academy' },
];

/** 45 days of values, oldest first: value = 60 × (day index + 1) (seconds: 1, 2, 3… minutes); session `act-{index}`. */
const HISTORY: readonly TimelineValue[] = Array.from({ length: 45 }, (_, index) => ({
  date: addDays('2025-12-01' as IsoDate, index),
  value: 60 * (index + 1),
  points: 1,
  activityId: `act-${index}`,
}));

const SUMMARY = summariseDashboardSessions([
  { durationSeconds: 5400, timeAbove80Seconds: 1200, apSeconds: 2700, distanceMeters: 6400, trimps: 180 },
]);

type Call =
  | { kind: 'teams'; playerId: string }
  | { kind: 'overview'; playerId: string; range: DashboardTimeRange; timeZone: TimeZone }
  | { kind: 'figures'; playerId: string; request: DashboardRequest }
  | { kind: 'timeline'; playerId: string; request: DashboardTimelineRequest };

/** A dashboard API answering from HISTORY; failures and pauses are set per call kind. */
export class FakeDashboardApi implements DashboardApi {
  readonly calls: Call[] = [];
  teams: readonly PlayerTeam[] = TEAMS;
  /** The figures the overview and figures calls answer (one 90-minute session that measured movement, by default). */
  summary: DashboardSummary = SUMMARY;
  /** Errors to throw, by call kind, consumed one per call. */
  readonly failures: Partial<Record<Call['kind'], ApiError[]>> = {};
  /** Calls held until release() (to see loading states and overtaken answers). */
  hold = false;
  private held: (() => void)[] = [];

  fail(kind: Call['kind'], code: ApiError['code'], times = 1): void {
    const httpStatus = code === 'BP_404' ? 404 : code === 'NETWORK' ? 0 : 500;
    this.failures[kind] = [
      ...(this.failures[kind] ?? []),
      ...Array.from({ length: times }, () => new ApiError(code, code, httpStatus)),
    ];
  }

  /** Answers the held calls, the oldest first, or the newest first (an older answer landing last). */
  release(order: 'oldest first' | 'newest first' = 'oldest first'): void {
    const held = order === 'oldest first' ? this.held : [...this.held].reverse();
    this.held = [];
    held.forEach((go) => go());
  }

  callsOf<K extends Call['kind']>(kind: K): Extract<Call, { kind: K }>[] {
    return this.calls.filter((call): call is Extract<Call, { kind: K }> => call.kind === kind);
  }

  getPlayerTeams(playerId: string): Promise<readonly PlayerTeam[]> {
    return this.answer({ kind: 'teams', playerId }, () => this.teams);
  }

  getOverview(playerId: string, range: DashboardTimeRange, timeZone: TimeZone): Promise<DashboardOverview> {
    return this.answer({ kind: 'overview', playerId, range, timeZone }, () => ({
      timeRange: 'SESSION',
      from: '2026-01-14' as IsoDate,
      to: '2026-01-14' as IsoDate,
      playerId,
      teams: this.teams,
      lastSessionDate: '2026-01-14' as IsoDate,
      summary: this.summary,
    }));
  }

  getFigures(playerId: string, request: DashboardRequest): Promise<DashboardFigures> {
    return this.answer({ kind: 'figures', playerId, request }, () => ({
      timeRange: request.range.timeRange,
      from: request.range.timeRange === 'CUSTOM' ? request.range.from : ('2026-01-14' as IsoDate),
      to: request.range.timeRange === 'CUSTOM' ? request.range.to : ('2026-01-14' as IsoDate),
      scope: request.entity.scope,
      teamId: request.entity.scope === 'TEAM' ? request.entity.teamId : null,
      metric: request.metric,
      latestActivityId: request.range.timeRange === 'SESSION' ? 'act-9' : null,
      summary: this.summary,
      timeline: this.timelineOf(request.metric, 0, request.timelineSize ?? 30),
    }));
  }

  getTimeline(playerId: string, request: DashboardTimelineRequest): Promise<DashboardTimeline> {
    return this.answer({ kind: 'timeline', playerId, request }, () =>
      this.timelineOf(request.metric, request.page, request.size),
    );
  }

  private timelineOf(metric: DashboardRequest['metric'], page: number, size: number): DashboardTimeline {
    return { metric, unit: TIMELINE_VALUE_UNITS[metric], ...pageTimeline(HISTORY, page, size) };
  }

  private answer<T>(call: Call, make: () => T): Promise<T> {
    this.calls.push(call);
    const failure = this.failures[call.kind]?.shift();
    const settle = (resolve: (value: T) => void, reject: (error: unknown) => void) =>
      failure ? reject(failure) : resolve(make());
    return new Promise<T>((resolve, reject) => {
      if (this.hold) this.held.push(() => settle(resolve, reject));
      else settle(resolve, reject);
    });
  }
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
