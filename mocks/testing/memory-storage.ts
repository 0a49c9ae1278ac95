import type { SnapshotStorage } from '../db/persistence';

/** A Web Storage stand-in for tests: one instance shared by two databases plays two tabs. */
export class MemoryStorage implements SnapshotStorage {
  readonly items = new Map<string, string>();
  failWrites = false;

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}
