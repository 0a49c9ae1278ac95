import type { KeyValueStore } from '../../application/ports/key-value-store.port';

/**
 * An in-memory KeyValueStore (tests, and browsers without usable storage).
 * `simulateExternalChange` plays the part of another tab writing to shared storage.
 */
export class MemoryKeyValueStore implements KeyValueStore {
  private readonly values = new Map<string, string>();
  private readonly listeners = new Set<(key: string | null, newValue: string | null) => void>();

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }

  onExternalChange(listener: (key: string | null, newValue: string | null) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /**
   * Another tab changed `key` (null value: removed it), or cleared everything (null key).
   * The value is applied first, then listeners run, as with the browser's storage event.
   */
  simulateExternalChange(key: string | null, value: string | null = null): void {
    this.simulateExternalBurst([[key, value]]);
  }

  /**
   * Another tab made several changes at once: every value is applied before the first listener runs (a
   * browser delivers the storage events after the writes), and each event carries its own new value.
   */
  simulateExternalBurst(changes: readonly (readonly [key: string | null, value: string | null])[]): void {
    for (const [key, value] of changes) {
      if (key === null) this.values.clear();
      else if (value === null) this.values.delete(key);
      else this.values.set(key, value);
    }
    for (const [key, value] of changes) {
      for (const listener of [...this.listeners]) listener(key, key === null ? null : value);
    }
  }

  /** Every stored key and value, for assertions. */
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.values);
  }
}
