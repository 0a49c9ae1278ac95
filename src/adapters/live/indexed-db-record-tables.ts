import type { RecordKey, RecordTable, RecordTables } from './live-recording-tables';

/** A database: its name, version and the tables its upgrade makes (those it lacks). */
export interface RecordDatabase<T extends string> {
  readonly name: string;
  readonly version: number;
  readonly tables: readonly T[];
}

/**
 * The live recordings' database. 1: `current` and `kept`, of nobody; 2: adds `owned-current` and
 * `owned-kept`, under an account and a player; 3: adds `owned-outbox` (docs/live-recording.md#saved-offline).
 */
export const LIVE_RECORDINGS_DATABASE: RecordDatabase<RecordTable> = {
  name: 'pulseboard-live',
  version: 3,
  tables: ['owned-current', 'owned-kept', 'owned-outbox'],
};

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** IndexedDB takes an array key as it is; the copy only drops the readonly. */
const keyOf = (key: RecordKey): IDBValidKey => (typeof key === 'string' ? key : [...key]);

/**
 * The record tables over IndexedDB (the live recordings' database `pulseboard-live`, or another one's). Version 2 adds the owners' tables
 * and leaves version 1's as they were, so a recording kept before owners waits there to be adopted
 * (docs/live-recording.md#whose-recording); a device that never had version 1 has no such tables.
 * A path prefix is a key range: an array key sorts after every string, so `[...prefix, []]` is above
 * every path that starts with `prefix`.
 */
export class IndexedDbRecordTables<T extends string = RecordTable> implements RecordTables<T> {
  private database: Promise<IDBDatabase> | null = null;

  constructor(
    private readonly factory: IDBFactory,
    private readonly schema: RecordDatabase<T>,
  ) {}

  async get(table: T, key: RecordKey): Promise<unknown> {
    const store = await this.store(table, 'readonly');
    return store === null ? undefined : done(store.get(keyOf(key)));
  }

  async put(table: T, key: RecordKey, value: unknown): Promise<void> {
    const store = await this.store(table, 'readwrite');
    if (store === null) throw new Error(`no table ${table}`);
    await done(store.put(value, keyOf(key)));
  }

  async delete(table: T, key: RecordKey): Promise<void> {
    const store = await this.store(table, 'readwrite');
    if (store !== null) await done(store.delete(keyOf(key)));
  }

  async entries(table: T, prefix: readonly string[]): Promise<readonly { key: RecordKey; value: unknown }[]> {
    const store = await this.store(table, 'readonly');
    if (store === null) return [];
    const range = prefix.length === 0 ? undefined : IDBKeyRange.bound([...prefix], [...prefix, []]);
    const [keys, values] = await Promise.all([done(store.getAllKeys(range)), done(store.getAll(range))]);
    return keys.flatMap((key, index) => {
      const readable =
        typeof key === 'string'
          ? key
          : Array.isArray(key) && key.every((part) => typeof part === 'string')
            ? key
            : null;
      return readable === null ? [] : [{ key: readable, value: values[index] as unknown }];
    });
  }

  /** The table's store in a transaction of its own; null for a table this device never had. */
  private async store(table: T, mode: IDBTransactionMode): Promise<IDBObjectStore | null> {
    const database = await this.open();
    return database.objectStoreNames.contains(table) ? database.transaction(table, mode).objectStore(table) : null;
  }

  private open(): Promise<IDBDatabase> {
    this.database ??= new Promise((resolve, reject) => {
      const request = this.factory.open(this.schema.name, this.schema.version);
      request.onupgradeneeded = () => {
        for (const table of this.schema.tables)
          if (!request.result.objectStoreNames.contains(table)) request.result.createObjectStore(table);
      };
      request.onsuccess = () => {
        // A newer version opened in another tab waits for this connection: let it go (the next call opens again).
        request.result.onversionchange = () => {
          request.result.close();
          this.database = null;
        };
        resolve(request.result);
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    return this.database;
  }
}
