import type { ActivityDataStatus } from '../../domain/activity/activity-type';
import type { Calendar, CalendarEvent, CalendarQuery } from '../../domain/activity/calendar';
import type { DashboardFigures, DashboardOverview, PlayerTeam } from '../../domain/dashboard/dashboard-data';
import { pageTimeline, type DashboardTimeline, type TimelineValue } from '../../domain/dashboard/dashboard-timeline';
import { ApiError } from '../../domain/errors/api-error';
import { addDays, type IsoDate } from '../../domain/time/civil-date';
import type { CalendarApi } from '../ports/calendar-api.port';
import type { DashboardApi, DashboardTimelineRequest } from '../ports/dashboard-api.port';

/** The scopes the load card asks for: team sessions and sessions outside any team. */
type LoadScope = 'ALL_TEAMS' | 'INDIVIDUAL';

/** A day's load for a fake timeline: how many days before `today`, and its TRIMPs. */
export interface FakeLoadDay {
  readonly daysBack: number;
  readonly trimps: number;
}

/**
 * A dashboard API answering only the WORKLOAD timelines, from days given per player and scope;
 * a scope without days answers BP_404, as the server does. Failures and held answers as the
 * dashboard's own fake.
 */
export class FakeLoadTimelineApi implements DashboardApi {
  readonly calls: { readonly playerId: string; readonly request: DashboardTimelineRequest }[] = [];
  /** Errors to throw, one per timeline call. */
  readonly failures: ApiError[] = [];
  hold = false;
  private held: (() => void)[] = [];
  private readonly days = new Map<string, TimelineValue[]>();

  constructor(private readonly today: IsoDate) {}

  /** Gives the player's scope these days (oldest or newest first, in any order). */
  give(playerId: string, scope: LoadScope, days: readonly FakeLoadDay[]): void {
    const values = days
      .map(({ daysBack, trimps }, index) => ({
        date: addDays(this.today, -daysBack),
        value: trimps,
        points: 1,
        activityId: `${playerId}-${scope}-${index}`,
      }))
      .sort((a, b) => (a.date < b.date ? -1 : 1));
    this.days.set(`${playerId}/${scope}`, values);
  }

  fail(code: ApiError['code']): void {
    this.failures.push(new ApiError(code, code, code === 'NETWORK' ? 0 : 500));
  }

  release(order: 'oldest first' | 'newest first' = 'oldest first'): void {
    const held = order === 'oldest first' ? this.held : [...this.held].reverse();
    this.held = [];
    held.forEach((go) => go());
  }

  getTimeline(playerId: string, request: DashboardTimelineRequest): Promise<DashboardTimeline> {
    this.calls.push({ playerId, request });
    const failure = this.failures.shift();
    const values = this.days.get(`${playerId}/${request.entity.scope}`) ?? [];
    const answer = (resolve: (value: DashboardTimeline) => void, reject: (error: unknown) => void) => {
      if (failure) reject(failure);
      else if (values.length === 0) reject(new ApiError('BP_404', 'No data found for the selected date range', 404));
      else resolve({ metric: request.metric, unit: 'TRIMPS', ...pageTimeline(values, request.page, request.size) });
    };
    return new Promise((resolve, reject) => {
      if (this.hold) this.held.push(() => answer(resolve, reject));
      else answer(resolve, reject);
    });
  }

  getPlayerTeams(): Promise<readonly PlayerTeam[]> {
    return Promise.reject(new Error('the load card asks only for timelines'));
  }

  getOverview(): Promise<DashboardOverview> {
    return Promise.reject(new Error('the load card asks only for timelines'));
  }

  getFigures(): Promise<DashboardFigures> {
    return Promise.reject(new Error('the load card asks only for timelines'));
  }
}

/** A session for the fake calendar: how many days before `today`, its data status and its title. */
export interface FakeLoadSession {
  readonly daysBack: number;
  readonly status: ActivityDataStatus;
  readonly title?: string;
}

/**
 * A calendar answering the sessions given per player (each at 17:00 UTC on its day), within the
 * query's days, as the server does; failures one per call.
 */
export class FakeLoadCalendarApi implements CalendarApi {
  readonly calls: { readonly playerId: string; readonly query: CalendarQuery }[] = [];
  readonly failures: ApiError[] = [];
  private readonly sessions = new Map<string, CalendarEvent[]>();

  constructor(private readonly today: IsoDate) {}

  give(playerId: string, sessions: readonly FakeLoadSession[]): void {
    const events = sessions.map(({ daysBack, status, title }, index): CalendarEvent => {
      const date = addDays(this.today, -daysBack);
      return {
        activityId: `${playerId}-session-${index}`,
        date,
        startTime: `${date}T17:00:00.000Z`,
        durationSeconds: 3600,
        type: 'TRAINING',
        teamId: null,
        title: title ?? `Session ${index + 1}`,
        dataStatus: status,
      };
    });
    this.sessions.set(playerId, events);
  }

  fail(code: ApiError['code']): void {
    this.failures.push(new ApiError(code, code, code === 'NETWORK' ? 0 : 500));
  }

  getCalendar(playerId: string, query: CalendarQuery): Promise<Calendar> {
    this.calls.push({ playerId, query });
    const failure = this.failures.shift();
    if (failure) return Promise.reject(failure);
    const events = (this.sessions.get(playerId) ?? []).filter(
      (event) => event.date >= query.from && event.date <= query.to,
    );
    return Promise.resolve({ events, teams: [] });
  }
}
