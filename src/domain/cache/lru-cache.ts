/**
 * A small least-recently-used cache (docs/product-rules.md#activity: the last 50 sessions opened are cached).
 * A Map keeps insertion order, so re-inserting on every read makes its first key the least
 * recently used one.
 */

export const ACTIVITY_CACHE_SIZE = 50;

export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number = ACTIVITY_CACHE_SIZE) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError(`LRU capacity must be a positive integer, got ${capacity}`);
  }

  get size(): number {
    return this.#entries.size;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** Reads a value and marks it as the most recently used. */
  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Stores a value as the most recently used, evicting the least recently used when full. */
  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (oldest.done === true) break;
      this.#entries.delete(oldest.value);
    }
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  /** Removes every entry the predicate selects; returns how many were removed. */
  invalidateWhere(predicate: (value: V, key: K) => boolean): number {
    let removed = 0;
    for (const [key, value] of [...this.#entries]) {
      if (predicate(value, key)) {
        this.#entries.delete(key);
        removed += 1;
      }
    }
    return removed;
  }

  /** Keys from least to most recently used (for tests and debugging). */
  keys(): K[] {
    return [...this.#entries.keys()];
  }
}
