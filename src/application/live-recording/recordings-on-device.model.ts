import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import { ownerOf, type LiveRecordingStore, type RecordingOwner } from '../ports/live-recording-store.port';

/** A recording left running, ended at its last second. */
export const endedAtLastSecond = (recording: LiveRecordingSnapshot): LiveRecordingSnapshot =>
  recording.endedAt === null ? { ...recording, endedAt: recording.startedAt + recording.bpm.length * 1000 } : recording;

/**
 * What the "Record live" page keeps on this device (docs/live-recording.md), each recording under
 * its account and player and offered to them alone (docs/live-recording.md#whose-recording): the
 * recording in progress, written every few seconds so that a reload, a crash or a closed tab loses
 * at most those seconds and is found on return; and the finished recordings the server would not
 * take, listed until they are discarded. The page's recording state stays the view-model's.
 */
export class RecordingsOnDevice {
  /** The shown owner's recordings the server would not take, oldest first. */
  kept: readonly LiveRecordingSnapshot[] = [];

  /** Whose recordings are shown; null before the first load and once signed out. */
  private shown: RecordingOwner | null = null;

  constructor(private readonly store: LiveRecordingStore) {
    makeAutoObservable<RecordingsOnDevice, 'store' | 'shown' | 'isShown'>(this, {
      store: false,
      shown: false,
      isShown: false,
      kept: observableRef,
      find: false,
      finish: false,
    });
  }

  /**
   * Shows `owner`'s recordings: adopts those of before owners that record its player, lists its
   * kept ones, and answers the one an earlier visit left (running or stopped unsaved); null when
   * there is none. No owner (signed out): nothing.
   */
  async load(owner: RecordingOwner | null): Promise<LiveRecordingSnapshot | null> {
    this.forgetShown();
    if (owner === null) return null;
    this.shown = owner;
    await this.store.adoptUnowned(owner);
    const [current, kept] = await Promise.all([this.store.loadCurrent(owner), this.store.listKept(owner)]);
    runInAction(() => {
      if (this.isShown(owner)) this.kept = kept;
    });
    return current;
  }

  /** Shows no one's recordings (the page's player changed, or the account signed out). */
  forgetShown(): void {
    this.shown = null;
    this.kept = [];
  }

  /** Writes the recording in progress (or just ended) over its owner's previous copy. */
  writeCurrent(snapshot: LiveRecordingSnapshot): Promise<void> {
    return this.store.saveCurrent(snapshot);
  }

  /** Ends an interrupted recording at its last second, and writes it so. */
  finish(snapshot: LiveRecordingSnapshot): LiveRecordingSnapshot {
    const ended = endedAtLastSecond(snapshot);
    void this.writeCurrent(ended);
    return ended;
  }

  /** The recording was saved to the server: no copy of it is left here. */
  async forget(recording: LiveRecordingSnapshot): Promise<void> {
    await this.store.clearCurrent(ownerOf(recording));
    await this.store.discardKept(ownerOf(recording), recording.id);
    runInAction(() => {
      this.kept = this.kept.filter((kept) => kept.id !== recording.id);
    });
  }

  /** The server does not take live recordings: the recording joins its owner's kept ones. */
  async keep(snapshot: LiveRecordingSnapshot): Promise<void> {
    const owner = ownerOf(snapshot);
    await this.store.keep(snapshot);
    await this.store.clearCurrent(owner);
    const kept = await this.store.listKept(owner);
    runInAction(() => {
      if (this.isShown(owner)) this.kept = kept;
    });
  }

  private isShown(owner: RecordingOwner): boolean {
    return this.shown !== null && this.shown.accountId === owner.accountId && this.shown.playerId === owner.playerId;
  }

  find(id: string): LiveRecordingSnapshot | undefined {
    return this.kept.find((kept) => kept.id === id);
  }

  async discard(id: string): Promise<void> {
    const recording = this.find(id);
    if (recording === undefined) return;
    await this.store.discardKept(ownerOf(recording), id);
    runInAction(() => {
      this.kept = this.kept.filter((kept) => kept.id !== id);
    });
  }
}
