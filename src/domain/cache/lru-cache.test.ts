import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACTIVITY_CACHE_SIZE, LruCache } from './lru-cache';

type Op = { kind: 'get'; key: number } | { kind: 'set'; key: number; value: string } | { kind: 'delete'; key: number };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('get' as const), key: fc.nat(20) }),
  fc.record({ kind: fc.constant('set' as const), key: fc.nat(20), value: fc.string() }),
  fc.record({ kind: fc.constant('delete' as const), key: fc.nat(20) }),
);

describe('LruCache', () => {
  it('holds about 50 activities by default', () => {
    expect(ACTIVITY_CACHE_SIZE).toBe(50);
    expect(new LruCache<string, number>().capacity).toBe(50);
  });

  it('evicts the least recently used entry, and a read counts as a use', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.has('b')).toBe(false);
    expect(cache.keys()).toEqual(['a', 'c']);
  });

  it('deletes, clears and invalidates by predicate', () => {
    const cache = new LruCache<string, { playerId: string }>(5);
    cache.set('1', { playerId: 'p1' });
    cache.set('2', { playerId: 'p2' });
    cache.set('3', { playerId: 'p1' });
    expect(cache.invalidateWhere((activity) => activity.playerId === 'p1')).toBe(2);
    expect(cache.keys()).toEqual(['2']);
    expect(cache.delete('2')).toBe(true);
    expect(cache.delete('2')).toBe(false);
    cache.set('4', { playerId: 'p3' });
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('rejects a capacity below one', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });

  it('property: behaves like a model list, never exceeds capacity, and the most recently used survives', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(op, { maxLength: 80 }), (capacity, ops) => {
        const cache = new LruCache<number, string>(capacity);
        let model: [number, string][] = [];
        for (const o of ops) {
          const found = model.find(([k]) => k === o.key);
          if (o.kind === 'get') {
            expect(cache.get(o.key)).toBe(found?.[1]);
            if (found) model = [...model.filter(([k]) => k !== o.key), found];
          } else if (o.kind === 'set') {
            cache.set(o.key, o.value);
            model = [...model.filter(([k]) => k !== o.key), [o.key, o.value]];
            model = model.slice(Math.max(0, model.length - capacity));
            expect(cache.get(o.key)).toBe(o.value);
          } else {
            expect(cache.delete(o.key)).toBe(found !== undefined);
            model = model.filter(([k]) => k !== o.key);
          }
          expect(cache.size).toBeLessThanOrEqual(capacity);
          expect(cache.keys()).toEqual(model.map(([k]) => k));
        }
      }),
    );
  });
});
