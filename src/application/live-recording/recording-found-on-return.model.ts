import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import { LatestRequest } from '../latest-request/latest-request';
import type { RecordingOwner } from '../ports/live-recording-store.port';
import { isReplaceable, type LiveRecordingDependencies, type RecordingState } from './live-recording-state';
import type { RecordingHolds } from './recording-holds.model';
import type { RecordingsOnDevice } from './recordings-on-device.model';

/** What the device holds for the acting player: the recording an earlier visit left, and whether it runs and is this tab's to take. */
interface DeviceRecordings {
  readonly found: LiveRecordingSnapshot | null;
  readonly running: boolean;
  readonly free: boolean;
}

/** The page's recording as the read of the device sees it: the one shown, whose it is, and how another takes its place. */
interface PageRecording {
  readonly recording: () => RecordingState;
  /** Whose recordings the page shows; null when signed out. */
  readonly owner: () => RecordingOwner | null;
  /** Shows `recording` in place of the one shown (called inside the action that decided it). */
  show(recording: RecordingState): void;
}

/**
 * The acting player's recordings on the device, read when the "Record live" page opens and again at
 * every change of player (docs/live-recording.md#nothing-lost, #whose-recording). The recording an
 * earlier visit left is shown: stopped, to save; left running, offered to resume or finish once its
 * lock is this tab's, else shown as recording in another tab. Only the latest read is shown; one
 * running here stays whatever the read finds.
 */
export class RecordingFoundOnReturn {
  private readonly read: LatestRequest<DeviceRecordings, 'UNREADABLE'>;

  constructor(
    viewer: LiveRecordingDependencies['viewer'],
    private readonly device: RecordingsOnDevice,
    private readonly holds: RecordingHolds,
    private readonly page: PageRecording,
  ) {
    this.read = new LatestRequest({
      owner: { kind: 'acting-player', source: viewer },
      classify: () => 'UNREADABLE',
    });
  }

  /** Reads the device again at every change of player; the answer is returned to stop following. */
  follow(): () => void {
    this.read.follow({
      forget: () => this.forget(),
      reload: () => void this.show(),
    });
    return () => this.read.stop();
  }

  /**
   * Shows the owner's recordings on the device. One left running is offered to resume or finish
   * only once its lock is this tab's: another tab may be recording it still (docs/live-recording.md#nothing-lost).
   */
  async show(): Promise<void> {
    const owner = this.page.owner();
    await this.read.run(
      async () => {
        const found = await this.device.load(owner);
        const running = found !== null && found.endedAt === null;
        const free = running && isReplaceable(this.page.recording()) && (await this.holds.takeLock());
        return { found, running, free };
      },
      {
        loaded: ({ found, running, free }) => {
          if (!isReplaceable(this.page.recording())) return;
          if (found === null) this.page.show({ status: 'none' });
          else if (!running) this.page.show({ status: 'stopped', snapshot: found, saveFailed: false });
          else this.page.show(free ? { status: 'interrupted', snapshot: found } : { status: 'elsewhere' });
          if (this.page.recording().status !== 'interrupted') this.holds.release();
        },
      },
    );
  }

  /** Another player acts, or nobody: nothing of the previous player's recordings stays on the page (one running goes on). */
  private forget(): void {
    this.device.forgetShown();
    if (!isReplaceable(this.page.recording())) return;
    this.page.show({ status: 'none' });
    this.holds.release();
  }
}
