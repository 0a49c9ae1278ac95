import { makeAutoObservable, runInAction } from 'mobx';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import type { QueuedRecording } from '../ports/live-recording-store.port';
import { canOpenKeptIn, stoppedSnapshotOf, type RecordingState } from './live-recording-state';
import type { RecordingsOnDevice } from './recordings-on-device.model';
import type { RecordingsWaiting } from './recordings-waiting.model';

/** The page's recording as the lists see it: the one shown, and how another takes its place. */
interface ShownRecording {
  readonly recording: () => RecordingState;
  /** The player whose recordings the page shows; null when signed out. */
  readonly playerId: () => string | null;
  /** Shows `recording` in place of the one shown, which has ended (no recording is running). */
  show(recording: RecordingState): void;
}

/**
 * The acting player's recordings on this device that are not in the calendar, which the "Record
 * live" page lists below the recording (docs/live-recording.md#saving, #saved-offline): those the
 * server would not take (kept, to export or discard) and those saved offline (waiting to be sent,
 * to look at or export meanwhile). Opening one shows it in the page's place, when nothing that
 * still needs the page is there; the waiting one shown becomes saved once the outbox has sent it.
 */
export class UnsavedRecordings {
  constructor(
    private readonly device: RecordingsOnDevice,
    private readonly waitingHere: RecordingsWaiting,
    private readonly page: ShownRecording,
  ) {
    makeAutoObservable<UnsavedRecordings, 'device' | 'waitingHere' | 'page'>(this, {
      device: false,
      waitingHere: false,
      page: false,
    });
  }

  /** Finished recordings the server would not take, kept on this device, oldest first. */
  get kept(): readonly LiveRecordingSnapshot[] {
    return this.device.kept;
  }

  /** The recordings saved offline, waiting to be sent, oldest save first. */
  get waiting(): readonly QueuedRecording[] {
    return this.waitingHere.of(this.page.playerId());
  }

  /** One may be opened while no recording is running, interrupted or waiting to be saved. */
  get canOpen(): boolean {
    return canOpenKeptIn(this.page.recording());
  }

  /** Shows a recording kept on the device, to export or to try saving again. */
  openKept(id: string): void {
    const snapshot = this.device.find(id);
    if (snapshot !== undefined && this.canOpen) this.page.show({ status: 'save-refused', snapshot });
  }

  /** Shows a recording waiting in the outbox, to look at or export meanwhile. */
  openQueued(id: string): void {
    const snapshot = this.waitingHere.find(id);
    if (snapshot !== undefined && this.canOpen) this.page.show({ status: 'queued', snapshot });
  }

  /** Discards a kept recording; the one shown goes with it. */
  async discardKept(id: string): Promise<void> {
    await this.device.discard(id);
    if (stoppedSnapshotOf(this.page.recording())?.id === id) runInAction(() => this.page.show({ status: 'none' }));
  }

  /** The waiting recording shown becomes saved once the outbox has sent it; answers the function that stops following. */
  follow(): () => void {
    const shown = () => {
      const recording = this.page.recording();
      return recording.status === 'queued' ? recording.snapshot : null;
    };
    return this.waitingHere.follow(shown, (activityId) => {
      const snapshot = shown();
      if (snapshot !== null) runInAction(() => this.page.show({ status: 'saved', snapshot, activityId }));
    });
  }
}
