import type { ScreenWakeLock } from '../../application/ports/screen-wake-lock.port';

interface WakeLockSentinelLike {
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

/**
 * ScreenWakeLock over the Screen Wake Lock API. The browser lets the lock go when the page is
 * hidden, so it is asked again each time the page becomes visible while held. A refusal (low
 * battery, no API) leaves the screen to its settings.
 */
export class BrowserScreenWakeLock implements ScreenWakeLock {
  constructor(
    private readonly wakeLock: WakeLockLike | undefined,
    private readonly doc: Document,
  ) {}

  async acquire(): Promise<() => void> {
    const wakeLock = this.wakeLock;
    if (wakeLock === undefined) return () => undefined;
    let sentinel: WakeLockSentinelLike | null = null;
    let held = true;
    const take = async () => {
      try {
        sentinel = await wakeLock.request('screen');
        if (!held) void sentinel.release();
      } catch {
        sentinel = null;
      }
    };
    const onVisible = () => {
      if (held && this.doc.visibilityState === 'visible') void take();
    };
    this.doc.addEventListener('visibilitychange', onVisible);
    await take();
    return () => {
      held = false;
      this.doc.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release().catch(() => undefined);
    };
  }
}
