import type { Connectivity } from '../../application/ports/connectivity.port';

/** The browser's word on the network: `navigator.onLine` and the window's `online` event. */
export class BrowserConnectivity implements Connectivity {
  constructor(
    private readonly browser: { readonly onLine?: boolean } | undefined,
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
}
