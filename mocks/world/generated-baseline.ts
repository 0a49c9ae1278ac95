import type * as v from 'valibot';
import { MOCK_SCHEMAS, WORLD_COLLECTIONS, type CollectionName, type MockRecords } from '../db/mock-db';
import type { SessionRecord } from '../db/session-schemas';
import { baselineOf, canonicalJson, type Baseline } from '../db/snapshot-delta';
import { buildDemoWorld, type DemoWorld } from './demo-world';
import { buildDemoSessions, type SessionWorldInput } from './sessions/demo-sessions';

/**
 * What the seed generates, as the baselines the persisted snapshot is written against
 * (mocks/db/snapshot-delta.ts). Always from `buildDemoWorld(seed)`, never from the database, so a
 * stored delta means the same thing whatever the user changed. Kept in memory once built: every
 * save and every reload of another tab's write uses them.
 */

export type WorldCollectionName = keyof DemoWorld;
export type WorldBaselines = { readonly [K in WorldCollectionName]: Baseline<MockRecords[K][number]> };
/** The seeded world's collections (WORLD_COLLECTIONS names them; DemoWorld types them). */
export const WORLD_COLLECTION_NAMES = WORLD_COLLECTIONS as readonly WorldCollectionName[];

/** Two of each at most: the current seed and anchor, and the one before a reset or a reload. */
const KEEP = 2;
const worlds = new Map<number, WorldBaselines>();
const sessionLists = new Map<string, Baseline<SessionRecord>>();

function remember<K, V>(memo: Map<K, V>, key: K, build: () => V): V {
  let value = memo.get(key);
  if (value === undefined) {
    value = build();
    memo.set(key, value);
    for (const oldest of memo.keys()) {
      if (memo.size <= KEEP) break;
      memo.delete(oldest);
    }
  }
  return value;
}

function baselineOfCollection<K extends CollectionName>(name: K, records: readonly MockRecords[K][number][]): Baseline<MockRecords[K][number]> {
  return baselineOf(records, MOCK_SCHEMAS[name] as unknown as v.GenericSchema<unknown, MockRecords[K][number]>);
}

/** The baselines of the world collections (WORLD_COLLECTIONS) of `seed`. */
export function worldBaselines(seed: number): WorldBaselines {
  return remember(worlds, seed, () => {
    const world = buildDemoWorld(seed);
    const baselines: Partial<Record<WorldCollectionName, unknown>> = {};
    for (const name of WORLD_COLLECTION_NAMES) baselines[name] = baselineOfCollection(name, world[name]);
    return baselines as WorldBaselines;
  });
}

/** The baseline of the demo sessions built from the world of `seed`, laid out before the day of `anchorMs`. */
export function sessionsBaseline(seed: number, anchorMs: number): Baseline<SessionRecord> {
  return remember(sessionLists, `${seed}@${anchorMs}`, () =>
    baselineOfCollection('sessions', buildDemoSessions(buildDemoWorld(seed), { seed, todayMs: anchorMs })),
  );
}

/** The world of `seed`, from its baselines. */
export function seededWorld(seed: number): DemoWorld {
  const baselines = worldBaselines(seed);
  const world: Partial<Record<WorldCollectionName, unknown>> = {};
  for (const name of WORLD_COLLECTION_NAMES) world[name] = baselines[name].records;
  return world as DemoWorld;
}

function sameAs<T>(baseline: Baseline<T>, records: readonly T[]): boolean {
  return records.length === baseline.records.length && records.every((record, index) => canonicalJson(record) === baseline.canonical[index]);
}

/**
 * The demo sessions of `input` for the day of `todayMs`. When `input` is the world of `seed` as
 * generated (the usual first visit), they are the sessions baseline itself: built once, and the
 * snapshot written next does not build them again.
 */
export function demoSessionsOf(input: SessionWorldInput, seed: number, todayMs: number): readonly SessionRecord[] {
  const world = worldBaselines(seed);
  const untouched = sameAs(world.players, input.players) && sameAs(world.teams, input.teams) && sameAs(world.memberships, input.memberships);
  return untouched ? sessionsBaseline(seed, todayMs).records : buildDemoSessions(input, { seed, todayMs });
}
