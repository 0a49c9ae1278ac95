import { setupWorker } from 'msw/browser';
import type { SnapshotStorage } from './db/persistence';
import { handlers } from './handlers';
import { flushMockBackend, startMockBackend } from './mock-backend';
import { takeControlWithoutReload } from './worker-control';

/**
 * Demo mode: the mock backend in this tab behind MSW's service worker, persisted in
 * localStorage and kept in step with other tabs (mocks/db/persistence.ts).
 * Loaded lazily by src/start/main.tsx in demo builds only.
 */

function browserStorage(): SnapshotStorage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (private mode, sandboxed frame): the demo runs in memory.
    return null;
  }
}

/**
 * msw asks an already registered worker to update itself without waiting for the answer
 * (mswjs/msw#2006), and the update fails when the worker script is briefly unreachable or the
 * registration went away with the last tab: a stray unhandled rejection in an app that works.
 * The update's promise gets a handler; msw and the browser see the same promise as before.
 */
function handleWorkerUpdateFailures(): void {
  const registration = (globalThis as { ServiceWorkerRegistration?: typeof ServiceWorkerRegistration }).ServiceWorkerRegistration;
  if (registration === undefined) return;
  const prototype = registration.prototype;
  const update = Object.getOwnPropertyDescriptor(prototype, 'update')?.value as ((this: ServiceWorkerRegistration) => Promise<ServiceWorkerRegistration>) | undefined;
  if (update === undefined) return;
  prototype.update = function updateWithHandledFailure(this: ServiceWorkerRegistration) {
    const result = update.call(this);
    result.catch(() => undefined);
    return result;
  };
}

/**
 * The marks of the mock backend's start, for `npm run bench` (tests/bench/mock-start.mjs): main.tsx marks `start`
 * before it asks for this chunk; then the chunk has been downloaded and run (`evaluated`), the world is seeded or
 * loaded from storage (`seeded`), and the worker answers (`ready`).
 */
const MOCK_START_MARKS = {
  evaluated: 'pulseboard:mock-backend:evaluated',
  seeded: 'pulseboard:mock-backend:seeded',
  ready: 'pulseboard:mock-backend:ready',
} as const;

/** The demo's service worker: msw's, with the claim a page asks for instead of a reload (public/demo-service-worker.js). */
const DEMO_WORKER_URL = '/demo-service-worker.js';

export async function startMockWorker(): Promise<void> {
  performance.mark(MOCK_START_MARKS.evaluated);
  handleWorkerUpdateFailures();
  await startMockBackend({ storage: browserStorage() });
  performance.mark(MOCK_START_MARKS.seeded);
  window.addEventListener('pagehide', flushMockBackend);
  const worker = setupWorker(...handlers);
  // A page loaded without the worker in control is claimed rather than reloaded by msw (worker-control.ts).
  await takeControlWithoutReload(navigator.serviceWorker, new URL(DEMO_WORKER_URL, location.href).href);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: DEMO_WORKER_URL },
  });
  performance.mark(MOCK_START_MARKS.ready);
}
