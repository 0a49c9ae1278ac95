import type { PlayerChanges } from '../acting-player/player-changes';
import { makeAutoObservable } from 'mobx';
import type { PlayerTeam } from '../../domain/dashboard/dashboard-data';
import type { Leaderboard } from '../../domain/leaderboard/leaderboard';
import {
  DEFAULT_LEADERBOARD_SETTINGS,
  shouldRefetch,
  type LeaderboardAggregation,
  type LeaderboardDataType,
  type LeaderboardMode,
  type LeaderboardScope,
  type LeaderboardSettings,
  type LeaderboardTimeFrame,
} from '../../domain/leaderboard/leaderboard-query';
import { LatestRequest } from '../latest-request/latest-request';
import type { AccountApi } from '../ports/account-api.port';
import type { Clock } from '../ports/clock.port';
import type { LeaderboardApi } from '../ports/leaderboard-api.port';
import { CommunityConsentModel, type ConsentSession } from '../privacy/community-consent.model';
import { leaderboardLinesOf, type LeaderboardLine } from './leaderboard-lines';

/** The acting player and its changes (a parent switching child), as AuthSession gives them. */
export interface LeaderboardSession extends ConsentSession {
  readonly playerChanges$: PlayerChanges<string | null>;
}

export type LeaderboardModeKind = LeaderboardMode['kind'];
export type LeaderboardLoadState = 'loading' | 'ready' | 'error';

/** The error the view shows with a retry (docs/product-rules.md#messages, shared message catalog). */
export const LEADERBOARD_LOAD_ERROR = 'TRY_AGAIN_LATER';
/** The no-data state (docs/product-rules.md#leaderboard): 'This player has no teams.' */
export const LEADERBOARD_NO_TEAMS = 'NO_TEAMS';

/** The settings a request answers: without MINUTES no aggregation is sent, and the minutes come summed. */
function answeredSettings(settings: LeaderboardSettings): LeaderboardSettings {
  return settings.dataType === 'MINUTES' ? settings : { ...settings, aggregationMethod: 'SUM' };
}

/**
 * The leaderboard page (docs/product-rules.md#leaderboard-fields, docs/product-rules.md#leaderboard):
 * the acting player's teams, then the board in individual mode (players ranked) or team mode
 * (teams ranked, around a chosen team), with the four settings of the domain and their defaults.
 * A setting change fetches again when shouldRefetch says so, compared with the settings the board
 * on screen (or on its way) answers; "no data" is a player without teams. A change of mode or team
 * asks another board, so it always fetches (when there are teams).
 */
export class LeaderboardViewModel {
  settings: LeaderboardSettings = DEFAULT_LEADERBOARD_SETTINGS;
  modeKind: LeaderboardModeKind = 'individual';
  selectedTeamId: string | null = null;
  teams: readonly PlayerTeam[] | null = null;
  board: Leaderboard | null = null;
  readonly consent: CommunityConsentModel;
  private requested: LeaderboardSettings | null = null;
  /** The teams, then the board, for the acting player: a board overtakes the teams still on their way, and the other way round. */
  private readonly request: LatestRequest<readonly PlayerTeam[] | Leaderboard, typeof LEADERBOARD_LOAD_ERROR>;

  constructor(
    private readonly api: LeaderboardApi,
    accountApi: AccountApi,
    private readonly session: LeaderboardSession,
    private readonly clock: Clock,
  ) {
    this.consent = new CommunityConsentModel(session, accountApi, () => void this.loadBoard());
    this.request = new LatestRequest({
      owner: { kind: 'acting-player', source: session },
      classify: () => LEADERBOARD_LOAD_ERROR,
    });
    makeAutoObservable<LeaderboardViewModel, 'api' | 'session' | 'clock' | 'requested' | 'request'>(this, {
      api: false,
      session: false,
      clock: false,
      consent: false,
      requested: false,
      request: false,
    });
  }

  get loadState(): LeaderboardLoadState {
    const { status } = this.request.state;
    return status === 'loaded' ? 'ready' : status === 'failed' ? 'error' : 'loading';
  }

  /** "Data" in the sense of shouldRefetch: the player has teams (without, the no-data state stays). */
  get hasData(): boolean {
    return this.teams !== null && this.teams.length > 0;
  }

  get noTeamsCode(): typeof LEADERBOARD_NO_TEAMS | null {
    return this.teams !== null && this.teams.length === 0 ? LEADERBOARD_NO_TEAMS : null;
  }

  get errorCode(): typeof LEADERBOARD_LOAD_ERROR | null {
    return this.loadState === 'error' ? LEADERBOARD_LOAD_ERROR : null;
  }

  /** Nothing to show yet: the view shows skeletons of the table's size. */
  get isFirstLoad(): boolean {
    return this.loadState === 'loading' && this.board === null;
  }

  /** The selectors work once the teams are known and there are some. */
  get controlsEnabled(): boolean {
    return this.hasData;
  }

  get lines(): readonly LeaderboardLine[] {
    return this.board === null
      ? []
      : leaderboardLinesOf(this.board, this.settings.dataType, this.session.activePlayerId);
  }

  /** The board answered with nobody ranked in the period. */
  get isEmpty(): boolean {
    return this.board !== null && this.board.rows.length === 0 && this.hasData;
  }

  get ownLine(): LeaderboardLine | null {
    return this.lines.find((line) => line.isOwn) ?? null;
  }

  /** How the minutes column is aggregated: as the board on screen was asked (SUM without MINUTES). */
  get minutesAggregation(): LeaderboardAggregation {
    return this.board?.aggregationMethod ?? 'SUM';
  }

  /**
   * The consent prompt belongs to the players' board: only there does a player appear by name.
   * It shows while the teams load too (no jump when they arrive), not for a player without teams.
   */
  get showsConsent(): boolean {
    return this.modeKind === 'individual' && this.teams?.length !== 0;
  }

  private get mode(): LeaderboardMode | null {
    if (this.modeKind === 'team')
      return this.selectedTeamId === null ? null : { kind: 'team', teamId: this.selectedTeamId };
    const playerId = this.session.activePlayerId;
    return playerId === null ? null : { kind: 'individual', playerId };
  }

  /** Loads now and, following the acting player, again for each new one (its teams first). Pair with dispose(). */
  start(): void {
    this.request.follow({
      forget: () => {
        this.teams = null;
        this.board = null;
        this.selectedTeamId = null;
        this.consent.reset();
      },
      reload: () => void this.load(),
    });
    void this.load();
  }

  dispose(): void {
    this.request.stop();
  }

  retry(): void {
    void this.load();
  }

  setScope(scope: LeaderboardScope): void {
    this.change({ ...this.settings, scope });
  }

  setDataType(dataType: LeaderboardDataType): void {
    this.change({ ...this.settings, dataType });
  }

  setAggregation(aggregationMethod: LeaderboardAggregation): void {
    this.change({ ...this.settings, aggregationMethod });
  }

  setTimeFrame(timeFrame: LeaderboardTimeFrame): void {
    this.change({ ...this.settings, timeFrame });
  }

  setModeKind(kind: LeaderboardModeKind): void {
    if (kind === this.modeKind) return;
    this.modeKind = kind;
    if (this.hasData) void this.loadBoard();
  }

  selectTeam(teamId: string): void {
    if (teamId === this.selectedTeamId || !(this.teams ?? []).some((team) => team.teamId === teamId)) return;
    this.selectedTeamId = teamId;
    if (this.modeKind === 'team' && this.hasData) void this.loadBoard();
  }

  private change(next: LeaderboardSettings): void {
    const shown = this.requested ?? answeredSettings(this.settings);
    this.settings = next;
    if (shouldRefetch(shown, next, this.hasData)) void this.loadBoard();
  }

  /** The teams (once per player), then the board; a player without teams stops at the no-data state. */
  async load(): Promise<void> {
    if (this.teams !== null) return this.loadBoard();
    const playerId = this.session.activePlayerId;
    if (playerId === null) {
      this.request.fail(LEADERBOARD_LOAD_ERROR);
      return;
    }
    let board = Promise.resolve();
    await this.request.run(() => this.api.getTeams(playerId), {
      loaded: (teams) => {
        this.teams = teams;
        this.selectedTeamId = teams[0]?.teamId ?? null;
        if (teams.length > 0) board = this.loadBoard();
      },
    });
    await board;
  }

  /**
   * Fetches the board for the settings and mode, its period counted in the viewer's local days (the
   * Clock's zone); an answer overtaken by a newer request, or for another player, is dropped.
   */
  private async loadBoard(): Promise<void> {
    const mode = this.mode;
    const settings = this.settings;
    if (mode === null) {
      this.request.fail(LEADERBOARD_LOAD_ERROR);
      return;
    }
    this.requested = answeredSettings(settings);
    const timeZone = this.clock.timeZone();
    await this.request.run(() => this.api.getLeaderboard(settings, mode, timeZone), {
      loaded: (board) => {
        this.board = board;
      },
    });
  }
}
