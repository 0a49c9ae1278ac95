import type { MockDb } from '../../db/mock-db';
import type { SessionRecord } from '../../db/session-schemas';
import { loadSessions, sessionCollection } from '../../db/sessions';
import { applyDelta, EMPTY_BASELINE, encodeDelta, type Baseline, type StoredDelta } from '../../db/snapshot-delta';
import { sessionsBaseline } from '../generated-baseline';

/**
 * Where the demo sessions of a database come from, so the snapshot can store them relative to
 * what the seed generates (mocks/db/snapshot-delta.ts), and a return visit need not build them
 * before a session call.
 *
 * - The anchor: the mock clock's "now" the demo sessions were built for; null while they are not
 *   built from the seed (none yet, or records put there by tests).
 * - Pending sessions: read from storage but not yet in the collection. The first session call
 *   (`ensureDemoSessions`) builds their baseline and puts them in. Records created in the
 *   collection meanwhile (a live recording) come after them, replacing one of the same id.
 */

/** The sessions as a snapshot stores them. */
export interface StoredSessions {
  readonly seed: number;
  readonly anchorMs: number | null;
  readonly delta: StoredDelta<SessionRecord>;
}

/** Stored sessions built from the seed, not yet in the collection. */
export interface PendingSessions extends StoredSessions {
  readonly anchorMs: number;
}

interface SessionsOrigin {
  anchorMs: number | null;
  pending: PendingSessions | null;
  /** True while pending sessions are put in the collection: not a change to write. */
  restoring: boolean;
  /** The build or restore in progress, so concurrent session calls wait for the same one. */
  seeding: Promise<void> | null;
}

const origins = new WeakMap<MockDb, SessionsOrigin>();

function sessionsOriginOf(target: MockDb): SessionsOrigin {
  let origin = origins.get(target);
  if (origin === undefined) {
    origin = { anchorMs: null, pending: null, restoring: false, seeding: null };
    origins.set(target, origin);
  }
  return origin;
}

function baselineFor(seed: number, anchorMs: number | null): Baseline<SessionRecord> {
  return anchorMs === null ? EMPTY_BASELINE : sessionsBaseline(seed, anchorMs);
}

/** The records `stored` stands for, or null when it was written against another generator. */
export function restoreSessions(stored: StoredSessions): SessionRecord[] | null {
  return applyDelta(baselineFor(stored.seed, stored.anchorMs), stored.delta);
}

/** Pending records first (less those of an id created since), then the collection's. */
function withCreatedSince(restored: readonly SessionRecord[], created: readonly SessionRecord[]): SessionRecord[] {
  if (created.length === 0) return [...restored];
  const ids = new Set(created.map((record) => record.id));
  return [...restored.filter((record) => !ids.has(record.id)), ...created];
}

/**
 * After loading a snapshot: its sessions built from the seed wait as pending (the load emptied the
 * collection); null when it stored none built from the seed (the load put them in the collection).
 */
export function holdStoredSessions(target: MockDb, stored: PendingSessions | null): void {
  const origin = sessionsOriginOf(target);
  origin.pending = stored;
  origin.anchorMs = stored?.anchorMs ?? null;
}

/** The demo sessions were built for `anchorMs` and are in the collection. */
export function noteSessionsBuilt(target: MockDb, anchorMs: number): void {
  const origin = sessionsOriginOf(target);
  origin.anchorMs = anchorMs;
  origin.pending = null;
}

/** The sessions are gone (reset) or never came from the seed. */
export function forgetStoredSessions(target: MockDb): void {
  holdStoredSessions(target, null);
}

/**
 * Puts the pending sessions in the collection, without counting it as a change (the snapshot
 * already says so). False when there were none, or they do not fit this generator (then dropped).
 */
export async function restorePendingSessions(target: MockDb): Promise<boolean> {
  const origin = sessionsOriginOf(target);
  const pending = origin.pending;
  if (pending === null) return false;
  const restored = restoreSessions(pending);
  if (restored === null) {
    forgetStoredSessions(target);
    return false;
  }
  const records = withCreatedSince(restored, sessionCollection(target).all());
  origin.restoring = true;
  try {
    await loadSessions(records, target);
  } finally {
    origin.restoring = false;
  }
  noteSessionsBuilt(target, pending.anchorMs);
  return true;
}

/** True while pending sessions are being put in the collection: the persistence does not count it as a change. */
export function isRestoringSessions(target: MockDb): boolean {
  return origins.get(target)?.restoring ?? false;
}

/** Whether the collection is still to receive sessions read from storage. */
export function hasPendingSessions(target: MockDb): boolean {
  return (origins.get(target)?.pending ?? null) !== null;
}

/** Runs `work` unless one runs already for `target`; concurrent callers wait for the same run. */
export function oneSeedingAtATime(target: MockDb, work: () => Promise<void>): Promise<void> {
  const origin = sessionsOriginOf(target);
  origin.seeding ??= work().finally(() => {
    origin.seeding = null;
  });
  return origin.seeding;
}

/** The sessions of `target` as the snapshot stores them, relative to the sessions `seed` generates. */
export function storedSessionsOf(target: MockDb, seed: number): StoredSessions {
  const origin = sessionsOriginOf(target);
  const collection = sessionCollection(target);
  const pending = origin.pending;
  if (pending !== null) {
    if (collection.count() === 0) return pending;
    const restored = restoreSessions(pending);
    if (restored !== null) {
      const records = withCreatedSince(restored, collection.all());
      return { seed, anchorMs: pending.anchorMs, delta: encodeDelta(baselineFor(seed, pending.anchorMs), records) };
    }
    return { seed, anchorMs: null, delta: encodeDelta(EMPTY_BASELINE, collection.all()) };
  }
  const anchorMs = origin.anchorMs;
  return { seed, anchorMs, delta: encodeDelta(baselineFor(seed, anchorMs), collection.all()) };
}
