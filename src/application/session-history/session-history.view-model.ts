import type { PlayerChanges } from '../acting-player/player-changes';
import { makeAutoObservable } from 'mobx';
import type { DistanceUnit } from '../../domain/account/user';
import { isApiError } from '../../domain/errors/api-error';
import {
  clampPage,
  countPages,
  type SessionHistoryPageSize,
} from '../../domain/session-history/session-history-paging';
import type {
  SessionHistory,
  SessionHistoryPage,
  SessionHistoryPlayerInfo,
} from '../../domain/session-history/session-history-row';
import {
  nextSessionHistorySort,
  type SessionHistorySort,
  type SessionHistorySortField,
} from '../../domain/session-history/session-history-sort';
import type { TimeZone } from '../../domain/time/time-zone';
import { LatestRequest } from '../latest-request/latest-request';
import type { Clock } from '../ports/clock.port';
import type { SessionHistoryApi } from '../ports/session-history-api.port';
import {
  isSamePlace,
  readSessionHistoryPlace,
  toSessionHistoryQuery,
  type SessionHistoryPlace,
  type SessionHistoryQuery,
  type SessionHistoryQueryValues,
} from './session-history-place';
import { toSessionHistoryTableRow, type SessionHistoryTableRow } from './session-history-table-row';

/** Who the history is for: the acting player, its changes (a parent switching child), and the user's units. */
export interface SessionHistoryPlayer {
  readonly activePlayerId: string | null;
  readonly playerChanges$: PlayerChanges<string | null>;
  readonly user: { readonly unitDistance: DistanceUnit } | null;
}

export type SessionHistoryLoadState = 'loading' | 'ready' | 'error';

/** The error codes the view shows with a retry (docs/product-rules.md#messages, shared message catalog). */
export type SessionHistoryErrorCode = 'TRY_AGAIN_LATER' | 'ACCESS_DENIED';
/** The empty state (docs/product-rules.md#messages): 'There are no sessions for this player.' */
export const SESSION_HISTORY_EMPTY = 'NO_SESSIONS';

/**
 * The session history page (docs/product-rules.md#session-history-fields): one page of the
 * acting player's sessions, sorted by a column, with the page size and paging. The place (sort,
 * size, page) comes from the URL: the view passes the query values in with `show`, and asks for
 * the query of the next place (`queryForSort`, `queryForSize`, `queryForPage`) to navigate to.
 */
export class SessionHistoryViewModel {
  place: SessionHistoryPlace = readSessionHistoryPlace({ sort: null, size: null, page: null });
  playerInfo: SessionHistoryPlayerInfo | null = null;
  private page: SessionHistoryPage | null = null;
  /** The place the URL holds; the view corrects the URL when the shown place differs. */
  private urlPlace: SessionHistoryPlace | null = null;
  /** The place for the acting player: an answer overtaken by a newer request, or for another player, is dropped. */
  private readonly request: LatestRequest<SessionHistory, SessionHistoryErrorCode>;
  /** The player and place of the request in flight or answered; null when none counts. */
  private requestedKey: string | null = null;

  constructor(
    private readonly api: SessionHistoryApi,
    private readonly player: SessionHistoryPlayer,
    private readonly clock: Pick<Clock, 'timeZone'>,
  ) {
    this.request = new LatestRequest({
      owner: { kind: 'acting-player', source: player },
      classify: (error) => (isApiError(error, 'BP_403') ? 'ACCESS_DENIED' : 'TRY_AGAIN_LATER'),
    });
    makeAutoObservable<SessionHistoryViewModel, 'api' | 'player' | 'clock' | 'request' | 'requestedKey'>(this, {
      api: false,
      player: false,
      clock: false,
      request: false,
      requestedKey: false,
    });
  }

  get loadState(): SessionHistoryLoadState {
    const { status } = this.request.state;
    return status === 'loaded' ? 'ready' : status === 'failed' ? 'error' : 'loading';
  }

  get errorCode(): SessionHistoryErrorCode | null {
    const { state } = this.request;
    return state.status === 'failed' ? state.error : null;
  }

  /** Whose history this is (from the first answer's player info). */
  get playerName(): string | null {
    return this.playerInfo === null ? null : `${this.playerInfo.firstName} ${this.playerInfo.lastName}`.trim();
  }

  get distanceUnit(): DistanceUnit {
    return this.player.user?.unitDistance ?? 'METRIC';
  }

  /** True once an answer has arrived for this player (totals are known). */
  get hasData(): boolean {
    return this.page !== null;
  }

  /** The rows, their starts written in the viewer's zone (the Clock's). */
  get rows(): readonly SessionHistoryTableRow[] {
    const unit = this.distanceUnit;
    const timeZone: TimeZone = this.clock.timeZone();
    return (this.page?.content ?? []).map((row) => toSessionHistoryTableRow(row, unit, timeZone));
  }

  get totalElements(): number {
    return this.page?.totalElements ?? 0;
  }

  /** At least 1, so the pager reads "Page 1 of 1" for an empty history. */
  get pageCount(): number {
    return Math.max(1, countPages(this.totalElements, this.place.size));
  }

  /** 1-based, as the pager shows it. */
  get pageNumber(): number {
    return this.place.page + 1;
  }

  get hasPrevious(): boolean {
    return this.place.page > 0;
  }

  get hasNext(): boolean {
    return this.hasData && this.place.page + 1 < countPages(this.totalElements, this.place.size);
  }

  /** How many placeholder rows to draw while loading: the rows the page will have, so nothing moves. */
  get skeletonRowCount(): number {
    if (this.page === null || this.totalElements === 0) return this.place.size;
    const shown = clampPage(this.place.page, this.totalElements, this.place.size);
    return Math.min(this.place.size, this.totalElements - shown * this.place.size);
  }

  get emptyCode(): typeof SESSION_HISTORY_EMPTY | null {
    return this.loadState === 'ready' && this.totalElements === 0 ? SESSION_HISTORY_EMPTY : null;
  }

  /** The URL values of the shown place when the URL says otherwise (a page past the end, a child switch), else null. */
  get correctedQuery(): SessionHistoryQueryValues | null {
    if (this.urlPlace === null || isSamePlace(this.urlPlace, this.place)) return null;
    return toSessionHistoryQuery(this.place);
  }

  isSortedBy(field: SessionHistorySortField): boolean {
    return this.place.sort.field === field;
  }

  /** The place after a click on a column's header: that column ascending, then descending; back to the first page. */
  queryForSort(field: SessionHistorySortField): SessionHistoryQueryValues {
    return toSessionHistoryQuery({ ...this.place, sort: nextSessionHistorySort(this.place.sort, field), page: 0 });
  }

  /** The place sorted as chosen (the phone's sort picker: a field and a direction); back to the first page. */
  queryForSortBy(sort: SessionHistorySort): SessionHistoryQueryValues {
    return toSessionHistoryQuery({ ...this.place, sort, page: 0 });
  }

  /** The place with another page size, on the page that holds the first row shown now. */
  queryForSize(size: SessionHistoryPageSize): SessionHistoryQueryValues {
    const page = clampPage(Math.floor((this.place.page * this.place.size) / size), this.totalElements, size);
    return toSessionHistoryQuery({ ...this.place, size, page });
  }

  /** The place on another page (0-based), limited to the pages that exist. */
  queryForPage(page: number): SessionHistoryQueryValues {
    return toSessionHistoryQuery({ ...this.place, page: clampPage(page, this.totalElements, this.place.size) });
  }

  /** Follows the acting player (a parent's child switch): its first page, same sort and size. Pair with dispose(). */
  start(): void {
    this.request.follow({
      forget: () => {
        this.page = null;
        this.playerInfo = null;
        this.place = { ...this.place, page: 0 };
      },
      reload: () => void this.load(),
    });
  }

  dispose(): void {
    this.request.stop();
    this.requestedKey = null;
  }

  /** Shows the place the URL holds (unreadable values fall back to the defaults); the same place is not asked twice. */
  show(query: SessionHistoryQuery): void {
    const place = readSessionHistoryPlace(query);
    this.urlPlace = place;
    if (isSamePlace(place, this.place) && this.requestedKey === this.keyOf(place)) return;
    this.place = place;
    void this.load();
  }

  retry(): void {
    void this.load();
  }

  private keyOf(place: SessionHistoryPlace): string {
    const query = toSessionHistoryQuery(place);
    return `${this.player.activePlayerId ?? ''}|${query.sort}|${query.size}|${query.page}`;
  }

  /** Fetches the place; an answer overtaken by a newer request, or for another player, is dropped. */
  private async load(): Promise<void> {
    const playerId = this.player.activePlayerId;
    const place = this.place;
    this.requestedKey = this.keyOf(place);
    if (playerId === null) {
      this.request.fail('TRY_AGAIN_LATER');
      return;
    }
    const request = { sort: place.sort, size: place.size, page: place.page, playerInfo: this.playerInfo === null };
    await this.request.run(() => this.api.getSessionHistory(playerId, request), {
      loaded: (answer) => {
        this.page = answer.playerSessions;
        if (answer.playerInfo !== null) this.playerInfo = answer.playerInfo;
        // A page past the end answers the last page: show (and put in the URL) the page that came.
        if (answer.playerSessions.page !== place.page) {
          this.place = { ...place, page: answer.playerSessions.page };
          this.requestedKey = this.keyOf(this.place);
        }
      },
    });
  }
}
