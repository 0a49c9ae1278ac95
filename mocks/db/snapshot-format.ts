import * as v from 'valibot';
import { DEMO_WORLD_SEED } from '../world/demo-world';
import { NO_EDITS, type CollectionEdits, type Identified } from './edit-log';
import {
  COLLECTION_NAMES,
  GENERATED_COLLECTIONS,
  MOCK_DB_VERSION,
  MOCK_SCHEMAS,
  type CollectionName,
  type MockDb,
} from './mock-db';

/**
 * The persisted snapshot of the mock backend (docs/architecture.md#mock-backend): the database's edit log over what
 * the seed generates, not the records.
 *
 * It names its format and the database version (MOCK_DB_VERSION), the seed, the mock clock's offset and the sessions'
 * anchor (the "today" the demo sessions were generated for, null while they were not). Each generated collection
 * (GENERATED_COLLECTIONS) is stored as its edits (./edit-log.ts: records created or edited, ids deleted; an untouched
 * collection is left out); the run-time collections (tokens, access codes, mails, mail limits, faults) whole. Tokens
 * are kept as digests and passwords someone chose as salted hashes (./secrets.ts): the snapshot holds no secret.
 * Reading checks every record against its schema; anything off makes the whole snapshot unreadable, and an older
 * format (the deltas against a fingerprint of formats 2 and 3) is discarded: the demo starts afresh.
 */

/** Bump when the stored form changes: older snapshots are then discarded. */
const SNAPSHOT_FORMAT = 4;

const RUN_TIME = COLLECTION_NAMES.filter((name) => !GENERATED_COLLECTIONS.includes(name));

type LooseEdits = CollectionEdits<Identified>;

export interface MockSnapshot {
  readonly seed: number;
  readonly clockOffsetMs: number;
  /** The "today" the stored session edits are relative to; null when the sessions were not generated. */
  readonly sessionsAnchorMs: number | null;
  /** The edits of each generated collection (none for an untouched one). */
  readonly edits: Readonly<Record<CollectionName, LooseEdits>>;
  /** The run-time collections' records, whole (an empty list for the generated ones). */
  readonly runTime: Readonly<Record<CollectionName, unknown[]>>;
}

function hasEdits(edits: LooseEdits): boolean {
  return edits.edited.length + edits.created.length + edits.deleted.length > 0;
}

/** The snapshot of `target`, as written to storage. */
export function serializeSnapshot(target: MockDb, seed: number, clockOffsetMs: number): string {
  const edits: Record<string, LooseEdits> = {};
  for (const name of GENERATED_COLLECTIONS) {
    const collectionEdits = target.edits.editsOf<Identified>(name, target[name].all());
    if (hasEdits(collectionEdits)) edits[name] = collectionEdits;
  }
  const collections: Record<string, unknown> = {};
  for (const name of RUN_TIME) collections[name] = target[name].all();
  return JSON.stringify({
    format: SNAPSHOT_FORMAT,
    version: MOCK_DB_VERSION,
    seed,
    clockOffsetMs,
    sessionsAnchorMs: target.edits.sessionsAnchorMs,
    edits,
    collections,
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function ownValue(object: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

function parseRecords(list: unknown, schema: v.GenericSchema): unknown[] | null {
  if (!Array.isArray(list)) return null;
  const records: unknown[] = [];
  for (const record of list) {
    const result = v.safeParse(schema, record);
    if (!result.success) return null;
    records.push(result.output);
  }
  return records;
}

/** One collection's stored edits, or null when they are off (a record failing its schema, an id twice). */
function parseEdits(value: unknown, schema: v.GenericSchema): LooseEdits | null {
  if (value === undefined) return NO_EDITS;
  if (!isPlainObject(value)) return null;
  const edited = parseRecords(ownValue(value, 'edited'), schema) as Identified[] | null;
  const created = parseRecords(ownValue(value, 'created'), schema) as Identified[] | null;
  const deleted = ownValue(value, 'deleted');
  if (edited === null || created === null || !Array.isArray(deleted) || !deleted.every((id) => typeof id === 'string'))
    return null;
  const ids = [...edited, ...created].map((record) => record.id);
  if (new Set(ids).size !== ids.length) return null;
  return { edited, created, deleted: deleted };
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The snapshot in `raw`; null when it is absent, of another format, version or seed, or corrupt in any way. */
export function parseSnapshot(raw: string | null, seed: number = DEMO_WORLD_SEED): MockSnapshot | null {
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isPlainObject(parsed) || parsed['format'] !== SNAPSHOT_FORMAT || parsed['version'] !== MOCK_DB_VERSION)
    return null;
  const { clockOffsetMs, sessionsAnchorMs, edits: storedEdits, collections: stored } = parsed;
  if (
    parsed['seed'] !== seed ||
    !isFiniteNumber(clockOffsetMs) ||
    !isPlainObject(stored) ||
    !isPlainObject(storedEdits)
  )
    return null;
  if (sessionsAnchorMs !== null && !isFiniteNumber(sessionsAnchorMs)) return null;

  const edits = {} as Record<CollectionName, LooseEdits>;
  const runTime = {} as Record<CollectionName, unknown[]>;
  for (const name of COLLECTION_NAMES) {
    const schema = MOCK_SCHEMAS[name] as v.GenericSchema;
    if (GENERATED_COLLECTIONS.includes(name)) {
      const collectionEdits = parseEdits(ownValue(storedEdits, name), schema);
      if (collectionEdits === null) return null;
      edits[name] = collectionEdits;
      runTime[name] = [];
    } else {
      const records = parseRecords(ownValue(stored, name), schema);
      if (records === null) return null;
      edits[name] = NO_EDITS;
      runTime[name] = records;
    }
  }
  return { seed, clockOffsetMs, sessionsAnchorMs, edits, runTime };
}
