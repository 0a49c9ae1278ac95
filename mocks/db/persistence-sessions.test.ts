import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage';
import { loadedTab, seededTab, type Tab } from '../testing/mock-tabs';
import { DEMO_IDS, DEMO_WORLD_SEED } from '../world/demo-world';
import { clearDemoSessions, ensureDemoSessions } from '../world/sessions/seed-sessions';
import { newSessionRecord } from '../world/sessions/session-record';
import { dumpRecords } from './mock-db';
import { REVISION_KEY, SNAPSHOT_KEY } from './persistence';
import { findSession, sessionCollection, updateSession } from './sessions';
import { issueTokenPair } from './token-ledger';

/** What a session call does first. */
const ensureSessions = (tab: Tab): Promise<void> => ensureDemoSessions(DEMO_WORLD_SEED, tab.db);

const storedJson = (storage: MemoryStorage): Record<string, unknown> =>
  JSON.parse(storage.getItem(SNAPSHOT_KEY) ?? 'null') as Record<string, unknown>;

async function addLiveRecording(tab: Tab, startMs: number): Promise<void> {
  await sessionCollection(tab.db).create(
    newSessionRecord({
      id: `live-${DEMO_IDS.players.alex}-${startMs}`,
      playerId: DEMO_IDS.players.alex,
      teamId: null,
      eventId: null,
      type: 'INDIVIDUAL',
      title: 'Evening run',
      startMs,
      durationSec: 3,
      source: 'LIVE',
      dropouts: false,
      recordedBpm: [120, null, 124],
    }),
  );
}

/** A first visit that saw its sessions: the world seeded and stored, then the demo sessions built. */
async function visitedTab(storage: MemoryStorage): Promise<Tab> {
  const tab = await seededTab(storage, 'a');
  await ensureSessions(tab);
  tab.flush();
  return tab;
}

/** The sessions of `tab` at `index` of the collection, by id. */
const sessionIdAt = (tab: Tab, index: number): string => sessionCollection(tab.db).all()[index]!.id;

describe('the snapshot of the sessions', () => {
  it('round-trips edits, deletions, new records and the clock, in order', async () => {
    const storage = new MemoryStorage();
    const a = await visitedTab(storage);
    await updateSession(sessionIdAt(a, 10), (record) => (record.title = 'Renamed by the user'), a.db);
    await updateSession(sessionIdAt(a, 20), (record) => (record.deleted = true), a.db);
    sessionCollection(a.db).delete((q) => q.where({ id: sessionIdAt(a, 30) }));
    await addLiveRecording(a, 1_749_990_000_000);
    await a.db.memberships.create({
      id: 'm-riverside-alex',
      teamId: DEMO_IDS.teams.riverside,
      playerId: DEMO_IDS.players.alex,
      role: 'PLAYER',
      jerseyNumber: 3,
    });
    await a.db.accounts.update((q) => q.where({ id: DEMO_IDS.accounts.solo }), {
      data: (record) => void (record.firstName = 'Patricia'),
    });
    a.clock.advance(3600);
    a.flush();

    const b = await loadedTab(storage, 'b');
    await ensureSessions(b);
    expect(dumpRecords(b.db)).toEqual(dumpRecords(a.db));
    expect(b.clock.offsetMs()).toBe(3_600_000);
    // What changed is stored: two sessions edited, one created, one id deleted; the rest the generator gives again.
    const sessions = (
      storedJson(storage)['edits'] as Record<string, { edited: unknown[]; created: unknown[]; deleted: unknown[] }>
    )['sessions']!;
    expect([sessions.edited.length, sessions.created.length, sessions.deleted.length]).toEqual([2, 1, 1]);
  });

  it('generates the sessions from the seed, not from the world in the database', async () => {
    const storage = new MemoryStorage();
    const a = await seededTab(storage, 'a');
    await a.db.memberships.create({
      id: 'm-riverside-alex',
      teamId: DEMO_IDS.teams.riverside,
      playerId: DEMO_IDS.players.alex,
      role: 'PLAYER',
      jerseyNumber: 3,
    });
    await ensureSessions(a);
    expect(sessionCollection(a.db).findFirst((q) => q.where({ teamId: DEMO_IDS.teams.riverside }))).toBeUndefined();
    a.flush();

    const b = await loadedTab(storage, 'b');
    await ensureSessions(b);
    expect(dumpRecords(b.db)).toEqual(dumpRecords(a.db));
  });

  it('is about 1 KB after a visit that edited nothing: the anchor and a token pair, no session', async () => {
    const storage = new MemoryStorage();
    const a = await visitedTab(storage);
    await issueTokenPair(a.db, DEMO_IDS.accounts.player, Date.now());
    a.flush();
    // The world and its sessions stored whole took about 228 KB.
    expect(sessionCollection(a.db).count()).toBeGreaterThan(300);
    expect(storage.getItem(SNAPSHOT_KEY)!.length).toBeLessThan(1.5 * 1024);
  });

  it('on a return visit, puts the sessions in only at the first session call, without writing them again', async () => {
    const storage = new MemoryStorage();
    const a = await visitedTab(storage);
    await updateSession(sessionIdAt(a, 4), (record) => (record.title = 'Kept over the return'), a.db);
    a.flush();
    const b = await loadedTab(storage, 'b');
    expect(sessionCollection(b.db).count()).toBe(0);
    const revision = storage.getItem(REVISION_KEY);
    await ensureSessions(b);
    expect(dumpRecords(b.db).sessions).toEqual(dumpRecords(a.db).sessions);
    b.flush();
    expect(storage.getItem(REVISION_KEY)).toBe(revision);
  });

  it('keeps waiting session edits through a write, with a live recording saved meanwhile after them', async () => {
    const storage = new MemoryStorage();
    const a = await visitedTab(storage);
    await updateSession(sessionIdAt(a, 4), (record) => (record.title = 'Edited before the return'), a.db);
    a.flush();
    const b = await loadedTab(storage, 'b');
    await issueTokenPair(b.db, DEMO_IDS.accounts.player, Date.now());
    await addLiveRecording(b, 1_749_990_000_000);
    b.flush();

    const c = await loadedTab(storage, 'c');
    await ensureSessions(c);
    await ensureSessions(b);
    const expected = [...dumpRecords(a.db).sessions, dumpRecords(b.db).sessions.at(-1)];
    expect(dumpRecords(b.db).sessions).toEqual(expected);
    expect(dumpRecords(c.db)).toEqual(dumpRecords(b.db));
  });

  it('lets two tabs see each other’s session edits', async () => {
    const storage = new MemoryStorage();
    const a = await visitedTab(storage);
    const b = await loadedTab(storage, 'b');
    await ensureSessions(b);
    const id = sessionIdAt(a, 5);

    await updateSession(id, (record) => (record.title = 'Edited in tab A'), a.db);
    a.flush();
    expect(await b.persistence.syncFromOtherTabs()).toBe(true);
    await ensureSessions(b);
    expect(findSession(id, b.db)?.title).toBe('Edited in tab A');

    await updateSession(id, (record) => (record.description = 'Notes from tab B'), b.db);
    b.flush();
    expect(await a.persistence.syncFromOtherTabs()).toBe(true);
    await ensureSessions(a);
    expect(findSession(id, a.db)).toMatchObject({ title: 'Edited in tab A', description: 'Notes from tab B' });
    expect(dumpRecords(a.db)).toEqual(dumpRecords(b.db));
  });

  it('forgets the sessions and their anchor on a reset, and builds them afresh at the next call', async () => {
    const storage = new MemoryStorage();
    const a = await visitedTab(storage);
    await updateSession(sessionIdAt(a, 3), (record) => (record.title = 'Gone after the reset'), a.db);
    clearDemoSessions(a.db);
    a.persistence.save();
    expect(storedJson(storage)).toMatchObject({ sessionsAnchorMs: null, edits: {} });

    const b = await loadedTab(storage, 'b');
    await ensureSessions(b);
    expect(sessionCollection(b.db).count()).toBeGreaterThan(300);
    expect(sessionCollection(b.db).findFirst((q) => q.where({ title: 'Gone after the reset' }))).toBeUndefined();
  });
});
