import { toRecordSession } from '../../domain/records/history-record-sessions';
import { computePersonalRecords, type PersonalRecords } from '../../domain/records/personal-records';
import type { SessionHistoryRow } from '../../domain/session-history/session-history-row';
import type { TimeZone } from '../../domain/time/time-zone';
import type { SessionHistoryApi } from '../ports/session-history-api.port';

/** The history's largest page: a 3-year history of 1,000 sessions is 10 calls. */
const HISTORY_PAGE_SIZE = 100;
/** At most this many pages (5,000 sessions): a history that never ends is not read for ever. */
export const MAX_HISTORY_PAGES = 50;

/**
 * The records when the server has no records call (docs/api-sessions.md#personal-records): the
 * whole session history, oldest first, page by page, then the same domain function the records
 * call runs. A history whose rows do not carry the time above 80 % (a server without our optional
 * field) gives no record of it: that metric is left out, and the page says it is not reported.
 */
export async function computeRecordsFromHistory(
  history: SessionHistoryApi,
  playerId: string,
  at: { readonly nowMs: number; readonly timeZone: TimeZone },
  signal?: AbortSignal,
): Promise<PersonalRecords> {
  // By id: a session added or deleted between two pages shifts the rows, and must not count twice.
  const rows = new Map<string, SessionHistoryRow>();
  for (let page = 0; page < MAX_HISTORY_PAGES; page += 1) {
    signal?.throwIfAborted();
    const answer = await history.getSessionHistory(playerId, {
      sort: { field: 'date', direction: 'asc' },
      page,
      size: HISTORY_PAGE_SIZE,
      playerInfo: false,
    });
    for (const row of answer.playerSessions.content) rows.set(row.activityId, row);
    if (page + 1 >= answer.playerSessions.totalPages) break;
  }
  signal?.throwIfAborted();
  const listed = [...rows.values()];
  const records = computePersonalRecords(listed.map(toRecordSession), at.nowMs, at.timeZone);
  const reportsRedZone = listed.length === 0 || listed.some((row) => row.timeAbove80Seconds !== undefined);
  return reportsRedZone
    ? records
    : { ...records, records: records.records.filter((record) => record.metric !== 'TIME_ABOVE_80') };
}
