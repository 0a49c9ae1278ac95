import { makeAutoObservable } from 'mobx';
import type { CalendarEvent } from '../../domain/activity/calendar';
import type { DashboardEntity } from '../../domain/dashboard/dashboard-query';
import { MAX_TIMELINE_PAGE_SIZE, type TimelineValue } from '../../domain/dashboard/dashboard-timeline';
import { classifyDataState, toListedDataState, type ListedDataState } from '../../domain/data-states/data-state';
import type { LoadEntry } from '../../domain/load/daily-load';
import {
  findLoadDataGaps,
  holdsLoadVerdict,
  isLoadRatioProvisional,
  loadWindowDays,
  type LoadDataGaps,
  type LoadSession,
} from '../../domain/load/load-data-gaps';
import { computeLoadStatus, type LoadStatus } from '../../domain/load/load-status';
import { computeLoadWeeks, type LoadWeekDay } from '../../domain/load/load-weeks';
import { classifyWeekShape, type WeekShape } from '../../domain/load/week-shape';
import { isIsoDate, type IsoDate } from '../../domain/time/civil-date';
import { localDayOf, type TimeZone } from '../../domain/time/time-zone';
import type { ActingPlayerSource } from '../acting-player/acting-player-answer';
import { LatestRequest } from '../latest-request/latest-request';
import type { CalendarApi } from '../ports/calendar-api.port';
import type { Clock } from '../ports/clock.port';
import type { DashboardApi } from '../ports/dashboard-api.port';
import { classifyDashboardFailure, type DashboardErrorCode, type DashboardFailure } from './dashboard-errors';

/**
 * loading; error (with a retry); empty: no session with data at all; baseline: fewer than 21 days
 * of history before the last 7 days; status: a ratio, or no usual week to compare with.
 */
export type LoadStatusState = 'loading' | 'error' | 'empty' | 'baseline' | 'status';

/**
 * Where the loads come from (docs/product-rules.md#load-status): the dashboard's WORKLOAD timeline,
 * whose values are the local days' TRIMPs summed by the server in the viewer's zone. Two scopes make
 * every session (a session is in a team or it is not), so two calls, each the newest page of the
 * whole history at the largest size (100 values). 100 values (days with sessions) reach at least 99 days back, more than the 98 days
 * the status reads, and a page with fewer values is the whole history, so its oldest value is the
 * first day with a session. The session history would list every session with all its columns, and
 * more than one page of them for a busy player.
 */
const LOAD_SCOPES: readonly DashboardEntity[] = [{ scope: 'ALL_TEAMS' }, { scope: 'INDIVIDUAL' }];

/** Whose card it is: the acting player, and whether the reader is a parent reading a child's. */
interface LoadStatusViewer extends ActingPlayerSource {
  readonly isParent: boolean;
}

/** A session of the card's windows whose data has not arrived, as the card names it. */
export interface SessionWithoutData extends LoadSession {
  readonly activityId: string;
  readonly title: string;
  /** ISO 8601 instant of the start. */
  readonly startTime: string;
  readonly dataState: ListedDataState;
  /** The session page (docs/product-rules.md#signed-in-routes). */
  readonly href: string;
}

/** One answer of the card: the status, its chart day by day, and the sessions its figures lack. */
interface LoadCard {
  readonly status: LoadStatus | null;
  readonly weeks: readonly LoadWeekDay[];
  readonly gaps: LoadDataGaps<SessionWithoutData>;
}

const NO_GAPS: LoadDataGaps<SessionWithoutData> = { lastWeek: [], weeksBefore: [] };

function toSessionWithoutData(event: CalendarEvent, timeZone: TimeZone): SessionWithoutData {
  return {
    activityId: event.activityId,
    title: event.title,
    startTime: event.startTime,
    // The calendar dates each session in the zone the call names, the card's zone.
    day: isIsoDate(event.date) ? event.date : localDayOf(Date.parse(event.startTime), timeZone),
    dataStatus: event.dataStatus,
    // A list does not say who ran a session: the two not-synced states read as one.
    dataState: toListedDataState(
      classifyDataState({ status: event.dataStatus, coachRun: false, durationSec: event.durationSeconds }),
    ),
    href: `/calendar/activity/${encodeURIComponent(event.activityId)}`,
  };
}

/**
 * The dashboard's load card (docs/product-rules.md#load-status): is the acting player (a parent's
 * selected child) doing more or less than usual? One request for the two timelines and the
 * calendar of the card's 28 days (the sessions without data, whose load the figures lack); an
 * answer for a player who is no longer acting is dropped, and the card asks again for the new one.
 */
export class LoadStatusViewModel {
  private readonly request: LatestRequest<LoadCard, DashboardFailure>;

  constructor(
    private readonly api: DashboardApi,
    private readonly calendar: CalendarApi,
    private readonly viewer: LoadStatusViewer,
    private readonly clock: Clock,
  ) {
    this.request = new LatestRequest({
      owner: { kind: 'acting-player', source: viewer },
      classify: (error) => classifyDashboardFailure(error, 'dashboard'),
    });
    makeAutoObservable<LoadStatusViewModel, 'api' | 'calendar' | 'viewer' | 'clock' | 'request'>(this, {
      api: false,
      calendar: false,
      viewer: false,
      clock: false,
      request: false,
    });
  }

  get state(): LoadStatusState {
    const { state } = this.request;
    if (state.status === 'failed') return state.error.kind === 'empty' ? 'empty' : 'error';
    if (state.status !== 'loaded') return 'loading';
    if (state.value.status === null) return 'empty';
    return state.value.status.kind === 'baseline' ? 'baseline' : 'status';
  }

  private get card(): LoadCard | null {
    const { state } = this.request;
    return state.status === 'loaded' ? state.value : null;
  }

  /** The status once loaded (null while loading, on an error, or without any session with data). */
  get status(): LoadStatus | null {
    return this.card?.status ?? null;
  }

  /** The chart and its table: each day's last 7 days and usual week, the last day being the figures'. */
  get weeks(): readonly LoadWeekDay[] {
    return this.card?.weeks ?? [];
  }

  /** The sessions of the last 7 days without data, oldest first: the card names them. */
  get sessionsWithoutDataThisWeek(): readonly SessionWithoutData[] {
    return this.card?.gaps.lastWeek ?? [];
  }

  /** How many sessions of the 3 weeks before have no data: the usual week lacks their load. */
  get sessionsWithoutDataBefore(): number {
    return this.card?.gaps.weeksBefore.length ?? 0;
  }

  /** While a session of the last 7 days has no data, the card names no band. */
  get verdictHeld(): boolean {
    return holdsLoadVerdict(this.card?.gaps ?? NO_GAPS);
  }

  /** A ratio read while a session of either window has no data. */
  get ratioProvisional(): boolean {
    return isLoadRatioProvisional(this.card?.gaps ?? NO_GAPS);
  }

  /** Whether a session of the last 7 days waits to be synced (the card says what brings it). */
  get awaitsSync(): boolean {
    return this.sessionsWithoutDataThisWeek.some((session) => session.dataState === 'not-synced');
  }

  /** How the last 7 days were spread, in words (none while the verdict is held). */
  get weekShape(): WeekShape | null {
    const status = this.status;
    if (status === null || this.verdictHeld) return null;
    return classifyWeekShape(status.acute, status.monotony);
  }

  /** A parent reads a child's card: the card speaks of the player in the third person. */
  get reader(): 'player' | 'parent' {
    return this.viewer.isParent ? 'parent' : 'player';
  }

  get errorCode(): DashboardErrorCode | null {
    const { state } = this.request;
    return state.status === 'failed' && state.error.kind === 'error' ? state.error.code : null;
  }

  /** Loads now and, following the acting player, again for each new one. Pair with dispose(). */
  start(): void {
    this.request.follow({ reload: () => void this.load() });
    void this.load();
  }

  dispose(): void {
    this.request.stop();
  }

  retry(): void {
    void this.load();
  }

  private async load(): Promise<void> {
    const playerId = this.viewer.activePlayerId;
    if (playerId === null) {
      this.request.fail({ kind: 'error', code: 'GENERIC_ERROR' });
      return;
    }
    // One zone for the whole load: today and the answers' days are counted in it.
    const timeZone = this.clock.timeZone();
    const today = localDayOf(this.clock.now(), timeZone);
    await this.request.run(async () => {
      const [sessions, pages] = await Promise.all([
        this.sessionsOf(playerId, today, timeZone),
        Promise.all(LOAD_SCOPES.map((entity) => this.loadsOf(playerId, entity, timeZone))),
      ]);
      const entries = pages.flat();
      const status = computeLoadStatus(entries, today);
      return {
        status,
        weeks: status === null ? [] : computeLoadWeeks(entries, status.firstDay, today),
        gaps: findLoadDataGaps(sessions, today),
      };
    });
  }

  /** The sessions of the card's 28 days with their data states, oldest first (the calendar's call). */
  private async sessionsOf(playerId: string, today: IsoDate, timeZone: TimeZone): Promise<SessionWithoutData[]> {
    const { from, to } = loadWindowDays(today);
    try {
      const calendar = await this.calendar.getCalendar(playerId, { from, to, timeZone });
      return calendar.events
        .map((event) => toSessionWithoutData(event, timeZone))
        .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
    } catch (error) {
      if (classifyDashboardFailure(error, 'dashboard').kind === 'empty') return [];
      throw error;
    }
  }

  /** One scope's days with sessions, as loads; none when the scope has no session (BP_404). */
  private async loadsOf(playerId: string, entity: DashboardEntity, timeZone: TimeZone): Promise<LoadEntry[]> {
    try {
      const timeline = await this.api.getTimeline(playerId, {
        entity,
        metric: 'WORKLOAD',
        page: 0,
        size: MAX_TIMELINE_PAGE_SIZE,
        timeZone,
      });
      return timeline.timelineValues.map((value: TimelineValue) => ({ day: value.date, trimps: value.value }));
    } catch (error) {
      if (classifyDashboardFailure(error, 'dashboard').kind === 'empty') return [];
      throw error;
    }
  }
}
