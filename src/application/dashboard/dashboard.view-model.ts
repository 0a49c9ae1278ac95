import type { PlayerChanges } from '../acting-player/player-changes';
import { makeAutoObservable } from 'mobx';
import type { DistanceUnit } from '../../domain/account/user';
import type { DashboardFigures, DashboardOverview, PlayerTeam } from '../../domain/dashboard/dashboard-data';
import { selectTimelinePageSize, TIMELINE_PAGE_SIZE_WIDE } from '../../domain/dashboard/dashboard-display';
import {
  ALL_TEAMS_SELECTION,
  buildDashboardQuery,
  DASHBOARD_METRICS,
  resolveDashboardEntity,
  type DashboardEntity,
  type DashboardPeriod,
} from '../../domain/dashboard/dashboard-query';
import type { IsoDate } from '../../domain/time/civil-date';
import { localDayOf } from '../../domain/time/time-zone';
import { LatestRequest, type RequestState } from '../latest-request/latest-request';
import type { Clock } from '../ports/clock.port';
import type { DashboardApi } from '../ports/dashboard-api.port';
import { classifyDashboardFailure, type DashboardErrorCode, type DashboardFailure } from './dashboard-errors';
import { DashboardMetricCardModel } from './dashboard-metric-card.model';
import { DashboardRangeModel } from './dashboard-range.model';

/** Whose dashboard: the acting player (a parent's selected child), its changes, and the reader's distance unit. */
export interface DashboardViewer {
  readonly activePlayerId: string | null;
  readonly playerChanges$: PlayerChanges<string | null>;
  readonly user: { readonly unitDistance: DistanceUnit } | null;
}

/** ready: the player has sessions; no-sessions: the first load's BP_404 (docs/product-rules.md#error-behaviour). */
export type DashboardOverviewState = 'loading' | 'ready' | 'no-sessions' | 'error';
export type DashboardTeamsState = 'loading' | 'ready' | 'error';

/** The code of a failure that is an error (not the empty state), else null. */
function errorCodeOf(state: RequestState<unknown, DashboardFailure>): DashboardErrorCode | null {
  return state.status === 'failed' && state.error.kind === 'error' ? state.error.code : null;
}

/** The route parameter values that pick a scope other than a team (`/dashboard/individual`). */
const PARAM_SELECTIONS: Readonly<Record<string, string | null>> = {
  'all-teams': ALL_TEAMS_SELECTION,
  individual: null,
};

/**
 * The dashboard (docs/product-rules.md#what-each-page-can-do, docs/product-rules.md#dashboard-range-and-scope):
 * a time range, a scope (a team, all teams, or the player alone) and one card per metric.
 * The first load asks whether the player has any session at all; the teams call fills the picker.
 */
export class DashboardViewModel {
  /** The picker's choice: a team id, ALL_TEAMS_SELECTION, or null for the player alone (set by the first load). */
  teamSelection: string | null = ALL_TEAMS_SELECTION;
  pageSize = TIMELINE_PAGE_SIZE_WIDE;
  readonly range: DashboardRangeModel;
  readonly cards: readonly DashboardMetricCardModel[];
  private routeParam: string | null = null;
  /** Whether the player has any session at all; for the acting player, the latest load only. */
  private readonly overview: LatestRequest<DashboardOverview, DashboardFailure>;
  private readonly teamsRequest: LatestRequest<readonly PlayerTeam[], DashboardFailure>;

  constructor(
    private readonly api: DashboardApi,
    private readonly viewer: DashboardViewer,
    private readonly clock: Clock,
  ) {
    this.range = new DashboardRangeModel(() => this.today());
    this.cards = DASHBOARD_METRICS.map((metric) => new DashboardMetricCardModel(metric, api, viewer));
    const owner = { kind: 'acting-player', source: viewer } as const;
    this.overview = new LatestRequest({
      owner,
      classify: (error) => classifyDashboardFailure(error, 'dashboard-first-load'),
    });
    this.teamsRequest = new LatestRequest({ owner, classify: (error) => classifyDashboardFailure(error, 'dashboard') });
    makeAutoObservable<DashboardViewModel, 'api' | 'viewer' | 'clock' | 'routeParam' | 'overview' | 'teamsRequest'>(
      this,
      {
        api: false,
        viewer: false,
        clock: false,
        range: false,
        cards: false,
        routeParam: false,
        overview: false,
        teamsRequest: false,
      },
    );
  }

  /** ready: the player has sessions; no-sessions: the first load's BP_404. */
  get overviewState(): DashboardOverviewState {
    const { state } = this.overview;
    if (state.status === 'loaded') return 'ready';
    if (state.status === 'failed') return state.error.kind === 'empty' ? 'no-sessions' : 'error';
    return 'loading';
  }

  get overviewErrorCode(): DashboardErrorCode | null {
    return errorCodeOf(this.overview.state);
  }

  get teams(): readonly PlayerTeam[] {
    const { state } = this.teamsRequest;
    return state.status === 'loaded' ? state.value : [];
  }

  /** A BP_404 for the teams reads as "no teams": the picker offers the player alone. */
  get teamsState(): DashboardTeamsState {
    const { state } = this.teamsRequest;
    if (state.status === 'loaded') return 'ready';
    if (state.status === 'failed') return state.error.kind === 'empty' ? 'ready' : 'error';
    return 'loading';
  }

  get teamsErrorCode(): DashboardErrorCode | null {
    return errorCodeOf(this.teamsRequest.state);
  }

  /** Today: the Clock's local day in its zone (docs/product-rules.md#days-and-time-zones). */
  today(): IsoDate {
    return localDayOf(this.clock.now(), this.clock.timeZone());
  }

  get distanceUnit(): DistanceUnit {
    return this.viewer.user?.unitDistance ?? 'METRIC';
  }

  get entity(): DashboardEntity {
    return resolveDashboardEntity(this.teamSelection);
  }

  /** Every card answered BP_404: one 'No data found for the selected date range.' for the page. */
  get isEmpty(): boolean {
    return this.cards.every((card) => card.state === 'empty');
  }

  get isLoadingFigures(): boolean {
    return this.cards.some((card) => card.state === 'loading' || card.timelineLoading);
  }

  /** The figures the page heading describes (the range covered, the latest session). */
  get coveredFigures(): DashboardFigures | null {
    return this.cards.find((card) => card.figures !== null)?.figures ?? null;
  }

  /** Sets the page size from the window's width (a UI hook passes it at mount and on resize). */
  setScreenWidth(widthPx: number): void {
    const pageSize = selectTimelinePageSize(widthPx);
    if (pageSize === this.pageSize) return;
    this.pageSize = pageSize;
    for (const card of this.cards) card.setPageSize(pageSize);
  }

  /**
   * Loads now and, following the acting player, again for each new one: nothing of the previous
   * one's teams or figures stays, answers on their way are dropped, and everything is asked for
   * the new one (nothing once signed out). `param` is the route's optional parameter, for the
   * first player only. Pair with dispose().
   */
  start(param: string | null = null): void {
    this.routeParam = param;
    this.overview.follow({
      forget: () => {
        this.teamsRequest.reset();
        for (const card of this.cards) card.reset();
        this.routeParam = null;
      },
      reload: () => void this.load(),
    });
    void this.load();
  }

  dispose(): void {
    this.overview.stop();
    this.teamsRequest.cancel();
    for (const card of this.cards) card.cancel();
  }

  retryOverview(): void {
    void this.load();
  }

  retryTeams(): void {
    const playerId = this.viewer.activePlayerId;
    if (playerId !== null) void this.loadTeams(playerId);
  }

  /**
   * The chosen period shows at once; the cards ask for it in a task of their own, so the tap's next paint is the
   * pressed button alone, not every card going busy (docs/architecture.md#interactions-on-a-slow-phone).
   */
  choosePeriod(period: DashboardPeriod): void {
    if (this.range.choose(period)) this.clock.scheduler.schedule(() => this.loadFigures());
  }

  /** Submits the custom dates; an invalid range shows its message and sends nothing. */
  applyCustomRange(): void {
    if (this.range.applyCustom()) this.loadFigures();
  }

  /** The picker's value: '' (the player alone), ALL_TEAMS_SELECTION or a team id. */
  selectTeam(value: string): void {
    const selection = value === '' ? null : value;
    if (selection === this.teamSelection) return;
    this.teamSelection = selection;
    this.loadFigures();
  }

  /** The first load: the player's teams, and whether they have any session at all; then the cards. */
  async load(): Promise<void> {
    const playerId = this.viewer.activePlayerId;
    for (const card of this.cards) card.cancel();
    if (playerId === null) {
      this.teamsRequest.cancel();
      this.overview.fail({ kind: 'error', code: 'GENERIC_ERROR' });
      return;
    }
    void this.loadTeams(playerId);
    await this.overview.run(() => this.api.getOverview(playerId, { timeRange: 'SESSION' }, this.clock.timeZone()), {
      loaded: (overview) => {
        this.teamSelection = this.initialSelection(overview.teams);
        this.loadFigures();
      },
    });
  }

  private loadTeams(playerId: string): Promise<unknown> {
    return this.teamsRequest.run(() => this.api.getPlayerTeams(playerId));
  }

  /** The route's team (or `all-teams` / `individual`) when it is one of the player's; else all teams, or the player alone without teams. */
  private initialSelection(teams: readonly PlayerTeam[]): string | null {
    const param = this.routeParam;
    if (param !== null) {
      if (Object.hasOwn(PARAM_SELECTIONS, param)) return PARAM_SELECTIONS[param] ?? null;
      if (teams.some((team) => team.teamId === param)) return param;
    }
    return teams.length > 0 ? ALL_TEAMS_SELECTION : null;
  }

  /** Every card asks again with the applied range, the scope and the page size. */
  private loadFigures(): void {
    const playerId = this.viewer.activePlayerId;
    if (playerId === null || this.overviewState !== 'ready') return;
    // One zone for the whole load: today, the range and the answers' days are all counted in it.
    const timeZone = this.clock.timeZone();
    const local = { today: localDayOf(this.clock.now(), timeZone), timeZone };
    const { period, custom } = this.range.applied;
    for (const card of this.cards) {
      const built = buildDashboardQuery(
        { period, custom, teamSelection: this.teamSelection, metric: card.metric },
        local,
      );
      if (built.ok) void card.load({ playerId, query: built.query, pageSize: this.pageSize });
    }
  }
}
