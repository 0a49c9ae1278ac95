import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDemoWorld, DEMO_IDS, DEMO_WORLD_SEED } from '../world/demo-world';
import { seedWorld } from '../world/generated-world';
import { ensureDemoSessions } from '../world/sessions/seed-sessions';
import { createMockDb, MOCK_DB_VERSION } from './mock-db';
import { sessionCollection, updateSession } from './sessions';
import { parseSnapshot, serializeSnapshot } from './snapshot-format';
import { issueTokenPair } from './token-ledger';

type Json = Record<string, unknown>;

/** A seeded world with its sessions, one account and one session edited, a token pair minted. */
async function storedWorld(): Promise<string> {
  const db = createMockDb();
  await seedWorld(db, buildDemoWorld());
  await ensureDemoSessions(DEMO_WORLD_SEED, db);
  await db.accounts.update((q) => q.where({ id: DEMO_IDS.accounts.solo }), {
    data: (record) => void (record.firstName = 'Patricia'),
  });
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
const editsOf = (snapshot: Json, name: string) =>
  (snapshot['edits'] as Record<string, { edited: Json[]; created: Json[]; deleted: unknown[] }>)[name]!;

describe('parseSnapshot', () => {
  it('reads back the edits of the world and of the sessions, the run-time records and the clock offset', () => {
    const snapshot = parseSnapshot(valid);
    expect(snapshot?.clockOffsetMs).toBe(5);
    expect(snapshot?.sessionsAnchorMs).toEqual(expect.any(Number));
    expect(snapshot?.edits.accounts.edited).toEqual([
      expect.objectContaining({ id: DEMO_IDS.accounts.solo, firstName: 'Patricia' }),
    ]);
    expect(snapshot?.edits.sessions.edited).toEqual([expect.objectContaining({ title: 'Renamed' })]);
    expect(snapshot?.edits.players).toEqual({ edited: [], created: [], deleted: [] });
    expect(snapshot?.runTime.accessTokens).toHaveLength(1);
  });

  it('stores only the edits: an untouched collection is not written, an edited one is its edited records', () => {
    const stored = JSON.parse(valid) as Json;
    expect(Object.keys(stored['edits'] as Json).sort()).toEqual(['accounts', 'sessions']);
    expect(editsOf(stored, 'accounts')).toEqual({
      edited: [expect.objectContaining({ firstName: 'Patricia' })],
      created: [],
      deleted: [],
    });
    expect(valid.length).toBeLessThan(4 * 1024);
  });

  /** What format 3 wrote: each generated collection as ranges of the generated records against a fingerprint. */
  const format3 = JSON.stringify({
    format: 3,
    version: MOCK_DB_VERSION,
    seed: DEMO_WORLD_SEED,
    clockOffsetMs: 0,
    sessionsAnchorMs: null,
    collections: { players: { base: { count: 86, fingerprint: '0badf00d' }, items: [[0, 86]] } },
  });

  it.each([
    ['nothing stored', () => null],
    ['not JSON', () => '{"format":4,'],
    ['not an object', () => '[1,2,3]'],
    ['a snapshot of format 3 (deltas against a fingerprint)', () => format3],
    ['another format', () => mangle((s) => (s['format'] = 5))],
    ['another database version', () => mangle((s) => (s['version'] = MOCK_DB_VERSION + 1))],
    ['another seed', () => mangle((s) => (s['seed'] = DEMO_WORLD_SEED + 1))],
    ['a clock offset that is not a number', () => mangle((s) => (s['clockOffsetMs'] = 'later'))],
    ['a sessions anchor that is not a number', () => mangle((s) => (s['sessionsAnchorMs'] = '2025-09-01'))],
    ['edits that are not an object', () => mangle((s) => (s['edits'] = []))],
    ['a missing run-time collection', () => mangle((s) => delete collections(s)['accessTokens'])],
    ['a run-time collection that is not a list', () => mangle((s) => (collections(s)['accessTokens'] = { length: 1 }))],
    ['an edited account that fails its schema', () => mangle((s) => (editsOf(s, 'accounts').edited[0]!['email'] = 7))],
    [
      'an edited session that fails its schema',
      () => mangle((s) => (editsOf(s, 'sessions').edited[0]!['startMs'] = 'soon')),
    ],
    ['a deleted id that is not a string', () => mangle((s) => editsOf(s, 'accounts').deleted.push(3))],
    [
      'edits without their deleted ids',
      () => mangle((s) => delete (editsOf(s, 'accounts') as Partial<Json>)['deleted']),
    ],
    [
      'a record both edited and created',
      () => mangle((s) => editsOf(s, 'accounts').created.push(editsOf(s, 'accounts').edited[0]!)),
    ],
    [
      'a token that fails its schema',
      () => mangle((s) => ((collections(s)['accessTokens'] as Json[])[0]!['expiresAt'] = null)),
    ],
    [
      'collections under __proto__',
      () => mangle((s) => (s['collections'] = JSON.parse('{"__proto__": {}}') as unknown)),
    ],
  ])('discards %s', (_label, raw) => {
    expect(parseSnapshot(raw())).toBeNull();
  });

  it('discards any arbitrary JSON value or string', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (raw) => {
          expect(parseSnapshot(raw)).toBeNull();
        },
      ),
    );
  });
});
