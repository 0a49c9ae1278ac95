/**
 * A string key-value store (localStorage in the browser). Implementations never throw:
 * a storage that fails (quota, private mode) reads as empty and ignores writes.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /**
   * Changes made by other tabs, one call per change, in order: `key` is null when the whole store was
   * cleared; `newValue` is what that change wrote (null: removed), which may differ from what `get`
   * reads by then when several changes came at once. Returns an unsubscribe.
   */
  onExternalChange(listener: (key: string | null, newValue: string | null) => void): () => void;
}
