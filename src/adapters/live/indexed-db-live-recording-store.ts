import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import type { LiveRecordingStore } from '../../application/ports/live-recording-store.port';

const DATABASE = 'pulseboard-live';
const CURRENT = 'current';
const KEPT = 'kept';
const CURRENT_KEY = 'current';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function isSnapshot(value: unknown): value is LiveRecordingSnapshot {
  const snapshot = value as Partial<LiveRecordingSnapshot> | null;
  return typeof snapshot === 'object' && snapshot !== null && typeof snapshot.id === 'string' && typeof snapshot.startedAt === 'number' && Array.isArray(snapshot.bpm) && Array.isArray(snapshot.rrMs);
}

/**
 * LiveRecordingStore over IndexedDB: one store for the recording in progress (a single record,
 * overwritten every few seconds), one for the finished recordings kept on the device. A record
 * of the wrong shape is ignored.
 */
export class IndexedDbLiveRecordingStore implements LiveRecordingStore {
  private database: Promise<IDBDatabase> | null = null;

  constructor(private readonly factory: IDBFactory) {}

  async loadCurrent(): Promise<LiveRecordingSnapshot | null> {
    const value: unknown = await done((await this.store(CURRENT, 'readonly')).get(CURRENT_KEY));
    return isSnapshot(value) ? value : null;
  }

  async saveCurrent(snapshot: LiveRecordingSnapshot): Promise<void> {
    await done((await this.store(CURRENT, 'readwrite')).put(snapshot, CURRENT_KEY));
  }

  async clearCurrent(): Promise<void> {
    await done((await this.store(CURRENT, 'readwrite')).delete(CURRENT_KEY));
  }

  async listKept(): Promise<readonly LiveRecordingSnapshot[]> {
    const values: unknown[] = await done((await this.store(KEPT, 'readonly')).getAll());
    return values.filter(isSnapshot).sort((a, b) => a.startedAt - b.startedAt);
  }

  async keep(snapshot: LiveRecordingSnapshot): Promise<void> {
    await done((await this.store(KEPT, 'readwrite')).put(snapshot, snapshot.id));
  }

  async discardKept(id: string): Promise<void> {
    await done((await this.store(KEPT, 'readwrite')).delete(id));
  }

  private async store(name: string, mode: IDBTransactionMode): Promise<IDBObjectStore> {
    return (await this.open()).transaction(name, mode).objectStore(name);
  }

  private open(): Promise<IDBDatabase> {
    this.database ??= new Promise((resolve, reject) => {
      const request = this.factory.open(DATABASE, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(CURRENT);
        request.result.createObjectStore(KEPT);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    return this.database;
  }
}
