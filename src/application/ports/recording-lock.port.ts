/**
 * One recording at a time across the browser's tabs (Web Locks in the browser): acquire answers a
 * release function, or null when another tab holds the lock.
 */
export interface RecordingLock {
  acquire(): Promise<(() => void) | null>;
}
