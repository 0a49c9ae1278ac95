/** Keeps the screen on while recording (the Screen Wake Lock API in the browser); a no-op where refused. */
export interface ScreenWakeLock {
  /** Answers the release; the lock is taken again when the page becomes visible while held. */
  acquire(): Promise<() => void>;
}
