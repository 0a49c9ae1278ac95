import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { applyDelta, baselineOf, canonicalJson, EMPTY_BASELINE, encodeDelta, parseDelta, type StoredDelta } from './snapshot-delta';

const itemSchema = v.object({ id: v.string(), n: v.number(), tags: v.optional(v.array(v.string()), []) });
type Item = v.InferOutput<typeof itemSchema>;

const generated = (count: number): Item[] => Array.from({ length: count }, (_, index) => ({ id: `g${index}`, n: index, tags: [] }));
const baseline = baselineOf(generated(10), itemSchema);

/** What storage gives back: JSON text, read and checked again. */
function throughStorage(delta: StoredDelta<Item>): StoredDelta<Item> | null {
  return parseDelta(JSON.parse(JSON.stringify(delta)) as unknown, itemSchema);
}

describe('encodeDelta', () => {
  it('stores untouched generated records as one range', () => {
    expect(encodeDelta(baseline, generated(10)).items).toEqual([[0, 10]]);
  });

  it('stores an edited record whole, between the ranges around it', () => {
    const records = generated(10);
    records[4] = { ...records[4]!, n: 99 };
    expect(encodeDelta(baseline, records).items).toEqual([[0, 4], { id: 'g4', n: 99, tags: [] }, [5, 10]]);
  });

  it('leaves a gap for a removed record and adds a new one whole, in place', () => {
    const records = generated(10);
    records.splice(2, 1);
    records.push({ id: 'new', n: -1, tags: ['live'] });
    expect(encodeDelta(baseline, records).items).toEqual([[0, 2], [3, 10], { id: 'new', n: -1, tags: ['live'] }]);
  });

  it('keeps a changed order', () => {
    const records = generated(10).reverse();
    expect(applyDelta(baseline, encodeDelta(baseline, records))).toEqual(records);
  });

  it('compares records whatever the order of their keys', () => {
    const reordered = generated(10).map(({ tags, n, id }) => ({ tags, n, id }));
    expect(encodeDelta(baseline, reordered).items).toEqual([[0, 10]]);
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}');
  });

  it('fills in schema defaults before comparing, as the database stores records', () => {
    // A generator may leave out a field the schema defaults.
    const bare = baselineOf([{ id: 'g0', n: 0 } as Item], itemSchema);
    expect(encodeDelta(bare, [{ id: 'g0', n: 0, tags: [] }]).items).toEqual([[0, 1]]);
  });
});

describe('applyDelta', () => {
  it('refuses a delta written against another baseline', () => {
    const delta = encodeDelta(baseline, generated(10));
    expect(applyDelta(baselineOf(generated(11), itemSchema), delta)).toBeNull();
    const changed = generated(10);
    changed[0] = { ...changed[0]!, n: 5 };
    expect(applyDelta(baselineOf(changed, itemSchema), delta)).toBeNull();
    expect(applyDelta(EMPTY_BASELINE, delta)).toBeNull();
  });
});

describe('parseDelta', () => {
  const valid = { base: baseline.mark, items: [[0, 3], { id: 'x', n: 1 }, [4, 10]] };

  it('reads a well-formed delta, filling in schema defaults', () => {
    expect(parseDelta(valid, itemSchema)?.items).toEqual([[0, 3], { id: 'x', n: 1, tags: [] }, [4, 10]]);
  });

  it.each([
    ['not an object', [[0, 1]]],
    ['no baseline mark', { items: [] }],
    ['a negative baseline length', { base: { count: -1, fingerprint: 'x' }, items: [] }],
    ['items that are not a list', { base: baseline.mark, items: { 0: [0, 1] } }],
    ['a range past the baseline', { base: baseline.mark, items: [[8, 11]] }],
    ['a range starting before it', { base: baseline.mark, items: [[-1, 2]] }],
    ['an empty range', { base: baseline.mark, items: [[3, 3]] }],
    ['a range of fractions', { base: baseline.mark, items: [[0.5, 2]] }],
    ['a range of three numbers', { base: baseline.mark, items: [[0, 2, 4]] }],
    ['a range of strings', { base: baseline.mark, items: [['0', '2']] }],
    ['a bare number', { base: baseline.mark, items: [3] }],
    ['a record that fails its schema', { base: baseline.mark, items: [{ id: 'x', n: 'one' }] }],
    ['null', { base: baseline.mark, items: [null] }],
  ])('discards %s', (_label, value) => {
    expect(parseDelta(value, itemSchema)).toBeNull();
  });
});

type Edit =
  | { readonly kind: 'update'; readonly at: number; readonly n: number }
  | { readonly kind: 'remove'; readonly at: number }
  | { readonly kind: 'insert'; readonly at: number; readonly id: string }
  | { readonly kind: 'move'; readonly at: number; readonly to: number };

const editArbitrary: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('update' as const), at: fc.nat(), n: fc.integer() }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), id: fc.string() }),
  fc.record({ kind: fc.constant('move' as const), at: fc.nat(), to: fc.nat() }),
);

function applyEdit(records: Item[], edit: Edit): void {
  const at = records.length === 0 ? 0 : edit.at % records.length;
  if (edit.kind === 'insert') {
    records.splice(edit.at % (records.length + 1), 0, { id: edit.id, n: 0, tags: ['new'] });
  } else if (records.length > 0 && edit.kind === 'update') {
    records[at] = { ...records[at]!, n: edit.n };
  } else if (records.length > 0 && edit.kind === 'remove') {
    records.splice(at, 1);
  } else if (records.length > 0 && edit.kind === 'move') {
    const [moved] = records.splice(at, 1);
    records.splice(edit.to % (records.length + 1), 0, moved!);
  }
}

describe('a delta through storage', () => {
  it('gives back the edited records, in order, whatever the edits', () => {
    fc.assert(
      fc.property(fc.nat({ max: 40 }), fc.array(editArbitrary, { maxLength: 30 }), (count, edits) => {
        const base = baselineOf(generated(count), itemSchema);
        const records = generated(count);
        for (const edit of edits) applyEdit(records, edit);
        const stored = throughStorage(encodeDelta(base, records));
        expect(stored).not.toBeNull();
        expect(applyDelta(base, stored!)).toEqual(records);
      }),
    );
  });
});
