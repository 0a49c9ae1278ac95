import { makeAutoObservable, runInAction } from 'mobx';
import type { DistanceUnit } from '../../domain/account/user';
import type { Activity } from '../../domain/activity/activity';
import { isIndividualActivity } from '../../domain/activity/activity-type';
import { readSessionFacts, type SessionFacts } from '../../domain/activity/session-facts';
import { classifyDataState, hasViewableData, type DataState } from '../../domain/data-states/data-state';
import { isApiError } from '../../domain/errors/api-error';
import type { SessionExport } from '../../domain/export/session-export';
import type { IsoDate } from '../../domain/time/civil-date';
import { localDayOf, type TimeZone } from '../../domain/time/time-zone';
import type { ActingPlayerSource } from '../acting-player/acting-player-answer';
import { LatestRequest } from '../latest-request/latest-request';
import { WriteRequest } from '../latest-request/write-request';
import type { ActivityApi } from '../ports/activity-api.port';
import type { Clock } from '../ports/clock.port';
import type { FileDownload } from '../ports/file-download.port';
import type { Notifier } from '../ports/notifier.port';
import { loadActivityExport } from '../session-export/activity-export-source';
import { SessionExportModel } from '../session-export/session-export.model';
import type { ActivityCache } from './activity-cache';
import { SessionChartModel } from './session-chart.model';
import { AttachmentsModel, DescriptionDraftModel } from './session-edits.model';
import { SessionSegmentsModel } from './session-segments.model';

/**
 * loading → ready, or not-found (BP_403: access denied), deleted (BP_404, or deleted here),
 * error (anything else; retry possible).
 */
export type SessionDetailStatus = 'loading' | 'ready' | 'not-found' | 'deleted' | 'error';

/** The breadcrumb's last crumb (docs/product-rules.md#signed-in-routes); SESSION while its kind is not known (loading, or not loaded). */
export type SessionCrumb = 'INDIVIDUAL_SESSION' | 'TEAM_SESSION' | 'SESSION';

/** What a confirmation dialog is asking about (docs/product-rules.md#roles-and-permissions: every deletion is confirmed). */
export type PendingDeletion =
  | { readonly kind: 'session' }
  | { readonly kind: 'segment'; readonly segmentId: string }
  | { readonly kind: 'attachment'; readonly attachmentId: string };

/** Who is looking: their distance unit, and the acting player a session answer must still be for. */
export interface SessionViewer extends ActingPlayerSource {
  readonly user: { readonly unitDistance: DistanceUnit } | null;
}

/** When the session started: the instant, and its local day in the viewer's zone (docs/product-rules.md#days-and-time-zones). */
export interface SessionStart {
  readonly epochMs: number;
  readonly day: IsoDate;
  readonly timeZone: TimeZone;
}

const CALENDAR_PATH = '/calendar';

/** The session detail page (docs/product-rules.md#what-each-page-can-do, docs/product-rules.md#activity). One per mount. */
export class SessionDetailViewModel {
  status: SessionDetailStatus = 'loading';
  activity: Activity | null = null;
  pendingDeletion: PendingDeletion | null = null;
  deleting = false;
  /** Set once the session is deleted here: the view goes there. */
  redirectTo: string | null = null;
  readonly chart: SessionChartModel;
  readonly segments: SessionSegmentsModel;
  readonly description: DescriptionDraftModel;
  readonly attachments: AttachmentsModel;
  /** The CSV and TCX export of the session shown (its per-second samples, asked again at 1-s steps). */
  readonly export: SessionExportModel;
  private activityId: string | null = null;
  /** The session asked last, for the acting player (BP_403: access denied; BP_404: deleted). */
  private readonly loading: LatestRequest<Activity, 'not-found' | 'deleted' | 'error'>;
  /** Counts the sessions opened: a deletion answer from an earlier one leaves the dialog of this one alone. */
  private visit = 0;
  /** Asking the server to process the session again, for the acting player. */
  private readonly resyncRequest: WriteRequest<void, 'TRY_AGAIN_LATER'>;

  constructor(
    private readonly api: ActivityApi,
    private readonly cache: ActivityCache,
    private readonly notifier: Notifier,
    private readonly viewer: SessionViewer,
    download: FileDownload,
    private readonly clock: Pick<Clock, 'scheduler' | 'timeZone'>,
  ) {
    this.chart = new SessionChartModel(api, this);
    const edited = (activityId: string) => cache.invalidate(activityId);
    this.segments = new SessionSegmentsModel(api, notifier, edited);
    this.description = new DescriptionDraftModel(api, notifier, edited, (text) => this.edited({ description: text }));
    this.attachments = new AttachmentsModel(api, notifier, edited, (attachments) => this.edited({ attachments }));
    // The owner: an export prepared across a child switch or a logout saves nothing (docs/architecture.md#state).
    this.export = new SessionExportModel(() => this.exportSource(), download, clock.scheduler, {
      owner: viewer,
      timeZone: clock.timeZone(),
    });
    this.loading = new LatestRequest({
      owner: { kind: 'acting-player', source: viewer },
      classify: (error) =>
        isApiError(error, 'BP_403') ? 'not-found' : isApiError(error, 'BP_404') ? 'deleted' : 'error',
    });
    this.resyncRequest = new WriteRequest({
      owner: { kind: 'acting-player', source: viewer },
      classify: () => 'TRY_AGAIN_LATER',
    });
    makeAutoObservable<
      SessionDetailViewModel,
      'api' | 'cache' | 'notifier' | 'viewer' | 'clock' | 'loading' | 'visit' | 'resyncRequest'
    >(this, {
      api: false,
      clock: false,
      cache: false,
      notifier: false,
      viewer: false,
      loading: false,
      visit: false,
      resyncRequest: false,
      chart: false,
      segments: false,
      description: false,
      attachments: false,
      export: false,
    });
  }

  get crumb(): SessionCrumb {
    if (this.activity === null) return 'SESSION';
    return isIndividualActivity(this.activity.playerActivityInfo.type) ? 'INDIVIDUAL_SESSION' : 'TEAM_SESSION';
  }

  /** The session's start in the viewer's zone; null until a session is shown or when its start is not a time. */
  get start(): SessionStart | null {
    const startTime = this.activity?.playerActivityInfo.startTime;
    const epochMs = startTime === undefined ? Number.NaN : Date.parse(startTime);
    if (!Number.isFinite(epochMs)) return null;
    const timeZone = this.clock.timeZone();
    return { epochMs, day: localDayOf(epochMs, timeZone), timeZone };
  }

  /** What the page says of the session shown besides its figures: header, time in zones, HRmax, length notice. */
  get facts(): SessionFacts | null {
    return this.activity === null ? null : readSessionFacts(this.activity, this.hasData);
  }

  get distanceUnit(): DistanceUnit {
    return this.viewer.user?.unitDistance ?? 'METRIC';
  }

  get dataState(): DataState | null {
    const info = this.activity?.playerActivityInfo;
    if (!info) return null;
    return classifyDataState({ status: info.dataStatus, coachRun: info.coachRun, durationSec: info.durationSeconds });
  }

  /** Charts and figures are shown only for processed data (valid or too long). */
  get hasData(): boolean {
    const state = this.dataState;
    return state !== null && hasViewableData(state) && this.activity?.playerActivitySummary !== null;
  }

  get canResync(): boolean {
    return this.activity?.playerActivityInfo.canResync ?? false;
  }

  /**
   * Opens a session: from the cache at once when it was seen recently, else from the API. An answer
   * that lands after the acting player changed is neither cached nor shown: the page asks again
   * for the player now acting (docs/architecture.md#state).
   */
  async load(activityId: string): Promise<void> {
    if (activityId !== this.activityId) {
      this.visit += 1;
      this.deleting = false;
      // The export buttons belong to the session shown: another session drops an export in progress.
      this.export.cancel();
    }
    this.activityId = activityId;
    this.redirectTo = null;
    this.pendingDeletion = null;
    const cached = this.cache.get(activityId);
    if (cached) {
      this.loading.cancel();
      this.show(cached);
      return;
    }
    this.status = 'loading';
    this.activity = null;
    let again = Promise.resolve();
    await this.loading.run(() => this.api.getActivity(activityId), {
      loaded: (activity) => {
        this.cache.set(activity);
        this.show(activity);
      },
      failed: (status) => {
        this.status = status;
      },
      // An answer for the player before: the page asks again for the one acting now (none after a logout).
      dropped: () => {
        if (this.viewer.activePlayerId !== null) again = this.load(activityId);
      },
    });
    await again;
  }

  retry(): Promise<void> {
    return this.activityId === null ? Promise.resolve() : this.load(this.activityId);
  }

  /** Asks the server again, past the cache: a session being processed may be ready by now. */
  checkAgain(): Promise<void> {
    if (this.activityId !== null) this.cache.invalidate(this.activityId);
    return this.retry();
  }

  requestDeletion(target: PendingDeletion): void {
    this.pendingDeletion = target;
  }

  cancelDeletion(): void {
    if (!this.deleting) this.pendingDeletion = null;
  }

  /** Carries out the deletion the user confirmed. */
  async confirmDeletion(): Promise<void> {
    const target = this.pendingDeletion;
    if (target === null || this.deleting) return;
    const visit = this.visit;
    this.deleting = true;
    if (target.kind === 'segment') await this.segments.remove(target.segmentId);
    else if (target.kind === 'attachment') await this.attachments.remove(target.attachmentId);
    else await this.deleteSession();
    if (visit !== this.visit) return;
    runInAction(() => {
      this.deleting = false;
      this.pendingDeletion = null;
    });
  }

  /** Asks the server to process the session again; the page then reloads it. */
  async resync(): Promise<void> {
    const activityId = this.activityId;
    if (activityId === null || !this.canResync) return;
    let reload = false;
    await this.resyncRequest.send(() => this.api.resync(activityId), {
      loaded: () => {
        reload = true;
        this.cache.invalidate(activityId);
        this.notifier.notify({ kind: 'success', code: 'SESSION_RESYNCED' });
      },
      failed: (code) => this.notifier.notify({ kind: 'error', code }),
    });
    if (reload) await this.load(activityId);
  }

  get resyncing(): boolean {
    return this.resyncRequest.pending;
  }

  private async deleteSession(): Promise<void> {
    const activityId = this.activityId;
    if (activityId === null) return;
    try {
      await this.api.deleteActivity(activityId);
      this.cache.invalidate(activityId);
      // The page may show another session by now: only the deleted one's page leaves.
      if (this.activityId === activityId) {
        runInAction(() => {
          this.status = 'deleted';
          this.redirectTo = CALENDAR_PATH;
        });
      }
      this.notifier.notify({ kind: 'success', code: 'SESSION_DELETED' });
    } catch {
      this.notifier.notify({ kind: 'error', code: 'TRY_AGAIN_LATER' });
    }
  }

  /** The session shown, with its samples, for the export; rejects when it has no data to export. */
  private exportSource(): Promise<SessionExport> {
    const activity = this.activity;
    if (activity === null || !this.hasData) return Promise.reject(new Error('The session shown has no data to export'));
    return loadActivityExport(this.api, activity);
  }

  private show(activity: Activity): void {
    const info = activity.playerActivityInfo;
    this.activity = activity;
    this.status = 'ready';
    this.segments.open(activity.playerActivityId, info.analysedSeconds, activity.activitySegments);
    this.description.open(activity.playerActivityId, info.description);
    this.attachments.open(activity.playerActivityId, info.attachments);
    if (this.hasData) void this.chart.open(activity.playerActivityId, info.analysedSeconds);
  }

  /** An edit of the session shown: the page shows it (its models already dropped the cached copy). */
  private edited(change: Partial<Pick<Activity['playerActivityInfo'], 'description' | 'attachments'>>): void {
    const activity = this.activity;
    if (activity === null) return;
    runInAction(() => {
      this.activity = { ...activity, playerActivityInfo: { ...activity.playerActivityInfo, ...change } };
    });
  }
}
