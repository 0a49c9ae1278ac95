import { describe, expect, it } from 'vitest';
import { ChangesHeldUntil } from './changes-held-until';
import { MemoryKeyValueStore } from './memory-key-value-store';

/** A load the test settles itself. */
function pendingLoad() {
  let settle!: (ok: boolean) => void;
  const load = new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error('no')))));
  let done = false;
  void load.then(
    () => (done = true),
    () => (done = true),
  );
  return { pending: () => (done ? null : load), settle };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ChangesHeldUntil', () => {
  it('delivers another tab’s changes at once when nothing is pending, and reads and writes straight through', () => {
    const inner = new MemoryKeyValueStore();
    const store = new ChangesHeldUntil(inner, () => null);
    const seen: (string | null)[] = [];
    store.onExternalChange((key) => seen.push(key));
    inner.simulateExternalChange('user', '{}');
    expect(seen).toEqual(['user']);
    store.set('locale', 'fr');
    expect(inner.get('locale')).toBe('fr');
    store.remove('locale');
    expect(store.get('locale')).toBeNull();
  });

  it('holds the changes while the load runs, then delivers them in order to every listener', async () => {
    const inner = new MemoryKeyValueStore();
    const { pending, settle } = pendingLoad();
    const store = new ChangesHeldUntil(inner, pending);
    const seen: string[] = [];
    store.onExternalChange((key, value) => seen.push(`a:${key}=${value}`));
    store.onExternalChange((key) => seen.push(`b:${key}`));
    inner.simulateExternalChange('token_id', 'at');
    inner.simulateExternalChange('user', '{}');
    expect(seen).toEqual([]);
    settle(true);
    await settled();
    expect(seen).toEqual(['a:token_id=at', 'b:token_id', 'a:user={}', 'b:user']);
    inner.simulateExternalChange('locale', 'fr');
    expect(seen.slice(4)).toEqual(['a:locale=fr', 'b:locale']);
  });

  it('delivers the held changes after a failed load too', async () => {
    const inner = new MemoryKeyValueStore();
    const { pending, settle } = pendingLoad();
    const store = new ChangesHeldUntil(inner, pending);
    const seen: (string | null)[] = [];
    store.onExternalChange((key) => seen.push(key));
    inner.simulateExternalChange('user', '{}');
    settle(false);
    await settled();
    expect(seen).toEqual(['user']);
  });
});
