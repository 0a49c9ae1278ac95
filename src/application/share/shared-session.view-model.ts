import { makeAutoObservable } from 'mobx';
import type { DistanceUnit } from '../../domain/account/user';
import type { SharedSession, SharedSessionSummary } from '../../domain/activity/shared-session';
import { classifyDataState, hasViewableData, type DataState } from '../../domain/data-states/data-state';
import { isApiError } from '../../domain/errors/api-error';
import { summariseTimeInZones, type TimeInZones } from '../../domain/heart-rate/time-in-zones';
import type { IsoDate } from '../../domain/time/civil-date';
import { localDayOf, type TimeZone } from '../../domain/time/time-zone';
import { LatestRequest } from '../latest-request/latest-request';
import type { Clock } from '../ports/clock.port';
import type { SharedSessionApi } from '../ports/shared-session-api.port';
import { SessionChartModel, type SessionChartContext } from '../session-detail/session-chart.model';

/**
 * loading → ready, or not-shared (the link's token is unknown, revoked or was never shared: one
 * state for the three, so a token tells nothing), or error (no answer; retry possible).
 */
export type SharedSessionStatus = 'loading' | 'ready' | 'not-shared' | 'error';

/** Whoever opened the link: their distance unit when they are signed in here, else none (metric). */
export interface SharedSessionViewer {
  readonly user: { readonly unitDistance: DistanceUnit } | null;
}

/** When the session started: the instant, and its local day in the viewer's zone (docs/product-rules.md#days-and-time-zones). */
export interface SharedSessionStart {
  readonly epochMs: number;
  readonly day: IsoDate;
  readonly timeZone: TimeZone;
}

/**
 * The public page of a shared session, /share/:token (docs/product-rules.md#shared-sessions): the
 * session read through its link without credentials, its figures and its charts, read-only, in the
 * viewer's units (metric for a visitor without an account) and the viewer's time zone. One per mount.
 */
export class SharedSessionViewModel {
  status: SharedSessionStatus = 'loading';
  session: SharedSession | null = null;
  /** The four charts, whose timelines come through the same link. */
  readonly chart: SessionChartModel;
  private token: string | null = null;
  /** The link read last: a public page, so its answer is anyone's; another token overtakes it. */
  private readonly reading = new LatestRequest<SharedSession, 'not-shared' | 'error'>({
    owner: { kind: 'anyone' },
    classify: (error) => (isApiError(error, 'BP_404') ? 'not-shared' : 'error'),
  });

  constructor(
    private readonly api: SharedSessionApi,
    private readonly viewer: SharedSessionViewer,
    private readonly clock: Pick<Clock, 'timeZone'>,
  ) {
    this.chart = new SessionChartModel(
      { getTimeline: (token, query) => api.getSharedTimeline(token, query) },
      new SharedChartContext(this),
    );
    makeAutoObservable<SharedSessionViewModel, 'api' | 'viewer' | 'clock' | 'token' | 'reading'>(this, {
      api: false,
      viewer: false,
      clock: false,
      token: false,
      reading: false,
      chart: false,
    });
  }

  /** The viewer's distance unit; metric for a visitor without an account. */
  get distanceUnit(): DistanceUnit {
    return this.viewer.user?.unitDistance ?? 'METRIC';
  }

  get dataState(): DataState | null {
    const session = this.session;
    if (session === null) return null;
    // Not synced reads the same whoever ran it: the page says only whether there are data.
    return classifyDataState({ status: session.dataStatus, coachRun: false, durationSec: session.durationSeconds });
  }

  /** Figures and charts show only for processed data; any other state reads "There are no data". */
  get hasData(): boolean {
    const state = this.dataState;
    return state !== null && hasViewableData(state) && this.session?.summary !== null;
  }

  /**
   * The headline figures, as the link gives them (docs/api-sessions.md#what-a-share-shows): the
   * session's, never the body's (heart rate in % HRmax, no calories, no MET, nothing against the
   * player's usual).
   */
  get summary(): SharedSessionSummary | null {
    return this.session?.summary ?? null;
  }

  /** The time in the heart-rate zones, from the summary; null without figures. */
  get timeInZones(): TimeInZones | null {
    const summary = this.summary;
    if (summary === null) return null;
    return summariseTimeInZones({
      displayZoneSeconds: summary.zoneSeconds,
      edwardsZoneSeconds: summary.edwardsZoneSeconds,
    });
  }

  /** A child's session (docs/api-sessions.md#what-a-share-shows): the link gives neither its title nor its start time. */
  get isChildSession(): boolean {
    const session = this.session;
    return session !== null && (session.title === null || session.startTime === null);
  }

  /** The session's start in the viewer's zone; null when the link gives no start time or its start is not a time. */
  get start(): SharedSessionStart | null {
    const startTime = this.session?.startTime ?? null;
    const epochMs = startTime === null ? Number.NaN : Date.parse(startTime);
    if (!Number.isFinite(epochMs)) return null;
    const timeZone = this.clock.timeZone();
    return { epochMs, day: localDayOf(epochMs, timeZone), timeZone };
  }

  /** The day alone, where the link gives no start time (a child's session): the local day where it took place. */
  get dayOnly(): IsoDate | null {
    const session = this.session;
    return session === null || this.start !== null ? null : session.startDay;
  }

  /** Reads the link's session; the same token again does nothing. */
  open(token: string): Promise<void> {
    if (token === this.token) return Promise.resolve();
    this.token = token;
    return this.read();
  }

  retry(): Promise<void> {
    return this.read();
  }

  /** The page leaves: an answer on its way is dropped. */
  close(): void {
    this.reading.cancel();
  }

  private async read(): Promise<void> {
    const token = this.token;
    if (token === null) return;
    this.status = 'loading';
    this.session = null;
    await this.reading.run(() => this.api.getSharedSession(token), {
      loaded: (session) => {
        this.session = session;
        this.status = 'ready';
        if (this.hasData) void this.chart.open(token, session.analysedSeconds);
      },
      failed: (status) => {
        this.status = status;
      },
    });
  }
}

/**
 * What the charts read of the page: the viewer's unit, and that the heart rate is in % HRmax only (the
 * link gives no bpm and no HRmax).
 */
class SharedChartContext implements SessionChartContext {
  readonly activity = null;
  readonly heartRatePercentOnly = true;

  constructor(private readonly page: SharedSessionViewModel) {}

  get distanceUnit(): DistanceUnit {
    return this.page.distanceUnit;
  }
}
