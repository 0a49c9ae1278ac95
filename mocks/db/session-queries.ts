import type { ActivityDataStatus } from '../../src/domain/activity/activity-type';
import type { IsoDate } from '../../src/domain/time/civil-date';
import { toUtcDay } from '../../src/domain/time/utc-day';
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

/** The UTC day a session started. */
export function sessionDayOf(record: SessionRecord): IsoDate {
  return toUtcDay(record.startMs);
}
