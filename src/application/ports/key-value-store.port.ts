/**
 * A string key-value store (localStorage in the browser). Implementations never throw:
 * a storage that fails (quota, private mode) reads as empty and ignores writes.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Changes made by other tabs; `key` is null when the whole store was cleared. Returns an unsubscribe. */
  onExternalChange(listener: (key: string | null) => void): () => void;
}
