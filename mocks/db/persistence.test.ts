import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMockClock, type MockClock } from '../clock';
import { MemoryStorage } from '../testing/memory-storage';
import { buildDemoWorld } from '../world/demo-world';
import { createMockDb, dumpRecords, loadRecords, MOCK_DB_VERSION, type MockDb } from './mock-db';
import {
  attachPersistence,
  parseSnapshot,
  REVISION_KEY,
  serializeSnapshot,
  SNAPSHOT_KEY,
  type MockPersistence,
} from './persistence';
import { checkAccessToken, issueTokenPair, rotateRefreshToken } from './token-ledger';

const REAL_NOW = 1_750_000_000_000;

interface Tab {
  readonly db: MockDb;
  readonly clock: MockClock;
  readonly persistence: MockPersistence;
  /** Runs the scheduled (coalesced) write, as the zero-delay timer would. */
  flush(): void;
}

function openTab(storage: MemoryStorage, tabId: string): Tab {
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

async function seededTab(storage: MemoryStorage, tabId: string): Promise<Tab> {
  const tab = openTab(storage, tabId);
  await tab.persistence.quietly(() => loadRecords(tab.db, buildDemoWorld()));
  tab.persistence.save();
  return tab;
}

describe('attachPersistence', () => {
  it('round-trips the whole database and the clock offset', async () => {
    const storage = new MemoryStorage();
    const a = await seededTab(storage, 'a');
    a.clock.advance(120);
    a.flush();
    const b = openTab(storage, 'b');
    expect(await b.persistence.load()).toBe(true);
    expect(dumpRecords(b.db)).toEqual(dumpRecords(a.db));
    expect(b.clock.offsetMs()).toBe(120_000);
  });

  it('writes once per burst of changes, not while loading', async () => {
    const storage = new MemoryStorage();
    const a = await seededTab(storage, 'a');
    const revision = storage.getItem(REVISION_KEY);
    await issueTokenPair(a.db, 'acc-alex', REAL_NOW);
    await issueTokenPair(a.db, 'acc-pat', REAL_NOW);
    expect(storage.getItem(REVISION_KEY)).toBe(revision);
    a.flush();
    expect(storage.getItem(REVISION_KEY)).not.toBe(revision);
    expect(parseSnapshot(storage.getItem(SNAPSHOT_KEY))?.collections.accessTokens).toHaveLength(2);
  });

  it('keeps two tabs in step: a token minted in one is valid in the other, a refresh in one is seen by both', async () => {
    const storage = new MemoryStorage();
    const a = await seededTab(storage, 'a');
    const b = openTab(storage, 'b');
    await b.persistence.load();

    const minted = await issueTokenPair(a.db, 'acc-alex', REAL_NOW);
    a.flush();
    expect(checkAccessToken(b.db, minted.accessToken, REAL_NOW).ok).toBe(false);
    expect(await b.persistence.syncFromOtherTabs()).toBe(true);
    expect(checkAccessToken(b.db, minted.accessToken, REAL_NOW).ok).toBe(true);

    const rotated = await rotateRefreshToken(b.db, minted.refreshToken, REAL_NOW);
    expect(rotated.ok).toBe(true);
    b.flush();
    expect(await a.persistence.syncFromOtherTabs()).toBe(true);
    expect(await rotateRefreshToken(a.db, minted.refreshToken, REAL_NOW)).toEqual({ ok: false, reason: 'reused' });
  });

  it('never writes a stale copy on leaving when nothing changed here', async () => {
    const storage = new MemoryStorage();
    const a = await seededTab(storage, 'a');
    const b = openTab(storage, 'b');
    await b.persistence.load();
    await issueTokenPair(b.db, 'acc-alex', REAL_NOW);
    b.flush();
    const newer = storage.getItem(SNAPSHOT_KEY);
    a.persistence.flush();
    expect(storage.getItem(SNAPSHOT_KEY)).toBe(newer);
  });

  it('does not reload its own writes', async () => {
    const storage = new MemoryStorage();
    const a = await seededTab(storage, 'a');
    await issueTokenPair(a.db, 'acc-alex', REAL_NOW);
    a.flush();
    expect(await a.persistence.syncFromOtherTabs()).toBe(false);
  });

  it('keeps working in memory when storage refuses writes', async () => {
    const storage = new MemoryStorage();
    const a = await seededTab(storage, 'a');
    storage.failWrites = true;
    await issueTokenPair(a.db, 'acc-alex', REAL_NOW);
    expect(() => a.flush()).not.toThrow();
    expect(a.db.accessTokens.count()).toBe(1);
  });

  it('answers false for a corrupt snapshot and leaves the database alone', async () => {
    const storage = new MemoryStorage();
    storage.setItem(SNAPSHOT_KEY, '{"version":1,"clockOffsetMs":0,"collections":{"accounts":[{"id":1}]}}');
    const tab = openTab(storage, 'a');
    expect(await tab.persistence.load()).toBe(false);
    expect(tab.db.accounts.count()).toBe(0);
  });
});

describe('parseSnapshot', () => {
  const valid = serializeSnapshot({
    version: MOCK_DB_VERSION,
    clockOffsetMs: 5,
    collections: { ...dumpRecords(createMockDb()), ...buildDemoWorld() },
  });

  it('reads back what serializeSnapshot wrote', () => {
    expect(parseSnapshot(valid)?.collections.accounts).toEqual(buildDemoWorld().accounts);
  });

  const mangle = (change: (snapshot: Record<string, unknown>) => void): string => {
    const snapshot = JSON.parse(valid) as Record<string, unknown>;
    change(snapshot);
    return JSON.stringify(snapshot);
  };
  const collections = (snapshot: Record<string, unknown>) => snapshot['collections'] as Record<string, unknown>;
  const recordsOf = (snapshot: Record<string, unknown>, name: string) =>
    (collections(snapshot)[name] as Record<string, unknown>[]);

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"version":1,'],
    ['not an object', '[1,2,3]'],
    ['another version', mangle((s) => (s['version'] = MOCK_DB_VERSION + 1))],
    ['a clock offset that is not a number', mangle((s) => (s['clockOffsetMs'] = 'later'))],
    ['a missing collection', mangle((s) => delete collections(s)['teams'])],
    ['a collection that is not a list', mangle((s) => (collections(s)['players'] = { length: 1 }))],
    ['a record that fails its schema', mangle((s) => (recordsOf(s, 'accounts')[0] = { id: 'x' }))],
    ['a wrong field type', mangle((s) => (recordsOf(s, 'teams')[0]!['name'] = 7))],
    ['collections under __proto__', mangle((s) => (s['collections'] = JSON.parse('{"__proto__": {}}') as unknown))],
  ])('discards %s', (_label, raw) => {
    expect(parseSnapshot(raw)).toBeNull();
  });

  it('discards any arbitrary JSON value or string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue().map((value) => JSON.stringify(value))), (raw) => {
        expect(parseSnapshot(raw)).toBeNull();
      }),
    );
  });
});
