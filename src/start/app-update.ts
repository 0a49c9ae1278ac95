/**
 * The real-API build's service worker (docs/architecture.md#installable-and-offline): registered once the page has
 * painted, then watched for a new version, which is announced and applied only when the visitor chooses, never
 * while a live recording runs. Loaded lazily by src/start/main.tsx, in the real-API build and on the main app's host only.
 */

/** The worker the build writes (tools/build/pwa.plugin.ts). */
const APP_SERVICE_WORKER_URL = '/sw.js';

/**
 * The Web Locks name a tab holds while it records (src/adapters/live/browser-recording-lock.ts; app-update.test.ts
 * keeps the two equal). Not imported: shared with the live recording's code, that module would become one more
 * chunk, and one more request, on every page.
 */
const RECORDING_LOCK_NAME = 'pulseboard-live-recording';

/** How often a page left open asks the server for a new worker (when it is shown again, at most this often). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** What of a service worker this module uses. */
export interface WorkerLike {
  readonly state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

/** What of a registration this module uses. */
export interface RegistrationLike {
  readonly waiting: WorkerLike | null;
  readonly installing: WorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
  update(): Promise<unknown>;
}

/** What of `navigator.serviceWorker` this module uses. */
export interface WorkerContainerLike {
  readonly controller: unknown;
  register(url: string, options: RegistrationOptions): Promise<RegistrationLike>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

/** What of `navigator.locks` this module uses. */
export interface LockQuery {
  query(): Promise<{ readonly held?: readonly { readonly name?: string }[] }>;
}

/** A new version, installed and waiting for the page's word. */
export interface NewVersion {
  /** Reloads into the new version, unless a recording runs in any tab: then nothing happens and it says so. */
  reload(): Promise<'reloading' | 'recording'>;
}

/** Whether a tab of the app is recording live: it holds the recording lock. Without Web Locks, none is known. */
export async function isRecordingRunning(locks: LockQuery | undefined): Promise<boolean> {
  if (locks === undefined) return false;
  try {
    const { held = [] } = await locks.query();
    return held.some((lock) => lock.name === RECORDING_LOCK_NAME);
  } catch {
    return false;
  }
}

/**
 * Registers the worker and calls `onNewVersion` once a new version waits: at once when one already does, else when
 * one finishes installing while an older one controls the page (the very first install is no new version).
 */
export async function watchForNewVersion(
  container: WorkerContainerLike,
  locks: LockQuery | undefined,
  reloadPage: () => void,
  onNewVersion: (version: NewVersion) => void,
): Promise<RegistrationLike> {
  const registration = await container.register(APP_SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  let announced = false;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (reloading) reloadPage();
  });
  const announce = (worker: WorkerLike): void => {
    if (announced || container.controller === null) return;
    announced = true;
    onNewVersion({
      async reload() {
        if (await isRecordingRunning(locks)) return 'recording';
        reloading = true;
        // The worker's skipWaiting (Workbox's message): it activates, claims the page, and controllerchange reloads.
        worker.postMessage({ type: 'SKIP_WAITING' });
        return 'reloading';
      },
    });
  };
  if (registration.waiting) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    if (worker === null) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') announce(worker);
    });
  });
  return registration;
}

/** In the browser: registers, asks again now and then, and shows the banner when a new version waits. */
export async function startAppUpdates(): Promise<void> {
  const locks = (navigator as Navigator & { locks?: LockQuery }).locks;
  const registration = await watchForNewVersion(
    navigator.serviceWorker,
    locks,
    () => window.location.reload(),
    (version) => {
      void import('../ui/notices/app-update-banner').then((module) =>
        module.showAppUpdateBanner(document.body, version),
      );
    },
  );
  // Time since the page opened (monotonic): how long since the last check, not a time of day.
  let lastCheck = performance.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || performance.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = performance.now();
    registration.update().catch(() => undefined);
  });
}
