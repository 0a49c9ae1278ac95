import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDemoWorld, DEMO_IDS, DEMO_WORLD_SEED } from '../world/demo-world';
import { ensureDemoSessions } from '../world/sessions/seed-sessions';
import { createMockDb, loadRecords, MOCK_DB_VERSION } from './mock-db';
import { sessionCollection, updateSession } from './sessions';
import { parseSnapshot, serializeSnapshot } from './snapshot-format';
import { issueTokenPair } from './token-ledger';

type Json = Record<string, unknown>;

/** A seeded world with its sessions, one account and one session edited, a token pair minted. */
async function storedWorld(): Promise<string> {
  const db = createMockDb();
  await loadRecords(db, buildDemoWorld());
  await ensureDemoSessions(DEMO_WORLD_SEED, db);
  await db.accounts.update((q) => q.where({ id: DEMO_IDS.accounts.solo }), { data: (record) => void (record.firstName = 'Patricia') });
  await updateSession(sessionCollection(db).all()[7]!.id, (record) => (record.title = 'Renamed'), db);
  await issueTokenPair(db, DEMO_IDS.accounts.player, 1_750_000_000_000);
  return serializeSnapshot(db, DEMO_WORLD_SEED, 5);
}

let valid = '';
beforeAll(async () => {
  valid = await storedWorld();
});

const mangle = (change: (snapshot: Json) => void): string => {
  const snapshot = JSON.parse(valid) as Json;
  change(snapshot);
  return JSON.stringify(snapshot);
};
const collections = (snapshot: Json) => snapshot['collections'] as Json;
const itemsOf = (snapshot: Json, name: string) => (collections(snapshot)[name] as { items: unknown[] }).items;
/** The first record a delta stores whole. */
const wholeRecordOf = (snapshot: Json, name: string) => itemsOf(snapshot, name).find((item) => !Array.isArray(item)) as Json;

describe('parseSnapshot', () => {
  it('reads back the world, the run-time records and the clock offset, and keeps the sessions waiting', () => {
    const snapshot = parseSnapshot(valid);
    const world = buildDemoWorld();
    expect(snapshot?.clockOffsetMs).toBe(5);
    expect(snapshot?.collections.players).toEqual(world.players);
    expect(snapshot?.collections.accounts.find((account) => account.id === DEMO_IDS.accounts.solo)?.firstName).toBe('Patricia');
    expect(snapshot?.collections.accessTokens).toHaveLength(1);
    expect(snapshot?.collections.sessions).toEqual([]);
    expect(snapshot?.pendingSessions?.delta.items).toHaveLength(3);
  });

  it('stores the world relative to the seed: one range per untouched collection', () => {
    const stored = JSON.parse(valid) as Json;
    expect(itemsOf(stored, 'players')).toEqual([[0, buildDemoWorld().players.length]]);
    expect(itemsOf(stored, 'accounts')).toEqual([[0, 4], expect.objectContaining({ id: DEMO_IDS.accounts.solo, firstName: 'Patricia' })]);
  });

  /** What the previous format wrote: every record of every collection, whole. */
  const wholeSnapshot = JSON.stringify({
    version: MOCK_DB_VERSION,
    clockOffsetMs: 0,
    collections: { ...buildDemoWorld(), sessions: [], accessTokens: [], refreshTokens: [], accessCodes: [], mails: [], faults: [] },
  });

  it.each([
    ['nothing stored', () => null],
    ['not JSON', () => '{"format":2,'],
    ['not an object', () => '[1,2,3]'],
    ['a snapshot of the previous format (the whole database)', () => wholeSnapshot],
    ['another format', () => mangle((s) => (s['format'] = 4))],
    ['a format before 2', () => mangle((s) => (s['format'] = 1))],
    ['another database version', () => mangle((s) => (s['version'] = MOCK_DB_VERSION + 1))],
    ['another seed', () => mangle((s) => (s['seed'] = DEMO_WORLD_SEED + 1))],
    ['a clock offset that is not a number', () => mangle((s) => (s['clockOffsetMs'] = 'later'))],
    ['a sessions anchor that is not a number', () => mangle((s) => (s['sessionsAnchorMs'] = '2025-09-01'))],
    ['a missing collection', () => mangle((s) => delete collections(s)['teams'])],
    ['a world collection stored whole', () => mangle((s) => (collections(s)['players'] = buildDemoWorld().players))],
    ['a run-time collection that is not a list', () => mangle((s) => (collections(s)['accessTokens'] = { length: 1 }))],
    ['a range past the generated players', () => mangle((s) => itemsOf(s, 'players').push([0, 10_000]))],
    ['a range past the generated sessions', () => mangle((s) => itemsOf(s, 'sessions').push([400, 401]))],
    ['an edited account that fails its schema', () => mangle((s) => (wholeRecordOf(s, 'accounts')['email'] = 7))],
    ['an edited session that fails its schema', () => mangle((s) => (wholeRecordOf(s, 'sessions')['startMs'] = 'soon'))],
    ['a token that fails its schema', () => mangle((s) => ((collections(s)['accessTokens'] as Json[])[0]!['expiresAt'] = null))],
    ['a world generated otherwise', () => mangle((s) => ((collections(s)['teams'] as Json)['base'] = { count: 6, fingerprint: 'ffffffff' }))],
    ['sessions without an anchor stored as ranges', () => mangle((s) => (s['sessionsAnchorMs'] = null))],
    ['collections under __proto__', () => mangle((s) => (s['collections'] = JSON.parse('{"__proto__": {}}') as unknown))],
  ])('discards %s', (_label, raw) => {
    expect(parseSnapshot(raw())).toBeNull();
  });

  it('discards any arbitrary JSON value or string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue().map((value) => JSON.stringify(value))), (raw) => {
        expect(parseSnapshot(raw)).toBeNull();
      }),
    );
  });
});
