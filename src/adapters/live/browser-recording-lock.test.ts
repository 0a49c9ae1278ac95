import { describe, expect, it } from 'vitest';
import { WebLocksRecordingLock } from './browser-recording-lock';

/**
 * A browser's lock manager for one lock name across tabs, as Web Locks behaves with `ifAvailable`:
 * the callback gets the lock, or null when another holder has it; the lock is held until the
 * callback's promise settles.
 */
class FakeLockManager {
  readonly held = new Set<string>();
  readonly names: string[] = [];

  request(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<void>): Promise<void> {
    this.names.push(name);
    if (this.held.has(name)) {
      expect(options.ifAvailable).toBe(true);
      return callback(null);
    }
    this.held.add(name);
    return callback({ name }).finally(() => this.held.delete(name));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('WebLocksRecordingLock', () => {
  it('gives the lock to one tab at a time, and to the next once released', async () => {
    const locks = new FakeLockManager();
    const first = new WebLocksRecordingLock(locks);
    const second = new WebLocksRecordingLock(locks);
    const release = await first.acquire();
    expect(release).toBeTypeOf('function');
    expect(await second.acquire()).toBeNull();
    release?.();
    await settle();
    expect(await second.acquire()).toBeTypeOf('function');
    expect(new Set(locks.names)).toEqual(new Set(['pulseboard-live-recording']));
  });

  it('lets every tab record where the browser has no Web Locks, as before', async () => {
    const lock = new WebLocksRecordingLock(undefined);
    expect(await lock.acquire()).toBeTypeOf('function');
    expect(await lock.acquire()).toBeTypeOf('function');
  });
});
