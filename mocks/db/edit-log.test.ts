import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_EDITS, replayEdits } from './edit-log';
import { createMockDb, dumpRecords, type MockDb } from './mock-db';
import type { TeamRecord } from './schemas';

/** A small generated collection: the teams t0 … t4, in order. */
const GENERATED: readonly TeamRecord[] = Array.from({ length: 5 }, (_, index) => ({
  id: `t${index}`,
  name: `Team ${index}`,
  organization: 'Club',
  sport: 'football',
}));

/** A database with the generated teams in place and nothing logged, as after a first start. */
async function generatedDb(): Promise<MockDb> {
  const db = createMockDb();
  await db.edits.quietly(['teams'], async () => {
    for (const team of GENERATED) await db.teams.create(structuredClone(team));
  });
  return db;
}

type Step =
  | { readonly kind: 'create'; readonly id: string; readonly name: string }
  | { readonly kind: 'rename'; readonly id: string; readonly name: string }
  | { readonly kind: 'delete'; readonly id: string };

/** Ids of generated teams and of new ones, so that a step may delete a generated team and make it again. */
const anId = fc.constantFrom('t0', 't1', 't2', 't3', 't4', 'n0', 'n1', 'n2');
const aStep: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), id: anId, name: fc.string({ maxLength: 6 }) }),
  fc.record({ kind: fc.constant('rename' as const), id: anId, name: fc.string({ maxLength: 6 }) }),
  fc.record({ kind: fc.constant('delete' as const), id: anId }),
);

/** What a visitor does: each step through the collection, as the handlers do (no id twice). */
async function play(db: MockDb, steps: readonly Step[]): Promise<void> {
  for (const step of steps) {
    const exists = db.teams.findFirst((q) => q.where({ id: step.id })) !== undefined;
    if (step.kind === 'create' && !exists) {
      await db.teams.create({ id: step.id, name: step.name, organization: 'Club', sport: 'futsal' });
    } else if (step.kind === 'rename' && exists) {
      await db.teams.update((q) => q.where({ id: step.id }), { data: (team) => void (team.name = step.name) });
    } else if (step.kind === 'delete' && exists) {
      db.teams.delete((q) => q.where({ id: step.id }));
    }
  }
}

const editsOfTeams = (db: MockDb) => db.edits.editsOf('teams', db.teams.all());

describe('the edit log', () => {
  it('replayed over the generated records gives the collection, in its order, whatever was done', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(aStep, { maxLength: 25 }), async (steps) => {
        const db = await generatedDb();
        await play(db, steps);
        const replayed = replayEdits(
          GENERATED,
          JSON.parse(JSON.stringify(editsOfTeams(db))) as ReturnType<typeof editsOfTeams>,
        );
        expect(replayed).toEqual(dumpRecords(db).teams);
      }),
      { numRuns: 60 },
    );
  });

  it('replayed twice gives what it gives once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(aStep, { maxLength: 25 }), async (steps) => {
        const db = await generatedDb();
        await play(db, steps);
        const edits = editsOfTeams(db);
        const once = replayEdits(GENERATED, edits);
        expect(replayEdits(once, edits)).toEqual(once);
      }),
      { numRuns: 60 },
    );
  });

  it('names each id once at most, and a deleted id only if the generator gives it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(aStep, { maxLength: 25 }), async (steps) => {
        const db = await generatedDb();
        await play(db, steps);
        const { edited, created, deleted } = editsOfTeams(db);
        const ids = [...edited, ...created].map((team) => team.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(deleted).size).toBe(deleted.length);
        for (const id of deleted) expect(GENERATED.some((team) => team.id === id)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps an edited record in its place, and puts a deleted then made again one after the others', async () => {
    const db = await generatedDb();
    await play(db, [
      { kind: 'rename', id: 't1', name: 'Renamed' },
      { kind: 'create', id: 'n0', name: 'New' },
      { kind: 'delete', id: 't3' },
      { kind: 'create', id: 't3', name: 'Again' },
    ]);
    expect(editsOfTeams(db)).toEqual({
      edited: [expect.objectContaining({ id: 't1', name: 'Renamed' })],
      created: [expect.objectContaining({ id: 'n0' }), expect.objectContaining({ id: 't3', name: 'Again' })],
      deleted: ['t3'],
    });
    expect(replayEdits(GENERATED, editsOfTeams(db)).map((team) => team.id)).toEqual([
      't0',
      't1',
      't2',
      't4',
      'n0',
      't3',
    ]);
  });

  it('leaves no trace of a record created then deleted, and logs nothing done quietly', async () => {
    const db = await generatedDb();
    await play(db, [
      { kind: 'create', id: 'n1', name: 'Short-lived' },
      { kind: 'delete', id: 'n1' },
    ]);
    await db.edits.quietly(['teams'], () => play(db, [{ kind: 'rename', id: 't0', name: 'Loaded' }]));
    expect(editsOfTeams(db)).toBe(NO_EDITS);
  });

  it('gives waiting records as read until they are in the collection, then as they are there', async () => {
    const db = createMockDb();
    const stored = { ...GENERATED[2]!, name: 'Stored edit' };
    db.edits.restore('teams', { edited: [stored], created: [], deleted: ['t4'] }, true);
    expect(db.edits.isWaiting('teams')).toBe(true);
    expect(editsOfTeams(db)).toEqual({ edited: [stored], created: [], deleted: ['t4'] });

    await db.edits.quietly(['teams'], async () => {
      for (const team of replayEdits(GENERATED, editsOfTeams(db))) await db.teams.create(team);
    });
    db.edits.settle('teams');
    await db.teams.update((q) => q.where({ id: 't2' }), { data: (team) => void (team.name = 'Edited again') });
    expect(db.edits.isWaiting('teams')).toBe(false);
    expect(editsOfTeams(db)).toEqual({
      edited: [expect.objectContaining({ id: 't2', name: 'Edited again' })],
      created: [],
      deleted: ['t4'],
    });
  });

  it('forgets a collection’s edits on a reset', async () => {
    const db = await generatedDb();
    await play(db, [{ kind: 'delete', id: 't0' }]);
    db.edits.forget('teams');
    expect(editsOfTeams(db)).toBe(NO_EDITS);
  });
});
