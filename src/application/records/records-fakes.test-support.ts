import { Subject } from 'rxjs';
import { ApiError } from '../../domain/errors/api-error';
import { toRecordSession } from '../../domain/records/history-record-sessions';
import { computePersonalRecords, type RecordMetric } from '../../domain/records/personal-records';
import { sortAndPage } from '../../domain/session-history/session-history-order';
import type { SessionHistory, SessionHistoryRow } from '../../domain/session-history/session-history-row';
import { makeRow } from '../../domain/session-history/session-history-rows.test-support';
import type { TimeZone } from '../../domain/time/time-zone';
import type { Clock } from '../ports/clock.port';
import type { RecordsAnswer, RecordsApi } from '../ports/records-api.port';
import type { SessionHistoryApi, SessionHistoryRequest } from '../ports/session-history-api.port';

/** Fakes for the records' store and page: a records call, the session history, the viewer. */

/** Saturday 28 November 2026, 18:00 UTC. */
export const RECORDS_NOW_MS = Date.UTC(2026, 10, 28, 18);

/** `count` sessions a day apart up to yesterday, the figures growing with the index (the last one holds every record). */
export function historyRows(count: number, fields: Partial<SessionHistoryRow> = {}): SessionHistoryRow[] {
  return Array.from({ length: count }, (_, index) =>
    makeRow(index, {
      activityId: `pa-${index}`,
      startTime: new Date(RECORDS_NOW_MS - (count - index) * 86_400_000).toISOString(),
      distanceMeters: 1000 + index,
      apSeconds: 600 + index,
      workloadTrimps: 50 + index,
      timeAbove80Seconds: 100 + index,
      ...fields,
    }),
  );
}

/** Answers like the mock backend: the domain's sort and paging over each player's rows. */
export class FakeHistoryApi implements SessionHistoryApi {
  readonly calls: { playerId: string; request: SessionHistoryRequest }[] = [];
  rowsByPlayer: Record<string, readonly SessionHistoryRow[]> = {};

  getSessionHistory(playerId: string, request: SessionHistoryRequest): Promise<SessionHistory> {
    this.calls.push({ playerId, request });
    return Promise.resolve({
      playerInfo: null,
      sort: request.sort,
      playerSessions: sortAndPage([...(this.rowsByPlayer[playerId] ?? [])], request.sort, request.page, request.size),
    });
  }
}

/**
 * The records call over the same rows (the mock's own computation), or a server without it; calls
 * can be held and answered later, and the next ones can fail.
 */
export class FakeRecordsApi implements RecordsApi {
  readonly calls: { playerId: string; timeZone: TimeZone }[] = [];
  offered = true;
  /** Metrics the answer leaves out (a server that cannot tell them). */
  leaveOut: readonly RecordMetric[] = [];
  failNext: ApiError[] = [];
  hold = false;
  private pending: (() => void)[] = [];

  constructor(
    private readonly history: FakeHistoryApi,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  getPersonalRecords(playerId: string, timeZone: TimeZone): Promise<RecordsAnswer> {
    this.calls.push({ playerId, timeZone });
    const failure = this.failNext.shift();
    if (failure !== undefined) return Promise.reject(failure);
    const answer = (): RecordsAnswer => {
      if (!this.offered) return { kind: 'not-offered' };
      const records = computePersonalRecords(
        (this.history.rowsByPlayer[playerId] ?? []).map(toRecordSession),
        this.clock.now(),
        timeZone,
      );
      return {
        kind: 'records',
        records: { ...records, records: records.records.filter((record) => !this.leaveOut.includes(record.metric)) },
      };
    };
    if (!this.hold) return Promise.resolve(answer());
    return new Promise((resolve) => this.pending.push(() => resolve(answer())));
  }

  /** Answers the held calls, oldest first. */
  release(): void {
    const pending = this.pending;
    this.pending = [];
    pending.forEach((resolve) => resolve());
  }
}

/** The acting player and its changes, as AuthSession gives them. */
export function fakeViewer(playerId: string | null) {
  const changes = new Subject<string | null>();
  const viewer = {
    activePlayerId: playerId,
    playerChanges$: changes,
    /** Another player acts now (a parent's child switch, a login, a logout). */
    switchTo(next: string | null): void {
      viewer.activePlayerId = next;
      changes.next(next);
    },
  };
  return viewer;
}

export const offline = (): ApiError => new ApiError('NETWORK', 'offline', 0);
export const denied = (): ApiError => new ApiError('BP_403', 'Access denied', 403);
