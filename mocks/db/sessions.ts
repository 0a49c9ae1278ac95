import { Collection } from '@msw/data';
import * as v from 'valibot';
import { ACTIVITY_DATA_STATUSES, ACTIVITY_TYPES } from '../../src/domain/activity/activity-type';
import { db, type MockDb } from './mock-db';

/**
 * The session records of the mock backend: one player's data for one session (a "player
 * activity"), with the user's edits (description, segments, attachments, deleted flag) so they
 * persist like the rest. The heart-rate and speed series are NOT stored: they are simulated on
 * demand from `seed` (mocks/world/sessions/session-simulator.ts) and analysed by the domain.
 * Instants are epoch milliseconds on the mock clock.
 */

export const storedSegmentSchema = v.object({
  id: v.string(),
  name: v.string(),
  /** Offsets from the session start, in seconds. */
  startSec: v.number(),
  endSec: v.number(),
});

export const storedAttachmentSchema = v.object({
  id: v.string(),
  kind: v.picklist(['file', 'link']),
  url: v.string(),
  fileName: v.nullable(v.string()),
  sizeBytes: v.nullable(v.number()),
  /** What the list shows: the file name, or the link's name (else its URL). */
  description: v.string(),
});

export const sessionSchema = v.object({
  id: v.string(),
  playerId: v.string(),
  /** Null for an INDIVIDUAL session outside any team. */
  teamId: v.nullable(v.string()),
  /** The team event this player's session belongs to (shared by team-mates); null for INDIVIDUAL. */
  eventId: v.nullable(v.string()),
  type: v.picklist(ACTIVITY_TYPES),
  title: v.string(),
  startMs: v.number(),
  /** Recorded length in seconds (before any trimming). */
  durationSec: v.number(),
  dataStatus: v.picklist(ACTIVITY_DATA_STATUSES),
  /** Recorded by the coach's device (the coach ran it) rather than the player's own app. */
  coachRun: v.boolean(),
  ended: v.boolean(),
  /** Seed of the simulated series. */
  seed: v.string(),
  /** Whether the simulated belt drops out now and then. */
  dropouts: v.boolean(),
  description: v.string(),
  deleted: v.boolean(),
  resyncCount: v.number(),
  /** After a resync the session is NOT_PROCESSED until this instant, then takes `statusAfterProcessing`. */
  processingUntilMs: v.nullable(v.number()),
  statusAfterProcessing: v.nullable(v.picklist(ACTIVITY_DATA_STATUSES)),
  /** Counter for the ids of segments and attachments added later. */
  nextItemNumber: v.number(),
  segments: v.array(storedSegmentSchema),
  attachments: v.array(storedAttachmentSchema),
});

export type SessionRecord = v.InferOutput<typeof sessionSchema>;
export type StoredSegment = v.InferOutput<typeof storedSegmentSchema>;
export type StoredAttachment = v.InferOutput<typeof storedAttachmentSchema>;

/**
 * The collections of this file, for the mock database to register (MOCK_SCHEMAS in
 * mocks/db/mock-db.ts): `{ ...SESSION_SCHEMAS }` gives it `db.sessions`, persisted and reset
 * with the rest.
 */
export const SESSION_SCHEMAS = { sessions: sessionSchema } as const;

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
