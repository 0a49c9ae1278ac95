import { NO_EDITS, replayEdits, type CollectionEdits, type Identified } from '../db/edit-log';
import {
  COLLECTION_NAMES,
  GENERATED_COLLECTIONS,
  loadRecords,
  WORLD_COLLECTIONS,
  type CollectionName,
  type MockDb,
  type MockRecords,
} from '../db/mock-db';
import type { SessionRecord } from '../db/session-schemas';
import type { MockSnapshot } from '../db/snapshot-format';
import { hideStoredSecrets } from '../db/snapshot-secrets';
import { buildDemoWorld, type DemoWorld } from './demo-world';
import { buildDemoSessions } from './sessions/demo-sessions';
import { UNPACED, type Pace } from '../main-thread-pace';

/**
 * The database's edit log replayed over what the seed generates (docs/architecture.md#mock-backend). Always over
 * `buildDemoWorld(seed)` and the sessions of that world, never over the database, so a stored log means the same
 * thing whatever the visitor changed.
 */

type WorldName = keyof DemoWorld;
const WORLD_NAMES = WORLD_COLLECTIONS as readonly WorldName[];

/** The generated `world` with `edits` replayed over each of its collections. */
function replayedWorld(
  world: DemoWorld,
  edits: Readonly<Partial<Record<CollectionName, CollectionEdits<Identified>>>>,
): DemoWorld {
  const replayed: Partial<Record<WorldName, unknown>> = {};
  for (const name of WORLD_NAMES) replayed[name] = replayEdits<Identified>(world[name], edits[name] ?? NO_EDITS);
  return replayed as DemoWorld;
}

/**
 * The demo sessions the seed generates for the local day of `anchorMs`, from the generated world. `target`'s log
 * keeps the last ones, so a reload after another tab's write replays over them without generating them again.
 */
export function generatedSessionsOf(target: MockDb, seed: number, anchorMs: number): readonly SessionRecord[] {
  return target.edits.generatedSessions(`${seed}@${anchorMs}`, () =>
    buildDemoSessions(buildDemoWorld(seed), { seed, todayMs: anchorMs }),
  );
}

/** Puts the seeded world in `target` with nothing edited (a first visit, a reset, tests), at `pace`. */
export async function seedWorld(target: MockDb, world: DemoWorld, pace: Pace = UNPACED): Promise<void> {
  await target.edits.quietly(WORLD_COLLECTIONS, () => loadRecords(target, world, pace));
  for (const name of WORLD_COLLECTIONS) target.edits.forget(name);
}

/**
 * Loads a snapshot read from storage into `target`: the world replayed now, the run-time collections as stored. Its
 * session edits wait for the first session call when they are relative to generated sessions
 * (./sessions/seed-sessions.ts), else they are the sessions. True when the snapshot held a secret as it was typed
 * (./db/snapshot-secrets.ts): the caller writes it again at once.
 */
export async function replaySnapshot(target: MockDb, snapshot: MockSnapshot, pace: Pace = UNPACED): Promise<boolean> {
  const anchorMs = snapshot.sessionsAnchorMs;
  const generated = buildDemoWorld(snapshot.seed);
  const records = {
    ...snapshot.runTime,
    ...replayedWorld(generated, snapshot.edits),
    sessions: anchorMs === null ? replayEdits<Identified>([], snapshot.edits.sessions) : [],
  } as MockRecords;
  const hadSecrets = await hideStoredSecrets(records, generated.accounts);
  await target.edits.quietly(COLLECTION_NAMES, () => loadRecords(target, records, pace));
  for (const name of GENERATED_COLLECTIONS)
    target.edits.restore(name, snapshot.edits[name], name === 'sessions' && anchorMs !== null);
  target.edits.sessionsAnchorMs = anchorMs;
  return hadSecrets;
}
