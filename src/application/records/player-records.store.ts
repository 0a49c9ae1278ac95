import { makeAutoObservable } from 'mobx';
import { isApiError } from '../../domain/errors/api-error';
import type { PersonalRecords } from '../../domain/records/personal-records';
import { findRecentRecords, findRecordsHeldBy, type HeldRecord } from '../../domain/records/record-holdings';
import { localDayOf } from '../../domain/time/time-zone';
import type { ActingPlayerSource } from '../acting-player/acting-player-answer';
import { LatestRequest } from '../latest-request/latest-request';
import type { Clock } from '../ports/clock.port';
import type { RecordsApi } from '../ports/records-api.port';
import type { SessionHistoryApi } from '../ports/session-history-api.port';
import { computeRecordsFromHistory } from './records-from-history';

/** The codes a failed load shows (docs/product-rules.md#messages, shared message catalog). */
export type RecordsErrorCode = 'ACCESS_DENIED' | 'TRY_AGAIN_LATER';

/** Where the acting player's records stand: not asked, on their way (none shown yet), shown, or failed. */
export type RecordsLoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * The acting player's personal records (docs/product-rules.md#personal-records), app-wide: the
 * records page, the session page, the calendar's badges and the dashboard's note all read one
 * answer. Each of them watches the store while it is shown; every new watcher asks again (a
 * session deleted meanwhile gives its records away), unless an answer for the same player is on
 * its way, so the badges of a calendar month share one call. A change of acting player forgets
 * the records and, while anyone watches, asks for the new player's. A server without the records
 * call (404, 405, 501) gets them computed from the session history.
 */
export class PlayerRecordsStore {
  private readonly request: LatestRequest<PersonalRecords, RecordsErrorCode>;
  /** The records last loaded, and whose: kept while a newer answer is on its way. */
  private shown: { readonly playerId: string; readonly records: PersonalRecords } | null = null;
  /** The player of the request on its way, if any. */
  private askedFor: string | null = null;
  private watchers = 0;

  constructor(
    private readonly api: RecordsApi,
    private readonly history: SessionHistoryApi,
    private readonly viewer: ActingPlayerSource,
    private readonly clock: Clock,
  ) {
    this.request = new LatestRequest({
      owner: { kind: 'acting-player', source: viewer },
      classify: (error) => (isApiError(error, 'BP_403') ? 'ACCESS_DENIED' : 'TRY_AGAIN_LATER'),
    });
    makeAutoObservable<
      PlayerRecordsStore,
      'api' | 'history' | 'viewer' | 'clock' | 'request' | 'askedFor' | 'watchers'
    >(this, {
      api: false,
      history: false,
      viewer: false,
      clock: false,
      request: false,
      askedFor: false,
      watchers: false,
    });
    // App-wide: it follows the acting player for the app's life, so nothing stops it.
    this.request.follow({ forget: () => this.forgetShown(), reload: () => this.refreshIfWatched() });
  }

  /** The acting player's records, once loaded (the last ones while a newer answer is on its way). */
  get records(): PersonalRecords | null {
    return this.shown !== null && this.shown.playerId === this.viewer.activePlayerId ? this.shown.records : null;
  }

  get loadState(): RecordsLoadState {
    const { status } = this.request.state;
    if (status === 'failed') return 'failed';
    if (this.records !== null) return 'loaded';
    return status === 'loading' ? 'loading' : status === 'loaded' ? 'loaded' : 'idle';
  }

  get errorCode(): RecordsErrorCode | null {
    const { state } = this.request;
    return state.status === 'failed' ? state.error : null;
  }

  /** The records a session holds, one per metric (all time before season); none until loaded. */
  recordsHeldBy(activityId: string): readonly HeldRecord[] {
    return this.records === null ? [] : findRecordsHeldBy(this.records, activityId);
  }

  /** The records set in the last 7 local days, today included (the dashboard's note). */
  get recentRecords(): readonly HeldRecord[] {
    return this.records === null
      ? []
      : findRecentRecords(this.records, localDayOf(this.clock.now(), this.clock.timeZone()));
  }

  /** A view that shows records starts watching: it asks again; the returned function stops watching. */
  watch(): () => void {
    this.watchers += 1;
    this.refresh();
    let watching = true;
    return () => {
      if (!watching) return;
      watching = false;
      this.watchers -= 1;
    };
  }

  /** Asks for the acting player's records, unless an answer for them is already on its way. */
  refresh(): void {
    const playerId = this.viewer.activePlayerId;
    if (playerId === null) return;
    if (this.request.state.status === 'loading' && this.askedFor === playerId) return;
    this.askedFor = playerId;
    void this.request.run((signal) => this.load(playerId, signal), {
      loaded: (records) => {
        this.askedFor = null;
        this.shown = { playerId, records };
      },
      failed: () => {
        this.askedFor = null;
      },
    });
  }

  /** Another player acts, or nobody: nothing of the previous player's records stays. */
  private forgetShown(): void {
    this.shown = null;
    this.askedFor = null;
  }

  private refreshIfWatched(): void {
    if (this.watchers > 0) this.refresh();
  }

  private async load(playerId: string, signal: AbortSignal): Promise<PersonalRecords> {
    const timeZone = this.clock.timeZone();
    const answer = await this.api.getPersonalRecords(playerId, timeZone, signal);
    if (answer.kind === 'records') return answer.records;
    return computeRecordsFromHistory(this.history, playerId, { nowMs: this.clock.now(), timeZone }, signal);
  }
}
