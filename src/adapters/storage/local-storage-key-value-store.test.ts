import { describe, expect, it, vi } from 'vitest';
import { LocalStorageKeyValueStore, type StorageLike } from './local-storage-key-value-store';

function mapStorage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const throwingStorage: StorageLike = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('broken');
  },
};

function storageEvent(key: string | null, storageArea: unknown, newValue: string | null = null): Event {
  return Object.assign(new Event('storage'), { key, storageArea, newValue });
}

describe('LocalStorageKeyValueStore', () => {
  it('reads back what it wrote and forgets what it removed', () => {
    const store = new LocalStorageKeyValueStore(mapStorage());
    store.set('locale', 'fr');
    expect(store.get('locale')).toBe('fr');
    store.remove('locale');
    expect(store.get('locale')).toBeNull();
  });

  it('reads as empty and drops writes when the storage throws', () => {
    const store = new LocalStorageKeyValueStore(throwingStorage);
    expect(() => store.set('token_id', 'x')).not.toThrow();
    expect(() => store.remove('token_id')).not.toThrow();
    expect(store.get('token_id')).toBeNull();
  });

  it('works without any storage', () => {
    const store = new LocalStorageKeyValueStore(null);
    store.set('a', 'b');
    expect(store.get('a')).toBeNull();
    expect(store.onExternalChange(() => undefined)).toBeTypeOf('function');
  });

  it('reports changes of its own storage from other tabs with their new value, null for a clear, until unsubscribed', () => {
    const storage = mapStorage();
    const window = new EventTarget();
    const store = new LocalStorageKeyValueStore(storage, window);
    const listener = vi.fn();
    const unsubscribe = store.onExternalChange(listener);

    window.dispatchEvent(storageEvent('token_id', storage, 'at-2'));
    window.dispatchEvent(storageEvent('token_id', storage));
    window.dispatchEvent(storageEvent(null, storage));
    window.dispatchEvent(storageEvent('token_id', mapStorage())); // sessionStorage, say: not ours
    unsubscribe();
    window.dispatchEvent(storageEvent('user', storage));

    expect(listener.mock.calls).toEqual([
      ['token_id', 'at-2'],
      ['token_id', null],
      [null, null],
    ]);
  });
});
