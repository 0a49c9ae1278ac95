import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';

/**
 * Where a live recording is kept on the device (IndexedDB in the browser): the one in progress,
 * written every few seconds so that a reload or a closed tab loses at most those seconds, and
 * the finished ones the server would not take (kept until exported or discarded).
 */
export interface LiveRecordingStore {
  /** The recording in progress left by an earlier visit, if any. */
  loadCurrent(): Promise<LiveRecordingSnapshot | null>;
  saveCurrent(snapshot: LiveRecordingSnapshot): Promise<void>;
  clearCurrent(): Promise<void>;
  /** Finished recordings kept on the device, oldest first. */
  listKept(): Promise<readonly LiveRecordingSnapshot[]>;
  keep(snapshot: LiveRecordingSnapshot): Promise<void>;
  discardKept(id: string): Promise<void>;
}
