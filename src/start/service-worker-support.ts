/**
 * Whether the demo's mock backend can have its service worker (docs/architecture.md#three-ways-to-run). Used by
 * main.tsx in demo builds only; the message shown when it cannot is in start-failure.ts.
 */

/** What the page knows of service workers before trying one. */
export interface ServiceWorkerSupport {
  readonly isSecureContext: boolean;
  readonly hasServiceWorkerApi: boolean;
}

/**
 * Browsers offer service workers to secure pages only (https, http://localhost): plain http on a LAN address has
 * none, nor have some private windows and older browsers.
 */
export function canUseServiceWorkers(support: ServiceWorkerSupport): boolean {
  return support.isSecureContext && support.hasServiceWorkerApi;
}

/**
 * Whether the mock worker's start failed because the browser refused the service worker: some private windows throw
 * a SecurityError, which msw reports as an Error whose message says it failed to register the Service Worker.
 */
export function isServiceWorkerRefusal(error: unknown): boolean {
  if (error instanceof DOMException) return error.name === 'SecurityError';
  return error instanceof Error && /failed to register (?:the|a) service worker/i.test(error.message);
}

/** The demo's start failed for want of a service worker. */
export class ServiceWorkersUnavailableError extends Error {
  constructor(options?: { cause: unknown }) {
    super('The demo needs a service worker, which this page cannot have', options);
    this.name = 'ServiceWorkersUnavailableError';
  }
}
