import { Collection } from '@msw/data';
import { db, type MockDb } from './mock-db';
import { sessionSchema, type SessionRecord } from './session-schemas';

/** Access to the sessions collection (schemas in ./session-schemas.ts). */

export type SessionCollection = Collection<typeof sessionSchema>;

const standalone: SessionCollection = new Collection({ schema: sessionSchema });

/**
 * The sessions collection of a mock database: `db.sessions` once the mock database registers
 * SESSION_SCHEMAS, else a collection of this module (not persisted).
 */
export function sessionCollection(target: MockDb = db): SessionCollection {
  const registered = (target as Partial<Record<'sessions', SessionCollection>>).sessions;
  return registered ?? standalone;
}

/** A live (not deleted) session by id, or null. Deleted sessions come back with `deleted: true`. */
export function findSession(id: string, target: MockDb = db): SessionRecord | null {
  return sessionCollection(target).findFirst((q) => q.where({ id })) ?? null;
}

/** Applies `change` to a copy of the session and stores it. Answers the stored record. */
export async function updateSession(
  id: string,
  change: (record: SessionRecord) => void,
  target: MockDb = db,
): Promise<SessionRecord | null> {
  const updated = await sessionCollection(target).update((q) => q.where({ id }), {
    data(record) {
      change(record);
    },
  });
  return updated ?? null;
}

/** Replaces every session with `records` (seeding and tests). */
export async function loadSessions(records: readonly SessionRecord[], target: MockDb = db): Promise<void> {
  const collection = sessionCollection(target);
  collection.clear();
  for (const record of records) await collection.create(structuredClone(record));
}
