import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './testing/memory-storage';
import { SNAPSHOT_KEY } from './db/persistence';
import { NO_EDITS } from './db/edit-log';
import { parseSnapshot } from './db/snapshot-format';
import { buildDemoWorld } from './world/demo-world';

/** Each test loads a fresh copy of the backend modules: a new "page load". */
async function loadBackend() {
  vi.resetModules();
  const backend = await import('./mock-backend');
  const mockDb = await import('./db/mock-db');
  const clock = await import('./clock');
  return { ...backend, ...mockDb, ...clock };
}

describe('startMockBackend', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('builds the seeded world on a first visit and stores it', async () => {
    const { startMockBackend, db, dumpRecords } = await loadBackend();
    await startMockBackend({ storage });
    expect(dumpRecords(db).accounts).toEqual(buildDemoWorld().accounts);
    // Nothing edited yet: the stored snapshot names no record of the world.
    expect(parseSnapshot(storage.getItem(SNAPSHOT_KEY))?.edits).toMatchObject({
      accounts: NO_EDITS,
      players: NO_EDITS,
      sessions: NO_EDITS,
    });
  });

  it.each([
    ['garbage', 'not json at all'],
    ['a truncated snapshot', '{"version":1,"clockOffsetMs":0,"collections":{"accounts":['],
    ['a wrong shape', '{"version":1,"clockOffsetMs":0,"collections":{"accounts":[{"id":"x"}]}}'],
  ])('discards %s and rebuilds the seeded world', async (_label, raw) => {
    storage.setItem(SNAPSHOT_KEY, raw);
    const { startMockBackend, db, dumpRecords } = await loadBackend();
    await startMockBackend({ storage });
    const world = buildDemoWorld();
    const dump = dumpRecords(db);
    expect(dump.accounts).toEqual(world.accounts);
    expect(dump.memberships).toEqual(world.memberships);
    expect(parseSnapshot(storage.getItem(SNAPSHOT_KEY))).not.toBeNull();
  });

  it('survives a reload: edits and the clock offset persist', async () => {
    const first = await loadBackend();
    await first.startMockBackend({ storage });
    await first.db.accounts.update((q) => q.where({ email: 'solo@example.com' }), {
      data(draft) {
        draft.firstName = 'Patricia';
      },
    });
    first.mockClock.advance(60);
    first.flushMockBackend();

    const second = await loadBackend();
    await second.startMockBackend({ storage });
    expect(second.db.accounts.findFirst((q) => q.where({ email: 'solo@example.com' }))?.firstName).toBe('Patricia');
    expect(second.mockClock.offsetMs()).toBe(60_000);
  });
});
