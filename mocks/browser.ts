import type { SnapshotStorage } from './db/persistence';
import { takeControlWithoutReload } from './worker-control';
import { nextTask } from '../src/lazy-load/next-task';
import { slicedPace } from './main-thread-pace';

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
  const registration = (globalThis as { ServiceWorkerRegistration?: typeof ServiceWorkerRegistration })
    .ServiceWorkerRegistration;
  if (registration === undefined) return;
  const prototype = registration.prototype;
  const update = Object.getOwnPropertyDescriptor(prototype, 'update')?.value as
    ((this: ServiceWorkerRegistration) => Promise<ServiceWorkerRegistration>) | undefined;
  if (update === undefined) return;
  prototype.update = function updateWithHandledFailure(this: ServiceWorkerRegistration) {
    const result = update.call(this);
    result.catch(() => undefined);
    return result;
  };
}

/**
 * The marks of the mock backend's start, for `npm run bench` (tests/bench/mock-start.mjs): main.tsx marks `start`
 * before it asks for this chunk; then the database's and the world's code has been downloaded and run (`evaluated`),
 * the world is seeded or loaded from storage (`seeded`), and the worker answers (`ready`).
 */
const MOCK_START_MARKS = {
  evaluated: 'pulseboard:mock-backend:evaluated',
  seeded: 'pulseboard:mock-backend:seeded',
  ready: 'pulseboard:mock-backend:ready',
} as const;

/** The demo's service worker: msw's, with the claim a page asks for instead of a reload (public/demo-service-worker.js). */
const DEMO_WORKER_URL = '/demo-service-worker.js';

/** The worker's question when it no longer knows this page (it was stopped while idle), and its answer: yes. */
const MOCK_RUNNING_QUESTION = 'pulseboard:is-mock-running';

/** Asks the worker to precache the app's files (docs/architecture.md#installable-and-offline). */
const FILL_PRECACHE = 'pulseboard:fill-precache';

/** Marked once the worker has precached the app's files: from then on the demo opens offline. */
export const PRECACHE_FILLED_MARK = 'pulseboard:demo-precache:filled';

/**
 * How long after the mock backend's start the precache waits: a visitor who stays that long is exploring the demo, and
 * one who only glances at it (or a test that opens one page) does not download and store the whole app.
 */
const PRECACHE_DELAY_MS = 20_000;

/** Then how long it may wait for an idle moment. */
const PRECACHE_IDLE_TIMEOUT_MS = 5000;

/** Says yes when the demo's worker asks whether this page's mock backend runs: it asks only once it does. */
function answerMockRunningQuestions(container: ServiceWorkerContainer): void {
  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === MOCK_RUNNING_QUESTION)
      event.ports[0]?.postMessage(true);
  });
}

/**
 * Asks the worker in control to precache the app's files at an idle moment, once the visitor has stayed
 * PRECACHE_DELAY_MS: away from the first login, which waits for the worker's activation, and from a short visit.
 * Resolves to whether the precache is full; never rejects.
 */
function fillPrecacheLater(container: ServiceWorkerContainer): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const ask = (): void => {
      const worker = container.controller;
      if (worker === null) {
        resolve(false);
        return;
      }
      const channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent<unknown>) => {
        if (event.data === true) performance.mark(PRECACHE_FILLED_MARK);
        resolve(event.data === true);
      };
      worker.postMessage(FILL_PRECACHE, [channel.port2]);
    };
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(ask, { timeout: PRECACHE_IDLE_TIMEOUT_MS });
      else ask();
    }, PRECACHE_DELAY_MS);
  });
}

/**
 * Starts the mock backend in tasks of its own, each short even on a slow phone (./main-thread-pace.ts). Its code comes
 * in three parts, each run in a task of its own: the database and the world's generator first, then msw and the
 * request handlers (creating a handler records its call site), which download while the world is seeded in slices.
 * Run as one module graph, the three were a single task of about 220 ms at 4x CPU. The page paints and takes the
 * visitor's keys in between.
 */
export async function startMockWorker(): Promise<void> {
  handleWorkerUpdateFailures();
  const backend = await import('./mock-backend');
  performance.mark(MOCK_START_MARKS.evaluated);
  const msw = import('msw/browser');
  const handlersLoad = import('./handlers');
  await nextTask();
  await backend.startMockBackend({ storage: browserStorage(), pace: slicedPace() });
  performance.mark(MOCK_START_MARKS.seeded);
  window.addEventListener('pagehide', backend.flushMockBackend);
  const [{ setupWorker }, { handlers }] = await Promise.all([msw, handlersLoad]);
  await nextTask();
  const worker = setupWorker(...handlers);
  // A page loaded without the worker in control is claimed rather than reloaded by msw (worker-control.ts).
  await takeControlWithoutReload(navigator.serviceWorker, new URL(DEMO_WORKER_URL, location.href).href);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: DEMO_WORKER_URL },
  });
  performance.mark(MOCK_START_MARKS.ready);
  answerMockRunningQuestions(navigator.serviceWorker);
  void fillPrecacheLater(navigator.serviceWorker);
}
