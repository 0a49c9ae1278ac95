/**
 * The tables live recordings are kept in on the device (IndexedDB in the browser), as the store
 * (owned-live-recording-store.ts) uses them; a test holds them in memory.
 *
 * - `owned-current`: per [accountId, playerId], the recording in progress or stopped unsaved;
 * - `owned-kept`: per [accountId, playerId, id], the finished recordings the server would not take;
 * - `current` (one record under 'current') and `kept` (per id): what the app kept before recordings
 *   had an account (docs/live-recording.md#whose-recording), read only to be adopted.
 */
export type RecordTable = 'owned-current' | 'owned-kept' | 'current' | 'kept';

/** A record's key: an owner's path ([accountId, playerId, …]), or a plain string in the tables of before. */
export type RecordKey = string | readonly string[];

export interface RecordTables {
  get(table: RecordTable, key: RecordKey): Promise<unknown>;
  put(table: RecordTable, key: RecordKey, value: unknown): Promise<void>;
  delete(table: RecordTable, key: RecordKey): Promise<void>;
  /**
   * The records whose key is a path starting with `prefix` (every record of the table when it is
   * empty), with their keys. A table the device never had has none.
   */
  entries(table: RecordTable, prefix: readonly string[]): Promise<readonly { readonly key: RecordKey; readonly value: unknown }[]>;
}
