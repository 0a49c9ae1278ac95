import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';

/** Whose a recording kept on the device is: the account that recorded it, and the player recorded. */
export interface RecordingOwner {
  readonly accountId: string;
  readonly playerId: string;
}

export const ownerOf = (recording: LiveRecordingSnapshot): RecordingOwner => ({
  accountId: recording.accountId,
  playerId: recording.playerId,
});

/**
 * A recording saved while offline, waiting in the outbox to be sent (docs/live-recording.md#saved-offline):
 * the recording, the name it was saved under and when. Its id is the client recording id the save sends, so
 * that a repeat never makes a second session.
 */
export interface QueuedRecording {
  readonly recording: LiveRecordingSnapshot;
  readonly title: string;
  /** Epoch ms of the save. */
  readonly queuedAt: number;
}

/**
 * Where live recordings are kept on the device (IndexedDB in the browser), each under its account
 * and player (docs/live-recording.md#whose-recording): per owner, the recording in progress (or
 * stopped and not yet saved), written every few seconds so that a reload or a closed tab loses at
 * most those seconds, and the finished ones the server would not take (kept until exported or
 * discarded). A read answers the one owner's records only.
 */
export interface LiveRecordingStore {
  /** The owner's recording in progress or stopped unsaved, if any. */
  loadCurrent(owner: RecordingOwner): Promise<LiveRecordingSnapshot | null>;
  /** Writes it over its owner's previous copy (its owner: its own accountId and playerId). */
  saveCurrent(snapshot: LiveRecordingSnapshot): Promise<void>;
  clearCurrent(owner: RecordingOwner): Promise<void>;
  /** The owner's finished recordings kept on the device, oldest first. */
  listKept(owner: RecordingOwner): Promise<readonly LiveRecordingSnapshot[]>;
  keep(snapshot: LiveRecordingSnapshot): Promise<void>;
  discardKept(owner: RecordingOwner, id: string): Promise<void>;
  /** Every recording in progress or stopped unsaved of the account, whichever player it records, oldest first. */
  listUnsaved(accountId: string): Promise<readonly LiveRecordingSnapshot[]>;
  /**
   * Gives `owner` the recordings kept before recordings had an account, those of `owner`'s player
   * (docs/live-recording.md#whose-recording); any others stay where no account sees them.
   */
  adoptUnowned(owner: RecordingOwner): Promise<void>;
  /** Puts a recording into its owner's outbox (over one of the same id). */
  queue(entry: QueuedRecording): Promise<void>;
  /** The account's outbox, whichever player each records, oldest save first. */
  listQueued(accountId: string): Promise<readonly QueuedRecording[]>;
  /** Takes a recording out of its owner's outbox (sent, or moved to the kept ones). */
  unqueue(owner: RecordingOwner, id: string): Promise<void>;
}
