import { describe, expect, it, vi } from 'vitest';
import { MemoryKeyValueStore } from './memory-key-value-store';

describe('MemoryKeyValueStore', () => {
  it('stores, removes and does not notify for its own writes', () => {
    const store = new MemoryKeyValueStore({ a: '1' });
    const listener = vi.fn();
    store.onExternalChange(listener);
    store.set('b', '2');
    store.remove('a');
    expect(store.snapshot()).toEqual({ b: '2' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('applies a simulated external change before telling listeners', () => {
    const store = new MemoryKeyValueStore({ a: '1', b: '2' });
    const seen: [string | null, string | null][] = [];
    const unsubscribe = store.onExternalChange((key) => seen.push([key, store.get('a')]));
    store.simulateExternalChange('a', '9');
    store.simulateExternalChange('a');
    store.simulateExternalChange(null);
    unsubscribe();
    store.simulateExternalChange('a', '5');
    expect(seen).toEqual([
      ['a', '9'],
      ['a', null],
      [null, null],
    ]);
    expect(store.snapshot()).toEqual({ a: '5' });
  });

  it('passes each change its own new value, and a burst applies every value before the first listener runs', () => {
    const store = new MemoryKeyValueStore({ a: '1' });
    const seen: [string | null, string | null, string | null][] = [];
    store.onExternalChange((key, newValue) => seen.push([key, newValue, store.get('a')]));
    store.simulateExternalChange('a', '2');
    store.simulateExternalBurst([
      ['a', null],
      ['a', '3'],
    ]);
    expect(seen).toEqual([
      ['a', '2', '2'],
      ['a', null, '3'],
      ['a', '3', '3'],
    ]);
  });
});
