import type { Connectivity } from '../../application/ports/connectivity.port';

/**
 * The Background Sync tag the outbox registers, and the message the service worker sends each page when the browser
 * fires it (public/outbox-sync.js, docs/live-recording.md#saved-offline; browser-connectivity.test.ts keeps them equal).
 */
export const OUTBOX_SYNC_TAG = 'pulseboard-live-outbox';
export const SEND_OUTBOX_MESSAGE = 'pulseboard:send-outbox';

/** Background Sync's manager on a registration, where the browser has one (TypeScript's DOM types do not list it). */
interface SyncRegistration {
  readonly sync?: { register(tag: string): Promise<void> };
}

/** What of `navigator.serviceWorker` this adapter uses. */
export interface WorkerMessages {
  readonly ready: Promise<ServiceWorkerRegistration>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}

/**
 * The browser's word on the network: `navigator.onLine` and the window's `online` event; and its Background Sync, by
 * which the service worker wakes the page once the browser has a connection, and again later while a send fails.
 */
export class BrowserConnectivity implements Connectivity {
  constructor(
    private readonly browser: { readonly onLine?: boolean; readonly serviceWorker?: WorkerMessages } | undefined,
    private readonly events: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined,
  ) {}

  isOnline(): boolean {
    return this.browser?.onLine !== false;
  }

  onOnline(listener: () => void): () => void {
    const events = this.events;
    if (events === undefined) return () => undefined;
    events.addEventListener('online', listener);
    return () => events.removeEventListener('online', listener);
  }

  wakeWhenOnline(): void {
    // No worker yet (its first visit, or a browser without one), or no Background Sync: the online event serves.
    void this.browser?.serviceWorker?.ready
      .then((registration) => (registration as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
      .catch(() => undefined);
  }

  onWake(send: () => Promise<boolean>): () => void {
    const workers = this.browser?.serviceWorker;
    if (workers === undefined) return () => undefined;
    const listener = (event: MessageEvent<unknown>): void => {
      if (event.data !== SEND_OUTBOX_MESSAGE) return;
      const reply = event.ports[0];
      send().then(
        (empty) => reply?.postMessage(empty),
        () => reply?.postMessage(false),
      );
    };
    workers.addEventListener('message', listener);
    return () => workers.removeEventListener('message', listener);
  }
}
