import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import {
  ownerOf,
  type LiveRecordingStore,
  type QueuedRecording,
  type RecordingOwner,
} from '../../application/ports/live-recording-store.port';
import type { RecordKey, RecordTables } from './live-recording-tables';

/** The one record of the table `current` of before owners. */
const UNOWNED_CURRENT_KEY = 'current';

type StoredRecording = Omit<LiveRecordingSnapshot, 'accountId'> & { readonly accountId?: string };

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isNumberList = (value: unknown): value is number[] => Array.isArray(value) && value.every(isFiniteNumber);

/**
 * A stored record as a recording, or null when it is not one (storage is the page's input: another
 * version of the app, an extension or a hand may have written it). Checks every field the page reads.
 */
function readRecording(value: unknown): StoredRecording | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const valid =
    typeof record.id === 'string' &&
    record.id !== '' &&
    (record.accountId === undefined || (typeof record.accountId === 'string' && record.accountId !== '')) &&
    typeof record.playerId === 'string' &&
    record.playerId !== '' &&
    typeof record.deviceName === 'string' &&
    isFiniteNumber(record.startedAt) &&
    Array.isArray(record.bpm) &&
    record.bpm.every((bpm) => bpm === null || isFiniteNumber(bpm)) &&
    isNumberList(record.rrMs) &&
    (record.rrBreaks === undefined || isNumberList(record.rrBreaks)) &&
    (record.rrArtefacts === undefined || isFiniteNumber(record.rrArtefacts)) &&
    isFiniteNumber(record.pausedSeconds) &&
    (record.endedAt === null || isFiniteNumber(record.endedAt));
  return valid ? (value as StoredRecording) : null;
}

/** A record kept under `owner`'s key, if it is a recording of that very owner (a record under another's key is nobody's). */
function ownedBy(owner: RecordingOwner, value: unknown): LiveRecordingSnapshot | null {
  const recording = readRecording(value);
  return recording !== null && recording.accountId === owner.accountId && recording.playerId === owner.playerId
    ? (recording as LiveRecordingSnapshot)
    : null;
}

/** A stored outbox entry of `accountId`, under the key of its own player and id; null when it is not one. */
function queuedOf(accountId: string, key: RecordKey, value: unknown): QueuedRecording | null {
  if (typeof value !== 'object' || value === null || typeof key === 'string' || key.length !== 3) return null;
  const entry = value as Record<string, unknown>;
  const recording = ownedBy({ accountId, playerId: key[1] ?? '' }, entry.recording);
  const valid =
    recording !== null &&
    recording.id === key[2] &&
    recording.endedAt !== null &&
    typeof entry.title === 'string' &&
    entry.title.length <= 100 &&
    isFiniteNumber(entry.queuedAt);
  return valid ? { recording, title: entry.title as string, queuedAt: entry.queuedAt as number } : null;
}

const byStart = (a: LiveRecordingSnapshot, b: LiveRecordingSnapshot) => a.startedAt - b.startedAt;
const currentKey = (owner: RecordingOwner): RecordKey => [owner.accountId, owner.playerId];
const keptKey = (owner: RecordingOwner, id: string): RecordKey => [owner.accountId, owner.playerId, id];

/**
 * LiveRecordingStore over the device's record tables (IndexedDB in the browser): every recording is
 * kept under its account and player and read back only for them (docs/live-recording.md#whose-recording).
 * A record of the wrong shape, or under another owner's key, is left out.
 */
export class OwnedLiveRecordingStore implements LiveRecordingStore {
  constructor(private readonly tables: RecordTables) {}

  async loadCurrent(owner: RecordingOwner): Promise<LiveRecordingSnapshot | null> {
    return ownedBy(owner, await this.tables.get('owned-current', currentKey(owner)));
  }

  async saveCurrent(snapshot: LiveRecordingSnapshot): Promise<void> {
    await this.tables.put('owned-current', currentKey(ownerOf(snapshot)), snapshot);
  }

  async clearCurrent(owner: RecordingOwner): Promise<void> {
    await this.tables.delete('owned-current', currentKey(owner));
  }

  async listKept(owner: RecordingOwner): Promise<readonly LiveRecordingSnapshot[]> {
    const entries = await this.tables.entries('owned-kept', [owner.accountId, owner.playerId]);
    return entries.flatMap(({ value }) => ownedBy(owner, value) ?? []).sort(byStart);
  }

  async keep(snapshot: LiveRecordingSnapshot): Promise<void> {
    await this.tables.put('owned-kept', keptKey(ownerOf(snapshot), snapshot.id), snapshot);
  }

  async discardKept(owner: RecordingOwner, id: string): Promise<void> {
    await this.tables.delete('owned-kept', keptKey(owner, id));
  }

  async listUnsaved(accountId: string): Promise<readonly LiveRecordingSnapshot[]> {
    const entries = await this.tables.entries('owned-current', [accountId]);
    return entries
      .flatMap(({ key, value }) =>
        Array.isArray(key) && key.length === 2 ? (ownedBy({ accountId, playerId: String(key[1]) }, value) ?? []) : [],
      )
      .sort(byStart);
  }

  async queue(entry: QueuedRecording): Promise<void> {
    const { recording } = entry;
    await this.tables.put('owned-outbox', keptKey(ownerOf(recording), recording.id), {
      recording,
      title: entry.title,
      queuedAt: entry.queuedAt,
    });
  }

  async listQueued(accountId: string): Promise<readonly QueuedRecording[]> {
    const entries = await this.tables.entries('owned-outbox', [accountId]);
    return entries
      .flatMap(({ key, value }) => queuedOf(accountId, key, value) ?? [])
      .sort((a, b) => a.queuedAt - b.queuedAt);
  }

  async unqueue(owner: RecordingOwner, id: string): Promise<void> {
    await this.tables.delete('owned-outbox', keptKey(owner, id));
  }

  /**
   * The recordings of before owners that record `owner`'s player become `owner`'s: the one in
   * progress becomes the owner's current one (or, when the owner has one already, is kept, ended at
   * its last second); the finished ones are kept. Each is written under the owner before it leaves
   * the old table, so a failure half-way leaves a copy, never nothing.
   */
  async adoptUnowned(owner: RecordingOwner): Promise<void> {
    const unowned = async (table: 'current' | 'kept') =>
      (await this.tables.entries(table, [])).flatMap(({ key, value }) => {
        const recording = readRecording(value);
        return recording !== null && recording.accountId === undefined && recording.playerId === owner.playerId
          ? [{ key, recording: { ...recording, accountId: owner.accountId } }]
          : [];
      });
    for (const { key, recording } of await unowned('current')) {
      if (key !== UNOWNED_CURRENT_KEY) continue;
      if ((await this.loadCurrent(owner)) === null) await this.saveCurrent(recording);
      else
        await this.keep({
          ...recording,
          endedAt: recording.endedAt ?? recording.startedAt + recording.bpm.length * 1000,
        });
      await this.tables.delete('current', key);
    }
    for (const { key, recording } of await unowned('kept')) {
      await this.keep(recording);
      await this.tables.delete('kept', key);
    }
  }
}
