import { makeAutoObservable } from 'mobx';
import type { DashboardFigures } from '../../domain/dashboard/dashboard-data';
import { DASHBOARD_METRIC_COLOURS, selectTimelineWindowSize } from '../../domain/dashboard/dashboard-display';
import type { DashboardMetric, DashboardQuery } from '../../domain/dashboard/dashboard-query';
import {
  hasNewerTimelinePage,
  hasOlderTimelinePage,
  toDisplayTimeline,
  type DashboardTimeline,
} from '../../domain/dashboard/dashboard-timeline';
import type { DayRange } from '../../domain/time/day-range';
import type { ActingPlayerSource } from '../acting-player/acting-player-answer';
import { LatestRequest } from '../latest-request/latest-request';
import type { DashboardApi } from '../ports/dashboard-api.port';
import { classifyDashboardFailure, type DashboardErrorCode, type DashboardFailure } from './dashboard-errors';

/** ready: figures and a timeline page; empty: BP_404, no session in the range and scope. */
export type DashboardCardState = 'loading' | 'ready' | 'empty' | 'error';

/** What a card asks for: whose figures, the query the domain built, the screen's timeline page size. */
export interface DashboardCardRequest {
  readonly playerId: string;
  readonly query: DashboardQuery;
  readonly pageSize: number;
}

/** The values a request's chart shows at once: the screen's page, or the whole range of days (selectTimelineWindowSize). */
const windowSizeOf = (request: DashboardCardRequest): number =>
  selectTimelineWindowSize(request.pageSize, request.query.range);

/**
 * One metric's card (docs/product-rules.md#dashboard-fields): its figures and its timeline,
 * a page at a time (page 0 the newest; older pages go back in time). The figures call brings
 * the newest page; paging and a new page size ask the timeline call. An answer that lands after
 * the acting player changed is dropped.
 */
export class DashboardMetricCardModel {
  state: DashboardCardState = 'loading';
  errorCode: DashboardErrorCode | null = null;
  figures: DashboardFigures | null = null;
  /** The page shown, as it came (values in the wire's unit). */
  timeline: DashboardTimeline | null = null;
  timelineLoading = false;
  timelineErrorCode: DashboardErrorCode | 'NO_DATA' | null = null;
  private request: DashboardCardRequest | null = null;
  /** The page asked for last (kept for a retry of the timeline call). */
  private wantedPage = 0;
  /** The figures and the timeline pages, for the acting player: each call overtakes the one before, of either kind. */
  private readonly calls: LatestRequest<DashboardFigures | DashboardTimeline, DashboardFailure>;

  constructor(
    readonly metric: DashboardMetric,
    private readonly api: DashboardApi,
    player: ActingPlayerSource,
  ) {
    this.calls = new LatestRequest({
      owner: { kind: 'acting-player', source: player },
      classify: (error) => classifyDashboardFailure(error, 'dashboard'),
    });
    makeAutoObservable<DashboardMetricCardModel, 'api' | 'request' | 'wantedPage' | 'calls'>(this, {
      metric: false,
      api: false,
      request: false,
      wantedPage: false,
      calls: false,
    });
  }

  get colour(): string {
    return DASHBOARD_METRIC_COLOURS[this.metric];
  }

  /** The page as shown: seconds become minutes for the time metrics. */
  get shownTimeline(): DashboardTimeline | null {
    return this.timeline === null ? null : toDisplayTimeline(this.timeline);
  }

  /**
   * The days the chart spans, so that its points sit on their dates: the whole range when one page
   * holds every value of it (the headline's days, a sparse week included), else the page's first
   * to last day (the latest session's history, a range longer than a page). Null without values.
   */
  get chartDays(): DayRange | null {
    const values = this.timeline?.timelineValues ?? [];
    const first = values[0];
    const last = values[values.length - 1];
    if (first === undefined || last === undefined) return null;
    const figures = this.figures;
    if (figures !== null && figures.timeRange === 'CUSTOM' && this.timeline !== null && this.timeline.totalPages <= 1) {
      return { from: figures.from, to: figures.to };
    }
    return { from: first.date, to: last.date };
  }

  /** The session the figures are of, for the latest-session range (the chart marks it); else null. */
  get latestActivityId(): string | null {
    return this.figures?.latestActivityId ?? null;
  }

  get canShowOlder(): boolean {
    return this.timeline !== null && !this.timelineLoading && hasOlderTimelinePage(this.timeline);
  }

  get canShowNewer(): boolean {
    return this.timeline !== null && !this.timelineLoading && hasNewerTimelinePage(this.timeline);
  }

  /** Fetches the figures and the newest timeline page; a newer request overtakes this one. */
  async load(request: DashboardCardRequest): Promise<void> {
    this.request = request;
    this.wantedPage = 0;
    this.state = 'loading';
    this.errorCode = null;
    this.timelineLoading = false;
    this.timelineErrorCode = null;
    const { entity, metric, range, timeZone } = request.query;
    await this.calls.run(
      () =>
        this.api.getFigures(request.playerId, { entity, metric, range, timeZone, timelineSize: windowSizeOf(request) }),
      {
        loaded: (figures) => {
          this.figures = figures;
          this.timeline = figures.timeline;
          this.state = 'ready';
        },
        failed: (failure) => {
          this.figures = null;
          this.timeline = null;
          this.state = failure.kind === 'empty' ? 'empty' : 'error';
          this.errorCode = failure.kind === 'error' ? failure.code : null;
        },
      },
    );
  }

  showOlder(): void {
    if (this.canShowOlder && this.timeline) void this.loadPage(this.timeline.page + 1);
  }

  showNewer(): void {
    if (this.canShowNewer && this.timeline) void this.loadPage(this.timeline.page - 1);
  }

  /** The screen's page size changed: the newest page again, at the new size (a range of days already shown whole asks nothing). */
  setPageSize(pageSize: number): void {
    if (this.request === null || this.request.pageSize === pageSize) return;
    const shownSize = windowSizeOf(this.request);
    this.request = { ...this.request, pageSize };
    if (windowSizeOf(this.request) === shownSize) return;
    if (this.state === 'ready') void this.loadPage(0);
    else if (this.state === 'loading') void this.load(this.request);
  }

  /** Retries what failed: the figures, or the timeline page. */
  retry(): void {
    if (this.request === null) return;
    if (this.state === 'error') void this.load(this.request);
    else if (this.timelineErrorCode !== null) void this.loadPage(this.wantedPage);
  }

  /** Drops any answer still on its way (the page unmounts, or the player changes). */
  cancel(): void {
    this.calls.cancel();
  }

  /** Another acting player: nothing of the previous one's figures stays on the card. */
  reset(): void {
    this.cancel();
    this.request = null;
    this.state = 'loading';
    this.errorCode = null;
    this.figures = null;
    this.timeline = null;
    this.timelineLoading = false;
    this.timelineErrorCode = null;
  }

  private async loadPage(page: number): Promise<void> {
    const request = this.request;
    if (request === null) return;
    this.wantedPage = page;
    this.timelineLoading = true;
    this.timelineErrorCode = null;
    const { entity, metric, range, timeZone } = request.query;
    await this.calls.run(
      () =>
        this.api.getTimeline(request.playerId, { entity, metric, page, size: windowSizeOf(request), range, timeZone }),
      {
        loaded: (timeline) => {
          this.timeline = timeline;
          this.timelineLoading = false;
        },
        failed: (failure) => {
          this.timelineLoading = false;
          this.timelineErrorCode = failure.kind === 'empty' ? 'NO_DATA' : failure.code;
        },
      },
    );
  }
}
