/** Whether the device has a network, as the browser tells it (`navigator.onLine`, the `online` event). */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls `listener` each time the connection returns; answers the function that stops it. */
  onOnline(listener: () => void): () => void;
  /**
   * Asks the browser to wake the app once it has a connection again, and again later while what waits has not gone
   * (Background Sync, where the browser has it; elsewhere nothing, and `onOnline` and the next visit serve).
   */
  wakeWhenOnline(): void;
  /**
   * Calls `send` each time the browser wakes the app for that; `send` answers whether nothing waits any more (if
   * something does, the browser tries again later). Answers the function that stops it.
   */
  onWake(send: () => Promise<boolean>): () => void;
}
