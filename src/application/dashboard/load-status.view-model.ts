import { makeAutoObservable } from 'mobx';
import type { DashboardEntity } from '../../domain/dashboard/dashboard-query';
import { MAX_TIMELINE_PAGE_SIZE, type TimelineValue } from '../../domain/dashboard/dashboard-timeline';
import type { LoadEntry } from '../../domain/load/daily-load';
import { computeLoadStatus, type LoadStatus } from '../../domain/load/load-status';
import { localDayOf, type TimeZone } from '../../domain/time/time-zone';
import type { ActingPlayerSource } from '../acting-player/acting-player-answer';
import type { PlayerChangeSubscription } from '../acting-player/player-changes';
import { LatestRequest } from '../latest-request/latest-request';
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

/**
 * The dashboard's load card (docs/product-rules.md#load-status): is the acting player (a parent's
 * selected child) doing more or less than usual? One request for the two timelines; an answer
 * for a player who is no longer acting is dropped, and the card asks again for the new one.
 */
export class LoadStatusViewModel {
  private readonly request: LatestRequest<LoadStatus | null, DashboardFailure>;
  private subscription: PlayerChangeSubscription | null = null;

  constructor(
    private readonly api: DashboardApi,
    private readonly viewer: ActingPlayerSource,
    private readonly clock: Clock,
  ) {
    this.request = new LatestRequest({ owner: { kind: 'acting-player', source: viewer }, classify: (error) => classifyDashboardFailure(error, 'dashboard') });
    makeAutoObservable<LoadStatusViewModel, 'api' | 'viewer' | 'clock' | 'request' | 'subscription'>(this, {
      api: false,
      viewer: false,
      clock: false,
      request: false,
      subscription: false,
    });
  }

  get state(): LoadStatusState {
    const { state } = this.request;
    if (state.status === 'failed') return state.error.kind === 'empty' ? 'empty' : 'error';
    if (state.status !== 'loaded') return 'loading';
    if (state.value === null) return 'empty';
    return state.value.kind === 'baseline' ? 'baseline' : 'status';
  }

  /** The status once loaded (null while loading, on an error, or without any session). */
  get status(): LoadStatus | null {
    const { state } = this.request;
    return state.status === 'loaded' ? state.value : null;
  }

  get errorCode(): DashboardErrorCode | null {
    const { state } = this.request;
    return state.status === 'failed' && state.error.kind === 'error' ? state.error.code : null;
  }

  /** Loads now and again whenever the acting player changes. Pair with dispose(). */
  start(): void {
    this.subscription?.unsubscribe();
    this.subscription = this.viewer.playerChanges$.subscribe(() => {
      // Nothing of the previous player stays; a change to nobody (a logout) asks nothing.
      this.request.reset();
      if (this.viewer.activePlayerId !== null) void this.load();
    });
    void this.load();
  }

  dispose(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.request.cancel();
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
      const pages = await Promise.all(LOAD_SCOPES.map((entity) => this.loadsOf(playerId, entity, timeZone)));
      return computeLoadStatus(pages.flat(), today);
    });
  }

  /** One scope's days with sessions, as loads; none when the scope has no session (BP_404). */
  private async loadsOf(playerId: string, entity: DashboardEntity, timeZone: TimeZone): Promise<LoadEntry[]> {
    try {
      const timeline = await this.api.getTimeline(playerId, { entity, metric: 'WORKLOAD', page: 0, size: MAX_TIMELINE_PAGE_SIZE, timeZone });
      return timeline.timelineValues.map((value: TimelineValue) => ({ day: value.date, trimps: value.value }));
    } catch (error) {
      if (classifyDashboardFailure(error, 'dashboard').kind === 'empty') return [];
      throw error;
    }
  }
}
