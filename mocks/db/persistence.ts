import type { MockClock } from '../clock';
import { DEMO_WORLD_SEED } from '../world/demo-world';
import { replaySnapshot } from '../world/generated-world';
import { COLLECTION_NAMES, type MockDb } from './mock-db';
import { parseSnapshot, serializeSnapshot } from './snapshot-format';
import { UNPACED, type Pace } from '../main-thread-pace';

/**
 * Browser persistence of the mock backend, and keeping tabs in step.
 *
 * MSW runs the handlers inside each tab, so every tab has its own database. After any change
 * (a record created, updated or deleted, or the mock clock moved) the database and the clock
 * offset are written, soon after (one write per burst of changes), to one storage key as a
 * versioned snapshot that keeps the database's edit log over what the seed generates
 * (./snapshot-format.ts, ./edit-log.ts), followed by a revision key naming that write. Before answering a request
 * a tab compares the stored revision with the one it last read or wrote; when another tab wrote
 * since, it reloads the snapshot first. So a token minted in one tab is known to the other,
 * and a refresh in one is seen by both.
 *
 * Why not @msw/data's own `persist()`/`sync()` (1.1.7): `persist` writes only on `unload`
 * (an event browsers are retiring, and a tab opened meanwhile reads stale data), it does not
 * validate what it reads (corrupt JSON throws during hydration), and `sync` only reaches tabs
 * that are open at the time of the change.
 *
 * The snapshot holds no secret (./secrets.ts): one read with a token or a password as it was typed is
 * written again at once with their digests.
 *
 * Anything unreadable (bad JSON, another format, version or seed, a record that fails its schema,
 * a missing collection) is discarded: `load()` answers false and the caller seeds the world again.
 * Last writer wins when two tabs change data within the same few milliseconds.
 */

/** The subset of the Web Storage API used here (localStorage in the browser, a Map in tests). */
export interface SnapshotStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const SNAPSHOT_KEY = 'pulseboard.mock-backend.snapshot';
export const REVISION_KEY = 'pulseboard.mock-backend.revision';

export interface MockPersistence {
  /**
   * Loads the stored snapshot into the database and the clock, at `pace` (../main-thread-pace.ts). False when there is
   * none or it was corrupt.
   */
  load(pace?: Pace): Promise<boolean>;
  /** Writes the snapshot now (also cancels a pending write). */
  save(): void;
  /**
   * Writes now only if a write is pending. Never write an unchanged snapshot on leaving: this
   * tab's copy may be older than what another tab stored since.
   */
  flush(): void;
  /** Reloads the snapshot when another tab wrote since this one last read or wrote. True when it reloaded. */
  syncFromOtherTabs(): Promise<boolean>;
  /** Runs `change` without counting its changes as local edits, nor logging them (used while loading). */
  quietly<T>(change: () => Promise<T>): Promise<T>;
  /** Stops listening to changes. */
  detach(): void;
}

export interface PersistenceOptions {
  /** Schedules the coalesced write; defaults to a zero-delay timer. */
  readonly schedule?: (write: () => void) => void;
  /** Tells this tab's writes apart from other tabs'. Defaults to a random id. */
  readonly tabId?: string;
  /** The seed of the world: the snapshot stores what differs from what it generates. */
  readonly seed?: number;
}

function readStorage(storage: SnapshotStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function attachPersistence(
  db: MockDb,
  clock: MockClock,
  storage: SnapshotStorage,
  options: PersistenceOptions = {},
): MockPersistence {
  const schedule = options.schedule ?? ((write: () => void) => void setTimeout(write, 0));
  const tabId = options.tabId ?? crypto.randomUUID();
  const seed = options.seed ?? DEMO_WORLD_SEED;
  let writes = 0;
  let knownRevision: string | null = null;
  let quietDepth = 0;
  let writePending = false;

  const save = (): void => {
    writePending = false;
    writes += 1;
    const revision = `${tabId}:${writes}`;
    try {
      storage.setItem(SNAPSHOT_KEY, serializeSnapshot(db, seed, clock.offsetMs()));
      storage.setItem(REVISION_KEY, revision);
      knownRevision = revision;
    } catch {
      // Quota exceeded or storage disabled: the demo keeps working in memory.
    }
  };

  const markChanged = (): void => {
    if (quietDepth > 0 || writePending) return;
    writePending = true;
    schedule(() => {
      if (writePending) save();
    });
  };

  const stopClock = clock.onChange(markChanged);
  const listening = new AbortController();
  for (const name of COLLECTION_NAMES) {
    const hooks = db[name].hooks;
    // A collection being loaded or rebuilt (the demo sessions put in at the first session call) is no change to write.
    const markEdited = (): void => {
      if (!db.edits.isQuiet(name)) markChanged();
    };
    for (const type of ['create', 'update', 'delete'] as const) {
      hooks.on(type, markEdited, { signal: listening.signal });
    }
  }

  const quietly = async <T>(change: () => Promise<T>): Promise<T> => {
    quietDepth += 1;
    try {
      return await db.edits.quietly(COLLECTION_NAMES, change);
    } finally {
      quietDepth -= 1;
    }
  };

  const load = async (pace: Pace = UNPACED): Promise<boolean> => {
    const revision = readStorage(storage, REVISION_KEY);
    const snapshot = parseSnapshot(readStorage(storage, SNAPSHOT_KEY), seed);
    if (snapshot === null) return false;
    let hadSecrets = false;
    await quietly(async () => {
      hadSecrets = await replaySnapshot(db, snapshot, pace);
      clock.setOffsetMs(snapshot.clockOffsetMs);
    });
    knownRevision = revision;
    // A token or a password kept as it was (an older snapshot) leaves storage now, not at the next change.
    if (hadSecrets) save();
    return true;
  };

  return {
    load,
    save,
    quietly,
    flush() {
      if (writePending) save();
    },
    async syncFromOtherTabs() {
      const revision = readStorage(storage, REVISION_KEY);
      if (revision === null || revision === knownRevision) return false;
      return load();
    },
    detach() {
      stopClock();
      listening.abort();
    },
  };
}
