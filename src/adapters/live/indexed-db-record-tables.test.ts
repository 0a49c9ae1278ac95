import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IndexedDbRecordTables, LIVE_RECORDINGS_DATABASE, type RecordDatabase } from './indexed-db-record-tables';
import type { RecordTable } from './live-recording-tables';

/** A device's IndexedDB of its own for each test: fake-indexeddb, an in-memory implementation of the standard. */
const freshDevice = () => new IDBFactory();

function opened(
  factory: IDBFactory,
  name: string,
  version: number,
  upgrade: (database: IDBDatabase) => void = () => undefined,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, version);
    request.onupgradeneeded = () => upgrade(request.result);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
    request.onblocked = () => reject(new Error('blocked by an open connection'));
  });
}

describe('the live recordings kept in IndexedDB', () => {
  it('gives back what was put, as a copy, and forgets what was deleted', async () => {
    const tables = new IndexedDbRecordTables(freshDevice(), LIVE_RECORDINGS_DATABASE);
    const recording = { startedAt: '2026-11-28T09:00:00Z', samples: [{ at: 0, bpm: 120 }] };
    await tables.put('owned-current', ['account-1', 'player-1'], recording);
    recording.samples.push({ at: 1, bpm: 121 });
    expect(await tables.get('owned-current', ['account-1', 'player-1'])).toEqual({
      startedAt: '2026-11-28T09:00:00Z',
      samples: [{ at: 0, bpm: 120 }],
    });
    expect(await tables.get('owned-current', ['account-1', 'player-2'])).toBeUndefined();
    await tables.delete('owned-current', ['account-1', 'player-1']);
    expect(await tables.get('owned-current', ['account-1', 'player-1'])).toBeUndefined();
  });

  it('lists by owner: a path prefix finds every record under it and none of another owner', async () => {
    const owners = fc.constantFrom('a', 'b', 'ab', 'a\u0000');
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.tuple(owners, owners, fc.constantFrom('1', '2', '10')), { selector: (key) => key.join('/') }),
        fc.array(owners, { maxLength: 2 }),
        async (keys, prefix) => {
          const tables = new IndexedDbRecordTables(freshDevice(), LIVE_RECORDINGS_DATABASE);
          for (const key of keys) await tables.put('owned-kept', key, { id: key.join('/') });
          const listed = await tables.entries('owned-kept', prefix);
          const expected = keys
            .filter((key) => prefix.every((part, index) => key[index] === part))
            .map((key) => key.join('/'));
          expect(listed.map(({ value }) => (value as { id: string }).id).sort()).toEqual([...expected].sort());
          expect(
            listed.every(({ key, value }) => Array.isArray(key) && key.join('/') === (value as { id: string }).id),
          ).toBe(true);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('upgrades a device of version 1: its tables of before stay as they were, the owners’ tables are added', async () => {
    const device = freshDevice();
    const before = await opened(device, 'pulseboard-live', 1, (database) => {
      database.createObjectStore('current');
      database.createObjectStore('kept');
    });
    await new Promise<void>((resolve, reject) => {
      const transaction = before.transaction('current', 'readwrite');
      transaction.objectStore('current').put({ startedAt: 'before owners' }, 'current');
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('put failed'));
    });
    before.close();

    const tables = new IndexedDbRecordTables(device, LIVE_RECORDINGS_DATABASE);
    expect(await tables.get('current', 'current')).toEqual({ startedAt: 'before owners' });
    expect(await tables.entries('current', [])).toEqual([{ key: 'current', value: { startedAt: 'before owners' } }]);
    await tables.put('owned-outbox', ['account-1', 'player-1', 'r1'], { id: 'r1' });
    expect(await tables.entries('owned-outbox', ['account-1'])).toHaveLength(1);
  });

  it('on a device that never had a table, reads nothing from it and refuses to write to it', async () => {
    const schema: RecordDatabase<RecordTable> = { ...LIVE_RECORDINGS_DATABASE, name: 'never-had-version-1' };
    const tables = new IndexedDbRecordTables(freshDevice(), schema);
    expect(await tables.get('kept', 'some-id')).toBeUndefined();
    expect(await tables.entries('kept', [])).toEqual([]);
    await expect(tables.put('kept', 'some-id', {})).rejects.toThrow('no table kept');
    await expect(tables.delete('kept', 'some-id')).resolves.toBeUndefined();
  });

  it('lets a newer version opened in another tab go ahead instead of blocking it', async () => {
    const device = freshDevice();
    const tables = new IndexedDbRecordTables(device, LIVE_RECORDINGS_DATABASE);
    await tables.put('owned-current', ['account-1', 'player-1'], { id: 'now' });
    const newer = await opened(device, 'pulseboard-live', LIVE_RECORDINGS_DATABASE.version + 1);
    expect([...newer.objectStoreNames].sort()).toEqual(['owned-current', 'owned-kept', 'owned-outbox']);
    newer.close();
  });
});
