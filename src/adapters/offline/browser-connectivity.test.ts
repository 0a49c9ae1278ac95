import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { BrowserConnectivity, OUTBOX_SYNC_TAG, SEND_OUTBOX_MESSAGE, type WorkerMessages } from './browser-connectivity';

/**
 * The page's half of Background Sync for the outbox (docs/live-recording.md#saved-offline), and the worker's half,
 * public/outbox-sync.js, run in a sandbox that stands for a service worker's global scope: the worker's sync event
 * reaches the page's listener through the page's `navigator.serviceWorker` and comes back with its answer.
 */

type MessageListener = (event: MessageEvent<unknown>) => void;

/** `navigator.serviceWorker` of a page: its registration (with or without Background Sync) and its messages. */
function pageWorkers(sync?: { register(tag: string): Promise<void> }) {
  const listeners = new Set<MessageListener>();
  const workers: WorkerMessages = {
    ready: Promise.resolve({ sync } as unknown as ServiceWorkerRegistration),
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  /** A message from the worker, with the port it expects its answer on. */
  const receive = (data: unknown, port?: MessagePort) => {
    for (const listener of listeners) listener({ data, ports: port ? [port] : [] } as unknown as MessageEvent<unknown>);
  };
  return { workers, receive, listeners };
}

/** Runs public/outbox-sync.js as the browser starts a worker; `fireSync` dispatches a sync event and settles with it. */
function startOutboxSyncWorker(pages: { postMessage(message: unknown, transfer: MessagePort[]): void }[]) {
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const scope: Record<string, unknown> = {
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    clients: { matchAll: vi.fn(() => Promise.resolve(pages)) },
    MessageChannel,
    setTimeout,
    clearTimeout,
    Promise,
    Error,
  };
  scope.self = scope;
  vm.runInContext(
    readFileSync(path.join(import.meta.dirname, '../../../public/outbox-sync.js'), 'utf8'),
    vm.createContext(scope),
  );
  const fireSync = (tag: string) => {
    const waits: Promise<unknown>[] = [];
    for (const listener of listeners.get('sync') ?? [])
      listener({ tag, waitUntil: (wait: Promise<unknown>) => waits.push(wait) });
    return { waited: waits.length, settled: Promise.all(waits) };
  };
  return { fireSync, clients: scope.clients as { matchAll: ReturnType<typeof vi.fn> } };
}

/** A page as the worker sees it (a client): its messages reach the page's `navigator.serviceWorker`. */
const clientOf = (page: ReturnType<typeof pageWorkers>) => ({
  postMessage: (message: unknown, transfer: MessagePort[]) => page.receive(message, transfer[0]),
});

describe('BrowserConnectivity: Background Sync for the outbox', () => {
  it('registers the outbox tag with the worker, where the browser has Background Sync', async () => {
    const register = vi.fn(() => Promise.resolve());
    const connectivity = new BrowserConnectivity(
      { onLine: false, serviceWorker: pageWorkers({ register }).workers },
      undefined,
    );
    connectivity.wakeWhenOnline();
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG));
  });

  it('asks nothing where the browser has no Background Sync, no worker, or refuses the registration', async () => {
    const refused = vi.fn(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    for (const browser of [
      { serviceWorker: pageWorkers().workers },
      { onLine: false },
      undefined,
      { serviceWorker: pageWorkers({ register: refused }).workers },
    ])
      expect(() => new BrowserConnectivity(browser, undefined).wakeWhenOnline()).not.toThrow();
    await vi.waitFor(() => expect(refused).toHaveBeenCalledOnce());
  });

  it('a sync the worker receives makes each open page send, and succeeds once nothing waits', async () => {
    const page = pageWorkers();
    const send = vi.fn(() => Promise.resolve(true));
    new BrowserConnectivity({ serviceWorker: page.workers }, undefined).onWake(send);
    const worker = startOutboxSyncWorker([clientOf(page)]);
    const sync = worker.fireSync(OUTBOX_SYNC_TAG);
    expect(sync.waited).toBe(1);
    await expect(sync.settled).resolves.toBeDefined();
    expect(send).toHaveBeenCalledOnce();
    expect(worker.clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
  });

  it('fails the sync, for the browser to try again later, while a page says something waits or no page is open', async () => {
    const page = pageWorkers();
    const send = vi.fn(() => Promise.resolve(false));
    new BrowserConnectivity({ serviceWorker: page.workers }, undefined).onWake(send);
    await expect(startOutboxSyncWorker([clientOf(page)]).fireSync(OUTBOX_SYNC_TAG).settled).rejects.toThrow(
      'The outbox still waits',
    );
    const failing = pageWorkers();
    new BrowserConnectivity({ serviceWorker: failing.workers }, undefined).onWake(() =>
      Promise.reject(new Error('IndexedDB closed')),
    );
    await expect(startOutboxSyncWorker([clientOf(failing)]).fireSync(OUTBOX_SYNC_TAG).settled).rejects.toThrow();
    await expect(startOutboxSyncWorker([]).fireSync(OUTBOX_SYNC_TAG).settled).rejects.toThrow();
  });

  it('leaves other tags and other messages alone, and stops listening when told', () => {
    const page = pageWorkers();
    const send = vi.fn(() => Promise.resolve(true));
    const stop = new BrowserConnectivity({ serviceWorker: page.workers }, undefined).onWake(send);
    expect(startOutboxSyncWorker([clientOf(page)]).fireSync('another-tag').waited).toBe(0);
    page.receive('pulseboard:claim-clients');
    expect(send).not.toHaveBeenCalled();
    stop();
    expect(page.listeners.size).toBe(0);
  });

  it('uses the tag and the message the worker script names', () => {
    const script = readFileSync(path.join(import.meta.dirname, '../../../public/outbox-sync.js'), 'utf8');
    expect(script).toContain(`'${OUTBOX_SYNC_TAG}'`);
    expect(script).toContain(`'${SEND_OUTBOX_MESSAGE}'`);
  });
});
