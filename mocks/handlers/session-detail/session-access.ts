import { mockClock } from '../../clock';
import { findPlayerById } from '../../db/account-queries';
import { db } from '../../db/mock-db';
import type { PlayerRecord } from '../../db/schemas';
import { findSession, updateSession } from '../../db/sessions';
import type { SessionRecord } from '../../db/session-schemas';
import { ensureDemoSessions } from '../../world/sessions/seed-sessions';
import { ACCESS_DENIED_DESC, currentAccess, type PlayerAccess } from '../auth-guard';
import { rejectWith } from '../respond';

/** Access to one session (docs/product-rules.md#roles-and-permissions): a player reads their own sessions, a parent their children's. */

export interface ReadableSession {
  readonly access: PlayerAccess;
  readonly record: SessionRecord;
  readonly player: PlayerRecord;
}

/**
 * The session `activityId` if the caller may read it. Otherwise the handler ends with 403 BP_403
 * (unknown id, or another player's session) or 404 BP_404 (the caller's session, deleted).
 * A session whose processing time is over takes its processed state first.
 */
export async function requireReadableSession(request: Request, activityId: string): Promise<ReadableSession> {
  await ensureDemoSessions();
  const access = currentAccess(request);
  const found = findSession(activityId);
  if (found === null || !access.canRead(found.playerId)) return rejectWith(403, 'BP_403', ACCESS_DENIED_DESC);
  if (found.deleted) return rejectWith(404, 'BP_404', 'Activity deleted');
  const player = findPlayerById(db, found.playerId);
  if (player === undefined) return rejectWith(403, 'BP_403', ACCESS_DENIED_DESC);
  const record = await finishProcessing(found, mockClock.now());
  return { access, record, player };
}

/** The session as of `nowMs`: one whose processing time is over is stored with its processed state first. */
export async function finishProcessing(record: SessionRecord, nowMs: number): Promise<SessionRecord> {
  if (record.processingUntilMs === null || nowMs < record.processingUntilMs) return record;
  const updated = await updateSession(record.id, (draft) => {
    draft.dataStatus = draft.statusAfterProcessing ?? 'PROCESSED';
    draft.processingUntilMs = null;
    draft.statusAfterProcessing = null;
  });
  return updated ?? record;
}

/**
 * May this caller resync the session (docs/product-rules.md#roles-and-permissions: a coach or the person who ran it)? The player
 * ran a session recorded with their own app (a parent acts for their child); a coach-run session
 * needs a coach of its team, and the demo world has no coach accounts.
 */
export function canResync(access: PlayerAccess, record: SessionRecord): boolean {
  return !record.coachRun && access.canRead(record.playerId);
}
