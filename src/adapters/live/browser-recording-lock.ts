import type { RecordingLock } from '../../application/ports/recording-lock.port';

interface LockManagerLike {
  request(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<void>): Promise<void>;
}

/** The Web Locks name every tab of the app asks for before it records. */
export const RECORDING_LOCK_NAME = 'pulseboard-live-recording';

/**
 * RecordingLock over Web Locks: held until released or the tab closes, so that a second tab
 * cannot record at the same time. A browser without Web Locks lets every tab record.
 */
export class WebLocksRecordingLock implements RecordingLock {
  constructor(private readonly locks: LockManagerLike | undefined) {}

  acquire(): Promise<(() => void) | null> {
    const locks = this.locks;
    if (locks === undefined) return Promise.resolve(() => undefined);
    return new Promise((answer) => {
      void locks.request(RECORDING_LOCK_NAME, { ifAvailable: true }, (lock) => {
        if (lock === null) {
          answer(null);
          return Promise.resolve();
        }
        return new Promise<void>((release) => answer(() => release()));
      });
    });
  }
}
