/** Whether the device has a network, as the browser tells it (`navigator.onLine`, the `online` event). */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls `listener` each time the connection returns; answers the function that stops it. */
  onOnline(listener: () => void): () => void;
}
