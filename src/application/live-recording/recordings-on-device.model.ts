import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import type { LiveRecordingStore } from '../ports/live-recording-store.port';
import type { RecordingState } from './live-recording-state';

/**
 * What the "Record live" page keeps on this device (docs/live-recording.md): the recording in
 * progress, written every few seconds so that a reload, a crash or a closed tab loses at most those
 * seconds and is found on return; and the finished recordings the server would not take, listed
 * until they are discarded. The page's recording state stays the view-model's.
 */
export class RecordingsOnDevice {
  kept: readonly LiveRecordingSnapshot[] = [];

  constructor(private readonly store: LiveRecordingStore) {
    makeAutoObservable<RecordingsOnDevice, 'store'>(this, { store: false, kept: observableRef, find: false, finish: false });
  }

  /**
   * Lists the kept recordings, and answers the one an earlier visit left: interrupted when it was
   * still running, stopped when it had ended unsaved; null when there is none.
   */
  async load(): Promise<RecordingState | null> {
    const [current, kept] = await Promise.all([this.store.loadCurrent(), this.store.listKept()]);
    runInAction(() => {
      this.kept = kept;
    });
    if (current === null) return null;
    return current.endedAt === null ? { status: 'interrupted', snapshot: current } : { status: 'stopped', snapshot: current, saveFailed: false };
  }

  /** Writes the recording in progress (or just ended) over the previous copy. */
  writeCurrent(snapshot: LiveRecordingSnapshot): Promise<void> {
    return this.store.saveCurrent(snapshot);
  }

  /** Ends an interrupted recording at its last second, and writes it so. */
  finish(snapshot: LiveRecordingSnapshot): LiveRecordingSnapshot {
    const ended = { ...snapshot, endedAt: snapshot.startedAt + snapshot.bpm.length * 1000 };
    void this.writeCurrent(ended);
    return ended;
  }

  /** The recording was saved to the server: no copy of it is left here. */
  async forget(id: string): Promise<void> {
    await this.store.clearCurrent();
    await this.store.discardKept(id);
    runInAction(() => {
      this.kept = this.kept.filter((kept) => kept.id !== id);
    });
  }

  /** The server does not take live recordings: the recording joins the kept ones. */
  async keep(snapshot: LiveRecordingSnapshot): Promise<void> {
    await this.store.keep(snapshot);
    await this.store.clearCurrent();
    const kept = await this.store.listKept();
    runInAction(() => {
      this.kept = kept;
    });
  }

  find(id: string): LiveRecordingSnapshot | undefined {
    return this.kept.find((kept) => kept.id === id);
  }

  async discard(id: string): Promise<void> {
    await this.store.discardKept(id);
    runInAction(() => {
      this.kept = this.kept.filter((kept) => kept.id !== id);
    });
  }
}
