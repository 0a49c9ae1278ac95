import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../world/demo-world';
import { MemoryStorage } from '../testing/memory-storage';
import { openTab, REAL_NOW, seededTab } from '../testing/mock-tabs';
import { dumpRecords } from './mock-db';
import { REVISION_KEY, SNAPSHOT_KEY } from './persistence';
import { parseSnapshot } from './snapshot-format';
import { checkAccessToken, issueTokenPair, rotateRefreshToken } from './token-ledger';

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

  it('loads the same database at a pace, which it awaits once per record it loads', async () => {
    const storage = new MemoryStorage();
    const a = await seededTab(storage, 'a');
    a.flush();
    const b = openTab(storage, 'b');
    let paces = 0;
    expect(
      await b.persistence.load(() => {
        paces += 1;
        return Promise.resolve();
      }),
    ).toBe(true);
    expect(dumpRecords(b.db)).toEqual(dumpRecords(a.db));
    const records = Object.values(dumpRecords(b.db)).reduce((total, list) => total + list.length, 0);
    expect(paces).toBe(records);
  });

  it('gives another tab the same world whatever was edited, created or deleted in it', async () => {
    const playerIds = Object.values(DEMO_IDS.players);
    const aStep = fc.oneof(
      fc.record({
        kind: fc.constant('join' as const),
        player: fc.constantFrom(...playerIds),
        jersey: fc.integer({ min: 1, max: 99 }),
      }),
      fc.record({ kind: fc.constant('leave' as const), player: fc.constantFrom(...playerIds) }),
      fc.record({
        kind: fc.constant('rename' as const),
        player: fc.constantFrom(...playerIds),
        name: fc.string({ minLength: 1, maxLength: 8 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(aStep, { maxLength: 8 }), async (steps) => {
        const storage = new MemoryStorage();
        const a = await seededTab(storage, 'a');
        for (const step of steps) {
          const where = { playerId: step.player };
          if (
            step.kind === 'join' &&
            a.db.memberships.findFirst((q) => q.where({ id: `m-extra-${step.player}` })) === undefined
          ) {
            await a.db.memberships.create({
              id: `m-extra-${step.player}`,
              teamId: DEMO_IDS.teams.riverside,
              playerId: step.player,
              role: 'PLAYER',
              jerseyNumber: step.jersey,
            });
          } else if (step.kind === 'leave') {
            a.db.memberships.deleteMany((q) => q.where(where));
          } else if (step.kind === 'rename') {
            await a.db.players.update((q) => q.where({ id: step.player }), {
              data: (player) => void (player.firstName = step.name),
            });
          }
        }
        a.flush();
        const b = openTab(storage, 'b');
        expect(await b.persistence.load()).toBe(true);
        expect(dumpRecords(b.db)).toEqual(dumpRecords(a.db));
      }),
      { numRuns: 12 },
    );
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
    expect(parseSnapshot(storage.getItem(SNAPSHOT_KEY))?.runTime.accessTokens).toHaveLength(2);
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
    storage.setItem(
      SNAPSHOT_KEY,
      '{"format":2,"version":3,"seed":20250901,"clockOffsetMs":0,"collections":{"accounts":[{"id":1}]}}',
    );
    const tab = openTab(storage, 'a');
    expect(await tab.persistence.load()).toBe(false);
    expect(tab.db.accounts.count()).toBe(0);
  });
});
