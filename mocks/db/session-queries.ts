import type { ActivityDataStatus } from '../../src/domain/activity/activity-type';
import type { IsoDate } from '../../src/domain/time/civil-date';
import { localDayOf, type TimeZone } from '../../src/domain/time/time-zone';
import type { MockDb } from './mock-db';
import type { SessionRecord } from './session-schemas';
import { sessionCollection } from './sessions';

/** Read-side questions about sessions that the list calls (dashboard, history, leaderboard) ask. */

/** A player's sessions that are not deleted, oldest first. */
export function liveSessionsOfPlayer(db: MockDb, playerId: string): SessionRecord[] {
  return sessionCollection(db).findMany((q) => q.where({ playerId, deleted: false }), { orderBy: { startMs: 'asc' } });
}

/**
 * The data status as of `nowMs`: a resynced session whose processing time is over has its
 * status after processing (the session calls store it on the next read; lists only read).
 */
export function effectiveStatusOf(record: SessionRecord, nowMs: number): ActivityDataStatus {
  if (record.processingUntilMs === null || nowMs < record.processingUntilMs) return record.dataStatus;
  return record.statusAfterProcessing ?? 'PROCESSED';
}

/** The local day in `timeZone` a session started (docs/product-rules.md#days-and-time-zones). */
export function sessionDayOf(record: SessionRecord, timeZone: TimeZone): IsoDate {
  return localDayOf(record.startMs, timeZone);
}
