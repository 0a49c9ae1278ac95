import * as v from 'valibot';
import { DEMO_WORLD_SEED } from '../world/demo-world';
import { WORLD_COLLECTION_NAMES, worldBaselines, type WorldCollectionName } from '../world/generated-baseline';
import { restoreSessions, storedSessionsOf, type PendingSessions } from '../world/sessions/stored-sessions';
import { COLLECTION_NAMES, MOCK_DB_VERSION, MOCK_SCHEMAS, type CollectionName, type MockDb, type MockRecords } from './mock-db';
import { sessionSchema } from './session-schemas';
import { applyDelta, encodeDelta, parseDelta, type StoredDelta } from './snapshot-delta';

/**
 * The persisted snapshot of the mock backend: what differs from what the seed generates.
 *
 * It names its format and the database version (MOCK_DB_VERSION), the seed, the mock clock's
 * offset, and the sessions' anchor (the "today" the demo sessions were built for, null when they
 * were not built from the seed). The world collections (WORLD_COLLECTIONS) are stored relative to
 * `buildDemoWorld(seed)`, the sessions relative to the demo sessions of that world at the anchor
 * (mocks/db/snapshot-delta.ts); the run-time collections (tokens, access codes, mails, mail limits,
 * faults) whole. Tokens are kept as digests and passwords someone chose as salted hashes (./secrets.ts):
 * the snapshot holds no secret. Reading checks every record against its schema; anything off makes
 * the whole snapshot unreadable.
 */

/**
 * Bump when the stored form changes: older snapshots are then discarded, except those this reader still
 * understands (READABLE_FORMATS). Format 3 keeps digests of tokens and passwords (./secrets.ts) and the mail
 * limits; a format 2 snapshot is read with no mail limits, and its secrets are hidden on load (./snapshot-secrets.ts).
 */
const SNAPSHOT_FORMAT = 3;
const READABLE_FORMATS: readonly unknown[] = [2, SNAPSHOT_FORMAT];
/** Collections that format 2 did not have: read as empty from it. */
const SINCE_FORMAT_3: readonly CollectionName[] = ['mailRequests'];

const SESSIONS = 'sessions' satisfies CollectionName;
const GENERATED: readonly CollectionName[] = [...WORLD_COLLECTION_NAMES, SESSIONS];
const RUN_TIME = COLLECTION_NAMES.filter((name) => !GENERATED.includes(name));

export interface MockSnapshot {
  readonly seed: number;
  readonly clockOffsetMs: number;
  /** Every collection, but the sessions are empty when `pendingSessions` holds them. */
  readonly collections: MockRecords;
  /** The sessions built from the seed, kept as stored until a session call needs them (null when there are none). */
  readonly pendingSessions: PendingSessions | null;
}

/** The snapshot of `target`, as written to storage. */
export function serializeSnapshot(target: MockDb, seed: number, clockOffsetMs: number): string {
  const sessions = storedSessionsOf(target, seed);
  const baselines = worldBaselines(seed);
  const collections: Record<string, unknown> = {};
  for (const name of WORLD_COLLECTION_NAMES) {
    collections[name] = encodeDelta<unknown>(baselines[name], target[name].all());
  }
  collections[SESSIONS] = sessions.delta;
  for (const name of RUN_TIME) collections[name] = target[name].all();
  return JSON.stringify({
    format: SNAPSHOT_FORMAT,
    version: MOCK_DB_VERSION,
    seed,
    clockOffsetMs,
    sessionsAnchorMs: sessions.anchorMs,
    collections,
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseWhole(list: unknown, schema: v.GenericSchema): unknown[] | null {
  if (!Array.isArray(list)) return null;
  const records: unknown[] = [];
  for (const record of list) {
    const result = v.safeParse(schema, record);
    if (!result.success) return null;
    records.push(result.output);
  }
  return records;
}

function parseWorldCollection(name: WorldCollectionName, value: unknown, seed: number): unknown[] | null {
  const schema = MOCK_SCHEMAS[name] as v.GenericSchema;
  const delta = parseDelta<unknown>(value, schema);
  return delta === null ? null : applyDelta<unknown>(worldBaselines(seed)[name], delta);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The snapshot in `raw`, with every collection but the pending sessions rebuilt; null when it is
 * absent, of another format, version or seed, or corrupt in any way.
 */
export function parseSnapshot(raw: string | null, seed: number = DEMO_WORLD_SEED): MockSnapshot | null {
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isPlainObject(parsed) || !READABLE_FORMATS.includes(parsed['format']) || parsed['version'] !== MOCK_DB_VERSION) return null;
  const format = parsed['format'];
  const { clockOffsetMs, sessionsAnchorMs, collections: stored } = parsed;
  if (parsed['seed'] !== seed || !isFiniteNumber(clockOffsetMs) || !isPlainObject(stored)) return null;
  if (sessionsAnchorMs !== null && !isFiniteNumber(sessionsAnchorMs)) return null;
  const valueOf = (name: CollectionName): unknown => (Object.hasOwn(stored, name) ? stored[name] : undefined);

  const collections = {} as Record<CollectionName, unknown[]>;
  for (const name of WORLD_COLLECTION_NAMES) {
    const records = parseWorldCollection(name, valueOf(name), seed);
    if (records === null) return null;
    collections[name] = records;
  }
  for (const name of RUN_TIME) {
    const value = format === 2 && SINCE_FORMAT_3.includes(name) ? [] : valueOf(name);
    const records = parseWhole(value, MOCK_SCHEMAS[name]);
    if (records === null) return null;
    collections[name] = records;
  }
  const delta: StoredDelta<v.InferOutput<typeof sessionSchema>> | null = parseDelta(valueOf(SESSIONS), sessionSchema);
  if (delta === null) return null;
  let pendingSessions: PendingSessions | null = null;
  if (sessionsAnchorMs === null) {
    // Not built from the seed: every record is stored whole, and they are put in the collection now.
    const records = restoreSessions({ seed, anchorMs: null, delta });
    if (records === null) return null;
    collections[SESSIONS] = records;
  } else {
    pendingSessions = { seed, anchorMs: sessionsAnchorMs, delta };
    collections[SESSIONS] = [];
  }
  return { seed, clockOffsetMs, collections: collections as MockRecords, pendingSessions };
}
