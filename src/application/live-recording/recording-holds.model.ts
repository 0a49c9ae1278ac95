import { makeAutoObservable, runInAction } from 'mobx';
import type { RecordingLock } from '../ports/recording-lock.port';
import type { ScreenWakeLock } from '../ports/screen-wake-lock.port';

/**
 * What a live recording holds while it runs (docs/live-recording.md): the lock that keeps it to
 * one tab, and the screen kept on. Taken on start or resume, let go on stop or when leaving.
 */
export class RecordingHolds {
  /** Another tab holds the recording lock. */
  busyElsewhere = false;

  private releaseLock: (() => void) | null = null;
  private releaseWakeLock: (() => void) | null = null;

  constructor(
    private readonly lock: RecordingLock,
    private readonly wakeLock: ScreenWakeLock,
  ) {
    makeAutoObservable<RecordingHolds, 'lock' | 'wakeLock' | 'releaseLock' | 'releaseWakeLock'>(this, {
      lock: false,
      wakeLock: false,
      releaseLock: false,
      releaseWakeLock: false,
      holdsLock: false,
    });
  }

  /** This tab holds the recording lock. */
  get holdsLock(): boolean {
    return this.releaseLock !== null;
  }

  /** Takes the recording lock (kept if already held) and the screen; false when another tab records. */
  async take(): Promise<boolean> {
    if (!(await this.takeLock())) return false;
    this.releaseWakeLock ??= await this.wakeLock.acquire();
    return true;
  }

  /**
   * Takes the recording lock alone (kept if already held), before a recording left running is
   * resumed or finished here: false when another tab holds it, which may be recording it still.
   */
  async takeLock(): Promise<boolean> {
    const release = this.releaseLock ?? (await this.lock.acquire());
    runInAction(() => {
      this.busyElsewhere = release === null;
      if (release !== null) this.releaseLock = release;
    });
    return release !== null;
  }

  release(): void {
    this.busyElsewhere = false;
    this.releaseLock?.();
    this.releaseLock = null;
    this.releaseWakeLock?.();
    this.releaseWakeLock = null;
  }
}
