import { SESSION_SCHEMAS } from './session-schemas';
import { Collection } from '@msw/data';
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
 * Persistence, reset and cross-tab sync pick new collections up by themselves.
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

export type MockDb = { readonly [K in CollectionName]: Collection<(typeof MOCK_SCHEMAS)[K]> };
type RecordOf<K extends CollectionName> = v.InferOutput<(typeof MOCK_SCHEMAS)[K]>;
/** Plain records per collection: the seeded world and the persisted snapshot use this shape. */
export type MockRecords = { [K in CollectionName]: RecordOf<K>[] };

/** A database with one empty collection per entry of MOCK_SCHEMAS. */
export function createMockDb(): MockDb {
  const collections: Partial<Record<CollectionName, unknown>> = {};
  for (const name of COLLECTION_NAMES) collections[name] = new Collection({ schema: MOCK_SCHEMAS[name] });
  return collections as MockDb;
}

/** The database the handlers use (one per tab in the browser, one per process in Node). */
export const db: MockDb = createMockDb();

/** A loosely typed view of one collection (records of any schema), for code that walks every collection by name. */
type AnyCollection = Collection<v.GenericSchema>;

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
export function clearCollections(
  target: MockDb,
  names: readonly CollectionName[] = COLLECTION_NAMES,
): void {
  for (const name of names) collectionOf(target, name).clear();
}

/**
 * Replaces the content of every collection present in `records` with those records, in order.
 * Collections absent from `records` are left alone.
 */
export async function loadRecords(target: MockDb, records: Partial<MockRecords>): Promise<void> {
  for (const name of COLLECTION_NAMES) {
    const list = records[name];
    if (list === undefined) continue;
    const collection = collectionOf(target, name);
    collection.clear();
    // One by one so the store order (and so every findMany) is the same on every machine.
    for (const record of list) await collection.create(structuredClone(record));
  }
}
