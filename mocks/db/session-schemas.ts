import * as v from 'valibot';
import { ACTIVITY_SOURCES } from '../../src/domain/activity/activity-source';
import { ACTIVITY_DATA_STATUSES, ACTIVITY_TYPES } from '../../src/domain/activity/activity-type';

/**
 * The session records of the mock backend: one player's data for one session (a "player
 * activity"), with the user's edits (description, segments, attachments, deleted flag) so they
 * persist like the rest. The heart-rate and speed series are NOT stored: they are simulated on
 * demand from `seed` (mocks/world/sessions/session-simulator.ts) and analysed by the domain.
 * Instants are epoch milliseconds on the mock clock. This module imports nothing of the mock
 * database, so mock-db.ts can register SESSION_SCHEMAS without an import cycle.
 */

const storedSegmentSchema = v.object({
  id: v.string(),
  name: v.string(),
  /** Offsets from the session start, in seconds. */
  startSec: v.number(),
  endSec: v.number(),
});

const storedAttachmentSchema = v.object({
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
  /** Where the data came from when not what coachRun says (docs/api-sessions.md#the-mock-backend): a file, say. */
  source: v.optional(v.picklist(ACTIVITY_SOURCES)),
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
  /** The token of the session's public link (docs/api-sessions.md#shared-sessions); null when not shared. Stored before sharing existed: null. */
  shareToken: v.optional(v.nullable(v.string()), null),
  /** A live recording's heart rate per second (null: missing), stored as sent; null for a simulated session. */
  recordedBpm: v.optional(v.nullable(v.array(v.nullable(v.number()))), null),
  /** The belt of a live recording. */
  deviceName: v.optional(v.nullable(v.string()), null),
  /** A live recording's client recording id: a save repeated with it answers this session (docs/api-sessions.md#live-recordings). */
  clientRecordingId: v.optional(v.nullable(v.string()), null),
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
