import type { PlayerChanges } from '../acting-player/player-changes';
import { makeAutoObservable } from 'mobx';
import type { ActivityType } from '../../domain/activity/activity-type';
import type { Calendar, CalendarFilter, CalendarMode, CalendarTeam } from '../../domain/activity/calendar';
import type { IsoDate } from '../../domain/time/civil-date';
import type { DayRange } from '../../domain/time/day-range';
import type { Weekday } from '../../domain/time/calendar-week';
import { localDayOf, type TimeZone } from '../../domain/time/time-zone';
import { LatestRequest } from '../latest-request/latest-request';
import type { CalendarApi } from '../ports/calendar-api.port';
import type { Clock } from '../ports/clock.port';
import { calendarDaysOf, weeksOf, type CalendarDay } from './calendar-days';
import { calendarQueryOf, isTeamSelected } from './calendar-filter';
import type { CalendarFilterStore } from './calendar-filter.store';
import { moveCalendarDay, type CalendarDayMove } from './calendar-day-move';
import { shiftViewDate, visibleRange } from './calendar-range';

/** Who the calendar is for: the session's acting player, and its changes (a parent switching child). */
export interface CalendarPlayer {
  readonly activePlayerId: string | null;
  readonly playerChanges$: PlayerChanges<string | null>;
}

export type CalendarLoadState = 'loading' | 'ready' | 'error';

/** The error code the view shows with a retry (docs/product-rules.md#messages, shared message catalog). */
export const CALENDAR_LOAD_ERROR = 'TRY_AGAIN_LATER';
/** The empty state (docs/product-rules.md#messages): 'There are no sessions for this player.' */
export const CALENDAR_EMPTY = 'NO_SESSIONS';

/** The region's first day of the week when the view has not said (docs/product-rules.md#days-and-time-zones). */
const MONDAY: Weekday = 1;

/**
 * The calendar page (docs/product-rules.md#signed-in-routes, docs/product-rules.md#calendar): a month grid or a week list of the
 * acting player's sessions, filtered by type and team; the filter lives in CalendarFilterStore.
 * Its days are the viewer's local days in the Clock's time zone (docs/product-rules.md#days-and-time-zones):
 * today, the days asked for, and the day each session is shown on (the local day of its start).
 */
export class CalendarViewModel {
  today: IsoDate;
  /** The first day of the week in the reader's region (1 Monday … 7 Sunday): the week view and the month grid's rows start on it. */
  firstDayOfWeek: Weekday = MONDAY;
  /** The viewer's IANA time zone, read once per page. */
  readonly timeZone: TimeZone;
  private calendar: Calendar | null = null;
  /** The view's range for the acting player: an answer overtaken by a newer request, or for another player, is dropped. */
  private readonly request: LatestRequest<Calendar, typeof CALENDAR_LOAD_ERROR>;
  /** Between start() and dispose(). */
  private started = false;
  /** A load is scheduled for the next task (loadAfterPaint): the period shown is not the one loaded. */
  private loadScheduled = false;

  constructor(
    private readonly api: CalendarApi,
    private readonly player: CalendarPlayer,
    private readonly filters: CalendarFilterStore,
    private readonly clock: Clock,
  ) {
    this.timeZone = clock.timeZone();
    this.today = localDayOf(clock.now(), this.timeZone);
    this.request = new LatestRequest({
      owner: { kind: 'acting-player', source: player },
      classify: () => CALENDAR_LOAD_ERROR,
    });
    makeAutoObservable<CalendarViewModel, 'api' | 'player' | 'filters' | 'clock' | 'request' | 'started'>(this, {
      api: false,
      player: false,
      filters: false,
      clock: false,
      timeZone: false,
      request: false,
      started: false,
    });
  }

  get loadState(): CalendarLoadState {
    if (this.loadScheduled) return 'loading';
    const { status } = this.request.state;
    return status === 'loaded' ? 'ready' : status === 'failed' ? 'error' : 'loading';
  }

  get filter(): CalendarFilter {
    return this.filters.filter;
  }

  get mode(): CalendarMode {
    return this.filter.mode;
  }

  /** Validated when read from storage, so always a real date. */
  get viewDate(): IsoDate {
    return this.filter.viewDate as IsoDate;
  }

  get range(): DayRange {
    return visibleRange(this.mode, this.viewDate, this.firstDayOfWeek);
  }

  get teams(): readonly CalendarTeam[] {
    return this.calendar?.teams ?? [];
  }

  /** True once an answer has arrived: while a newer one loads, the view keeps showing it. */
  get hasData(): boolean {
    return this.calendar !== null;
  }

  /** Every day of the view, each with its filtered sessions in start order, on the local day of their start. */
  get days(): readonly CalendarDay[] {
    const { filter, mode, viewDate, range, today, timeZone } = this;
    return calendarDaysOf({ events: this.calendar?.events ?? [], filter, mode, viewDate, range, today, timeZone });
  }

  /** The month grid's rows, each starting on the region's first day of the week. */
  get weeks(): readonly (readonly CalendarDay[])[] {
    return weeksOf(this.days);
  }

  /** The days of the period that have sessions: the agenda list (the month view on a phone). */
  get agendaDays(): readonly CalendarDay[] {
    return this.days.filter((day) => day.inPeriod && day.sessions.length > 0);
  }

  get isEmpty(): boolean {
    return this.loadState === 'ready' && this.agendaDays.length === 0;
  }

  get emptyCode(): typeof CALENDAR_EMPTY | null {
    return this.isEmpty ? CALENDAR_EMPTY : null;
  }

  get errorCode(): typeof CALENDAR_LOAD_ERROR | null {
    return this.loadState === 'error' ? CALENDAR_LOAD_ERROR : null;
  }

  isTypeSelected(type: ActivityType): boolean {
    return this.filter.sessionTypes.includes(type);
  }

  isTeamSelected(teamId: string): boolean {
    return isTeamSelected(this.filter.teamIds, teamId);
  }

  /** The last checked team stays checked (its chip is disabled). */
  canToggleTeam(teamId: string): boolean {
    const checked = this.teams.filter((team) => this.isTeamSelected(team.teamId));
    return !(checked.length === 1 && checked[0]?.teamId === teamId);
  }

  /**
   * The reader's region starts its weeks on `firstDay` (the view reads it from the locale). Set
   * before start(), it costs no request; later (a language change), the view loads again when its
   * days changed.
   */
  setFirstDayOfWeek(firstDay: Weekday): void {
    if (firstDay === this.firstDayOfWeek) return;
    const before = this.range;
    this.firstDayOfWeek = firstDay;
    const after = this.range;
    if (this.started && (after.from !== before.from || after.to !== before.to)) void this.load();
  }

  /**
   * Loads now and, following the acting player, again for each new one: every team again, and
   * their sessions. Signed out, the page is leaving: nothing is asked, and the filter (which
   * sign-out removed) is not written back for the next user. Pair with dispose().
   */
  start(): void {
    this.started = true;
    this.request.follow({
      forget: () => {
        this.calendar = null;
      },
      reload: () => {
        this.filters.selectAllTeams();
        void this.load();
      },
    });
    void this.load();
  }

  dispose(): void {
    this.started = false;
    this.request.stop();
  }

  retry(): void {
    void this.load();
  }

  toggleSessionType(type: ActivityType): void {
    this.filters.toggleSessionType(type);
    void this.load();
  }

  toggleTeam(teamId: string): void {
    if (!this.canToggleTeam(teamId)) return;
    this.filters.toggleTeam(
      teamId,
      this.teams.map((team) => team.teamId),
    );
    void this.load();
  }

  setMode(mode: CalendarMode): void {
    if (mode === this.mode) return;
    this.filters.setMode(mode);
    void this.load();
  }

  /**
   * The previous period shows at once, its days with the sessions already known; its own sessions are asked for in a
   * task of their own (the clock's scheduler), so the tap's next paint is the new period, not the request
   * (docs/architecture.md#interactions-on-a-slow-phone). Taps in one task make one request, for the period shown
   * when it runs.
   */
  showPrevious(): void {
    this.filters.setViewDate(shiftViewDate(this.mode, this.viewDate, -1));
    this.loadAfterPaint();
  }

  /** The next period, as showPrevious() shows the previous one. */
  showNext(): void {
    this.filters.setViewDate(shiftViewDate(this.mode, this.viewDate, 1));
    this.loadAfterPaint();
  }

  /** One request for the taps of one task: it reads the period when it runs. */
  private loadAfterPaint(): void {
    if (this.loadScheduled) return;
    this.loadScheduled = true;
    this.clock.scheduler.schedule(() => this.runScheduledLoad());
  }

  private runScheduledLoad(): void {
    this.loadScheduled = false;
    void this.load();
  }

  showToday(): void {
    this.today = localDayOf(this.clock.now(), this.timeZone);
    this.filters.setViewDate(this.today);
    void this.load();
  }

  /**
   * The day that holds the keyboard focus in the grid (the one day in the tab order): the view
   * date itself, so previous / next / today and a reload keep it, and it is always in the period.
   */
  get focusedDate(): IsoDate {
    return this.viewDate;
  }

  /** Moves the focused day; moving out of the period shows the period of the new day. */
  moveFocus(move: CalendarDayMove): void {
    const before = this.range;
    this.filters.setViewDate(moveCalendarDay(this.mode, this.viewDate, move, this.firstDayOfWeek));
    const after = this.range;
    if (after.from !== before.from || after.to !== before.to) void this.load();
  }

  /** A day of the period chosen by pointer becomes the focused day; a neighbouring month's day does not move the view. */
  focusDay(date: IsoDate): void {
    if (this.days.some((day) => day.date === date && day.inPeriod)) this.filters.setViewDate(date);
  }

  /** Fetches the view's range; an answer overtaken by a newer request, or for another player, is dropped. */
  async load(): Promise<void> {
    const playerId = this.player.activePlayerId;
    if (playerId === null) {
      this.request.fail(CALENDAR_LOAD_ERROR);
      return;
    }
    await this.request.run(
      () => this.api.getCalendar(playerId, calendarQueryOf(this.filter, this.range, this.timeZone)),
      {
        loaded: (calendar) => {
          this.calendar = calendar;
        },
      },
    );
  }
}
