import { describe, expect, it } from 'vitest';
import { KeyValueRefreshLock } from './key-value-refresh-lock';
import { MemoryKeyValueStore } from './memory-key-value-store';

const LOCK = 'pulseboard-token-refresh';

/** A clock that moves only when someone waits on it; every wait also lets the event loop turn. */
function virtualTime(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    wait: async (ms: number) => {
      now += ms;
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('KeyValueRefreshLock (the cross-tab lock where navigator.locks is missing)', () => {
  it('lets one tab in at a time, and leaves nothing behind', async () => {
    const kv = new MemoryKeyValueStore();
    const time = virtualTime();
    const tabs = ['tab-1', 'tab-2', 'tab-3'].map(
      (owner) => new KeyValueRefreshLock(kv, time, { owner, wait: time.wait }),
    );
    let inside = 0;
    let most = 0;
    const results = await Promise.all(
      tabs.map((tab, index) =>
        tab.request(LOCK, async () => {
          inside += 1;
          most = Math.max(most, inside);
          for (let turn = 0; turn < 5; turn += 1) await time.wait(100);
          inside -= 1;
          return index;
        }),
      ),
    );
    expect(results).toEqual([0, 1, 2]);
    expect(most).toBe(1);
    expect(kv.snapshot()).toEqual({});
  });

  it('takes over a lock left by a closed tab once it has expired', async () => {
    const time = virtualTime();
    const kv = new MemoryKeyValueStore({
      [LOCK]: JSON.stringify({ owner: 'closed-tab', expiresAt: time.now() + 10_000 }),
    });
    const lock = new KeyValueRefreshLock(kv, time, { owner: 'tab-1', wait: time.wait });
    await expect(lock.request(LOCK, () => Promise.resolve('refreshed'))).resolves.toBe('refreshed');
    expect(time.now()).toBeGreaterThan(1_010_000);
    expect(kv.snapshot()).toEqual({});
  });

  it.each(['not json', '{"owner":1}', '{"__proto__":{"expiresAt":1e15}}'])(
    'ignores a stored lock it cannot read: %s',
    async (raw) => {
      const time = virtualTime();
      const kv = new MemoryKeyValueStore({ [LOCK]: raw });
      const lock = new KeyValueRefreshLock(kv, time, { owner: 'tab-1', wait: time.wait });
      await expect(lock.request(LOCK, () => Promise.resolve('in'))).resolves.toBe('in');
    },
  );

  it('releases the lock when the work fails, and never removes a lock another tab took', async () => {
    const time = virtualTime();
    const kv = new MemoryKeyValueStore();
    const lock = new KeyValueRefreshLock(kv, time, { owner: 'tab-1', wait: time.wait });
    await expect(lock.request(LOCK, () => Promise.reject(new Error('refresh failed')))).rejects.toThrow(
      'refresh failed',
    );
    expect(kv.snapshot()).toEqual({});

    const other = JSON.stringify({ owner: 'tab-2', expiresAt: time.now() + 60_000 });
    await lock.request(LOCK, () => {
      kv.set(LOCK, other); // tab-2 took it over (ours had expired)
      return Promise.resolve();
    });
    expect(kv.get(LOCK)).toBe(other);
  });
});
