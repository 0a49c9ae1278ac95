import { SESSION_SCHEMAS } from './session-schemas';
import { Collection } from '@msw/data';
import { EditLog } from './edit-log';
import { UNPACED, type Pace } from '../main-thread-pace';
import type * as v from 'valibot';
import {
  accessCodeSchema,
  accessTokenSchema,
  accountSchema,
  faultSchema,
  linkTokenSchema,
  mailRequestSchema,
  mailSchema,
  membershipSchema,
  playerSchema,
  refreshTokenSchema,
  teamSchema,
} from './schemas';

/**
 * The mock backend's database: one @msw/data collection per record kind.
 *
 * To add a collection (later issues: sessions…): add its schema to MOCK_SCHEMAS (from a
 * module that does not import this one, to keep the import graph acyclic), list it in
 * WORLD_COLLECTIONS if the seeded world fills it, and bump MOCK_DB_VERSION so persisted
 * snapshots of the old shape are discarded.
 * Persistence, reset and cross-tab sync pick new collections up by themselves: a generated collection
 * (GENERATED_COLLECTIONS) through the database's edit log, any other one whole.
 */
export const MOCK_SCHEMAS = {
  accounts: accountSchema,
  players: playerSchema,
  teams: teamSchema,
  memberships: membershipSchema,
  linkTokens: linkTokenSchema,
  accessTokens: accessTokenSchema,
  refreshTokens: refreshTokenSchema,
  accessCodes: accessCodeSchema,
  mails: mailSchema,
  mailRequests: mailRequestSchema,
  faults: faultSchema,
  ...SESSION_SCHEMAS,
} as const;

/** Bump when a schema or the set of collections changes: older snapshots are then rebuilt. */
export const MOCK_DB_VERSION = 3;

export type CollectionName = keyof typeof MOCK_SCHEMAS;
export const COLLECTION_NAMES = Object.keys(MOCK_SCHEMAS) as CollectionName[];

/** Collections the seeded world fills; the others (tokens, access codes, mails, faults) are run-time state. */
export const WORLD_COLLECTIONS: readonly CollectionName[] = [
  'accounts',
  'players',
  'teams',
  'memberships',
  'linkTokens',
];

/** Collections the seed generates (the world's and the demo sessions): the snapshot keeps only their edit log. */
export const GENERATED_COLLECTIONS: readonly CollectionName[] = [...WORLD_COLLECTIONS, 'sessions'];

/** A loosely typed view of one collection (records of any schema), for code that walks every collection by name. */
type AnyCollection = Collection<v.GenericSchema>;

export type MockDb = { readonly [K in CollectionName]: Collection<(typeof MOCK_SCHEMAS)[K]> } & {
  /** What was created, edited or deleted in the generated collections (./edit-log.ts). */
  readonly edits: EditLog;
};
type RecordOf<K extends CollectionName> = v.InferOutput<(typeof MOCK_SCHEMAS)[K]>;
/** Plain records per collection: the seeded world and the persisted snapshot use this shape. */
export type MockRecords = { [K in CollectionName]: RecordOf<K>[] };

/** A database with one empty collection per entry of MOCK_SCHEMAS, and its edit log listening to the generated ones. */
export function createMockDb(): MockDb {
  const edits = new EditLog(GENERATED_COLLECTIONS);
  const collections: Partial<Record<CollectionName, unknown>> = {};
  for (const name of COLLECTION_NAMES) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it to see one AnyCollection, not a union of eleven collections.
    const collection: AnyCollection = new Collection({ schema: MOCK_SCHEMAS[name] as v.GenericSchema });
    collections[name] = collection;
    if (!GENERATED_COLLECTIONS.includes(name)) continue;
    collection.hooks.on('create', (event) => edits.noteCreated(name, idOf(event.data.record)));
    collection.hooks.on('update', (event) => edits.noteUpdated(name, idOf(event.data.prevRecord)));
    collection.hooks.on('delete', (event) => edits.noteDeleted(name, idOf(event.data.deletedRecord)));
  }
  return { ...collections, edits } as MockDb;
}

/** Every record of the generated collections has a string id (their schemas say so). */
function idOf(record: object): string {
  return (record as { id: string }).id;
}

/** The database the handlers use (one per tab in the browser, one per process in Node). */
export const db: MockDb = createMockDb();

function collectionOf(target: MockDb, name: CollectionName): AnyCollection {
  return target[name] as AnyCollection;
}

/** Plain JSON copies of every record, collection by collection, in store order. */
export function dumpRecords(target: MockDb): MockRecords {
  const dump = {} as Record<CollectionName, unknown[]>;
  for (const name of COLLECTION_NAMES) {
    dump[name] = collectionOf(target, name)
      .all()
      .map((record: object) => JSON.parse(JSON.stringify(record)) as unknown);
  }
  return dump as MockRecords;
}

/** Empties the named collections (all by default). */
export function clearCollections(target: MockDb, names: readonly CollectionName[] = COLLECTION_NAMES): void {
  for (const name of names) collectionOf(target, name).clear();
}

/**
 * Replaces the content of every collection present in `records` with those records, in order.
 * Collections absent from `records` are left alone. `pace` is awaited after each record (../main-thread-pace.ts).
 */
export async function loadRecords(target: MockDb, records: Partial<MockRecords>, pace: Pace = UNPACED): Promise<void> {
  for (const name of COLLECTION_NAMES) {
    const list = records[name];
    if (list === undefined) continue;
    const collection = collectionOf(target, name);
    collection.clear();
    // One by one so the store order (and so every findMany) is the same on every machine.
    for (const record of list) {
      await collection.create(structuredClone(record));
      await pace();
    }
  }
}
