import { setupWorker } from 'msw/browser';
import type { SnapshotStorage } from './db/persistence';
import { handlers } from './handlers';
import { flushMockBackend, startMockBackend } from './mock-backend';

/**
 * Demo mode: the mock backend in this tab behind MSW's service worker, persisted in
 * localStorage and kept in step with other tabs (mocks/db/persistence.ts).
 * Loaded lazily by src/main.tsx in demo builds only.
 */

function browserStorage(): SnapshotStorage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (private mode, sandboxed frame): the demo runs in memory.
    return null;
  }
}

export async function startMockWorker(): Promise<void> {
  await startMockBackend({ storage: browserStorage() });
  window.addEventListener('pagehide', flushMockBackend);
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
