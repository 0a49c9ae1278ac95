/**
 * The tables live recordings are kept in on the device (IndexedDB in the browser), as the store
 * (owned-live-recording-store.ts) uses them; a test holds them in memory.
 *
 * - `owned-current`: per [accountId, playerId], the recording in progress or stopped unsaved;
 * - `owned-kept`: per [accountId, playerId, id], the finished recordings the server would not take;
 * - `owned-outbox`: per [accountId, playerId, id], the recordings saved while offline, waiting to be
 *   sent (docs/live-recording.md#saved-offline);
 * - `current` (one record under 'current') and `kept` (per id): what the app kept before recordings
 *   had an account (docs/live-recording.md#whose-recording), read only to be adopted.
 */
export type RecordTable = 'owned-current' | 'owned-kept' | 'owned-outbox' | 'current' | 'kept';

/** A record's key: an owner's path ([accountId, playerId, …]), or a plain string in the tables of before. */
export type RecordKey = string | readonly string[];

/** The tables of a database (`T`: its tables' names; the live recordings' by default). */
export interface RecordTables<T extends string = RecordTable> {
  get(table: T, key: RecordKey): Promise<unknown>;
  put(table: T, key: RecordKey, value: unknown): Promise<void>;
  delete(table: T, key: RecordKey): Promise<void>;
  /**
   * The records whose key is a path starting with `prefix` (every record of the table when it is
   * empty), with their keys. A table the device never had has none.
   */
  entries(
    table: T,
    prefix: readonly string[],
  ): Promise<readonly { readonly key: RecordKey; readonly value: unknown }[]>;
}
