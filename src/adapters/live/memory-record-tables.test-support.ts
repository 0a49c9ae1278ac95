import type { RecordKey, RecordTable, RecordTables } from './live-recording-tables';

/** A key as text: a path's parts joined with a separator no test id holds. */
const textOf = (key: RecordKey): string => (typeof key === 'string' ? `s:${key}` : `a:${key.join('\u0000')}`);

/**
 * The device's record tables in memory, as IndexedDB keeps them: values stored as copies
 * (structured clone), and `entries` by path prefix. A table is there once written to, or when a
 * test says the device had it (the tables of before owners).
 */
export class MemoryRecordTables<T extends string = RecordTable> implements RecordTables<T> {
  private readonly tables = new Map<T, Map<string, { key: RecordKey; value: unknown }>>();

  constructor(
    tables: readonly T[] = ['owned-current', 'owned-kept', 'owned-outbox'] as readonly string[] as readonly T[],
  ) {
    for (const table of tables) this.tables.set(table, new Map());
  }

  get(table: T, key: RecordKey): Promise<unknown> {
    return Promise.resolve(structuredClone(this.tables.get(table)?.get(textOf(key))?.value));
  }

  put(table: T, key: RecordKey, value: unknown): Promise<void> {
    const rows = this.tables.get(table);
    if (rows === undefined) return Promise.reject(new Error(`no table ${table}`));
    rows.set(textOf(key), { key: structuredClone(key), value: structuredClone(value) });
    return Promise.resolve();
  }

  delete(table: T, key: RecordKey): Promise<void> {
    this.tables.get(table)?.delete(textOf(key));
    return Promise.resolve();
  }

  entries(table: T, prefix: readonly string[]): Promise<readonly { key: RecordKey; value: unknown }[]> {
    const rows = [...(this.tables.get(table)?.values() ?? [])].filter(
      ({ key }) =>
        prefix.length === 0 ||
        (typeof key !== 'string' &&
          key.length > prefix.length - 1 &&
          prefix.every((part, index) => key[index] === part)),
    );
    return Promise.resolve(rows.map((row) => structuredClone(row)));
  }

  /** What a table holds, for a test to read (keys as written). */
  rows(table: T): readonly { key: RecordKey; value: unknown }[] {
    return [...(this.tables.get(table)?.values() ?? [])];
  }
}
