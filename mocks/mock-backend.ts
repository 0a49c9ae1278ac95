import { clearDemoSessions } from './world/sessions/seed-sessions';
import { mockClock } from './clock';
import { attachPersistence, type MockPersistence, type SnapshotStorage } from './db/persistence';
import { db, GENERATED_COLLECTIONS } from './db/mock-db';
import { buildDemoWorld, DEMO_WORLD_SEED } from './world/demo-world';
import { seedWorld } from './world/generated-world';
import { UNPACED, type Pace } from './main-thread-pace';

/**
 * The life cycle of the mock backend in this tab or process: seed or load the world once,
 * keep up with other tabs, reset on demand. Every request passes `whenMockBackendReady()`
 * first (the fault handler at the head of the handler list awaits it).
 */

export interface MockBackendOptions {
  /** Where to persist (localStorage in the browser). Null or absent: in memory only. */
  readonly storage?: SnapshotStorage | null;
  readonly seed?: number;
  /**
   * How the start shares the main thread while it seeds or loads the world (./main-thread-pace.ts): in the browser it
   * yields to the page every few milliseconds; by default it never yields.
   */
  readonly pace?: Pace;
}

let seed = DEMO_WORLD_SEED;
let persistence: MockPersistence | null = null;
let started: Promise<void> | null = null;
/** Serialises loading from other tabs so two requests never reload at once. */
let syncing: Promise<unknown> = Promise.resolve();

/**
 * Starts the backend once: loads the persisted snapshot when there is a readable one (the world
 * replayed from its edit log; its session edits wait for the first session call), else builds the
 * seeded world (and persists it).
 * Later calls return the first start.
 */
export function startMockBackend(options: MockBackendOptions = {}): Promise<void> {
  started ??= (async () => {
    seed = options.seed ?? DEMO_WORLD_SEED;
    const storage = options.storage ?? null;
    const pace = options.pace ?? UNPACED;
    if (storage === null) {
      await seedWorld(db, buildDemoWorld(seed), pace);
      return;
    }
    const attached = attachPersistence(db, mockClock, storage, { seed });
    persistence = attached;
    if (await attached.load(pace)) return;
    // Nothing readable stored (first visit, or corrupt data): build the world and store it.
    await attached.quietly(async () => {
      await seedWorld(db, buildDemoWorld(seed), pace);
      mockClock.setOffsetMs(0);
    });
    attached.save();
  })();
  return started;
}

/** Resolves when the world is in place and this tab has caught up with other tabs' writes. */
export async function whenMockBackendReady(): Promise<void> {
  await startMockBackend();
  const current = persistence;
  if (current === null) return;
  syncing = syncing.then(() => current.syncFromOtherTabs()).catch(() => false);
  await syncing;
}

/**
 * Rebuilds the seeded world (the demo link tokens with it: mailed ones are dropped), empties the
 * outbox and the mail limits, clears faults and access codes and the clock offset. Tokens of
 * accounts that still exist are kept, so "Reset demo data" does not log the user out.
 */
export async function resetMockBackend(): Promise<void> {
  await whenMockBackendReady();
  const world = buildDemoWorld(seed);
  const rebuild = async (): Promise<void> => {
    await seedWorld(db, world);
    db.faults.clear();
    db.accessCodes.clear();
    db.mails.clear();
    db.mailRequests.clear();
    const accountIds = new Set(world.accounts.map((account) => account.id));
    db.accessTokens.deleteMany((q) => q.where({ accountId: (id) => !accountIds.has(id) }));
    db.refreshTokens.deleteMany((q) => q.where({ accountId: (id) => !accountIds.has(id) }));
    mockClock.setOffsetMs(0);
    clearDemoSessions(db);
    for (const name of GENERATED_COLLECTIONS) db.edits.forget(name);
  };
  if (persistence === null) {
    await rebuild();
    return;
  }
  await persistence.quietly(rebuild);
  persistence.save();
}

/** Writes a pending snapshot now, if any (the browser calls it when the page is hidden). */
export function flushMockBackend(): void {
  persistence?.flush();
}
