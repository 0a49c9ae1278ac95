import { createMockClock, type MockClock } from '../clock';
import { createMockDb, loadRecords, type MockDb } from '../db/mock-db';
import { attachPersistence, type MockPersistence } from '../db/persistence';
import { buildDemoWorld } from '../world/demo-world';
import type { MemoryStorage } from './memory-storage';

/** Test support for the persistence: browser tabs, each with its database, clock and persistence, sharing one storage. */

export const REAL_NOW = 1_750_000_000_000;

export interface Tab {
  readonly db: MockDb;
  readonly clock: MockClock;
  readonly persistence: MockPersistence;
  /** Runs the scheduled (coalesced) write, as the zero-delay timer would. */
  flush(): void;
}

export function openTab(storage: MemoryStorage, tabId: string): Tab {
  const db = createMockDb();
  const clock = createMockClock(() => REAL_NOW);
  const pending: Array<() => void> = [];
  const persistence = attachPersistence(db, clock, storage, { tabId, schedule: (write) => pending.push(write) });
  return {
    db,
    clock,
    persistence,
    flush: () => pending.splice(0).forEach((write) => write()),
  };
}

/** A tab that seeded the world (a first visit) and stored it. */
export async function seededTab(storage: MemoryStorage, tabId: string): Promise<Tab> {
  const tab = openTab(storage, tabId);
  await tab.persistence.quietly(() => loadRecords(tab.db, buildDemoWorld()));
  tab.persistence.save();
  return tab;
}

/** A tab that loaded what another stored (a return visit or a second tab). */
export async function loadedTab(storage: MemoryStorage, tabId: string): Promise<Tab> {
  const tab = openTab(storage, tabId);
  if (!(await tab.persistence.load())) throw new Error('nothing readable stored');
  return tab;
}
