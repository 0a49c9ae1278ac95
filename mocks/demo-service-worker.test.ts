import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MessageChannel as NodeMessageChannel, type MessagePort } from 'node:worker_threads';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/**
 * The demo's service worker (public/demo-service-worker.js) with msw's own worker script, run in a sandbox that stands
 * for a service worker's global scope: what a page gets from it, after a first visit, offline, and after the browser
 * stopped it while idle. The end-to-end checks are in tests/e2e/offline.spec.ts and demo-worker-start.spec.ts.
 */

const PUBLIC = path.join(import.meta.dirname, '../public');
const ORIGIN = 'https://demo.test';

/** A window the worker controls: answers msw's requests and our question as a page whose mock runs does. */
interface FakeWindow {
  readonly id: string;
  readonly type: 'window';
  readonly frameType: 'top-level';
  readonly visibilityState: 'visible';
  postMessage(message: unknown, transfer: readonly unknown[]): void;
}

function windowWithMock(id: string, mockRuns: boolean, received: unknown[]): FakeWindow {
  return {
    id,
    type: 'window',
    frameType: 'top-level',
    visibilityState: 'visible',
    postMessage(message, transfer) {
      received.push(message);
      const port = transfer[0] as MessagePort | undefined;
      const type = (message as { type?: string }).type;
      if (type === 'pulseboard:is-mock-running' && mockRuns) port?.postMessage(true);
      if (type === 'REQUEST')
        port?.postMessage({
          type: 'MOCK_RESPONSE',
          data: { status: 200, body: '{"mocked":true}', headers: { 'content-type': 'application/json' } },
        });
      if (type === 'KEEPALIVE_RESPONSE' || type === 'MOCKING_ENABLED' || type === 'RESPONSE') port?.postMessage(null);
    },
  };
}

/** Cache Storage in memory: one cache is all the worker uses. */
function memoryCaches() {
  const entries = new Map<string, Response>();
  const cache = {
    keys: () => Promise.resolve([...entries.keys()].map((url) => ({ url }))),
    put: (key: string, response: Response) => Promise.resolve(void entries.set(key, response)),
    match: (key: string) => Promise.resolve(entries.get(key)?.clone()),
    delete: (request: { url: string }) => Promise.resolve(entries.delete(request.url)),
  };
  return { entries, caches: { open: () => Promise.resolve(cache) } };
}

type Listener = (event: Record<string, unknown>) => unknown;

/** Loads the worker as the browser starts it: a new one knows nothing of the pages msw ran in before. */
function startWorker(options: {
  windows: FakeWindow[];
  fetch: (request: Request | { url: string } | string) => Promise<Response>;
  precache?: { url: string; revision: string | null }[];
  /** The worker's Trusted Types, where the host's headers enforce them: scripts imported go through its policy. */
  trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): unknown };
}) {
  const listeners = new Map<string, Listener[]>();
  const unregister = vi.fn(() => Promise.resolve(true));
  const { entries, caches } = memoryCaches();
  const navigator = { onLine: true };
  // Node's ports keep the test's process alive: the worker's own are let go.
  class UnrefMessageChannel extends NodeMessageChannel {
    constructor() {
      super();
      this.port1.unref();
      this.port2.unref();
    }
  }
  const scope: Record<string, unknown> = {
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    location: new URL(`${ORIGIN}/demo-service-worker.js`),
    navigator,
    clients: {
      get: (id: string) => Promise.resolve(options.windows.find((client) => client.id === id)),
      matchAll: () => Promise.resolve(options.windows),
      claim: () => Promise.resolve(),
    },
    registration: { unregister },
    skipWaiting: () => Promise.resolve(),
    caches,
    fetch: options.fetch,
    MessageChannel: UnrefMessageChannel,
    URL,
    Request,
    Response,
    Headers,
    crypto,
    setTimeout,
    clearTimeout,
    trustedTypes: options.trustedTypes,
  };
  scope.self = scope;
  const context = vm.createContext(scope);
  const imported: unknown[] = [];
  scope.importScripts = (url: string): void => {
    imported.push(url);
    vm.runInContext(readFileSync(path.join(PUBLIC, String(url)), 'utf8'), context);
  };
  const source = readFileSync(path.join(PUBLIC, 'demo-service-worker.js'), 'utf8').replace(
    'self.__WB_MANIFEST',
    JSON.stringify(options.precache ?? []),
  );
  vm.runInContext(source, context);

  const dispatch = (type: string, fields: Record<string, unknown>) => {
    let stopped = false;
    const waits: unknown[] = [];
    let answer: Promise<Response> | undefined;
    const event = {
      ...fields,
      stopImmediatePropagation: () => {
        stopped = true;
      },
      waitUntil: (promise: unknown) => waits.push(promise),
      respondWith: (promise: Promise<Response>) => {
        answer = promise;
      },
    };
    for (const listener of listeners.get(type) ?? []) {
      void listener(event);
      if (stopped) break;
    }
    return { answer, settled: Promise.all(waits) };
  };
  const message = (from: string, data: unknown, ports: MessagePort[] = []) =>
    dispatch('message', { data, source: { id: from }, ports });
  const fetchEvent = (url: string, init: { clientId?: string; mode?: RequestMode } = {}) => {
    // A navigation's request, as the worker reads it (a Request's mode cannot be set to navigate outside a browser).
    const request =
      init.mode === 'navigate'
        ? { url: `${ORIGIN}${url}`, method: 'GET', mode: 'navigate' }
        : new Request(`${ORIGIN}${url}`);
    return dispatch('fetch', { request, clientId: init.clientId ?? '' }).answer;
  };
  return { message, fetchEvent, unregister, entries, navigator, imported, listeners };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

/** A worker for page `a`, its precache (the page and one script) filled from `fetch` as the page asks for it. */
async function workerWithFilledPrecache(fetch: (request: Request | { url: string } | string) => Promise<Response>) {
  const worker = startWorker({
    windows: [windowWithMock('a', true, [])],
    fetch,
    precache: [
      { url: 'index.html', revision: 'r1' },
      { url: 'assets/app-Ab12.js', revision: null },
    ],
  });
  const filled = new NodeMessageChannel();
  const reply = new Promise((resolve) => filled.port1.once('message', resolve));
  worker.message('a', 'pulseboard:fill-precache', [filled.port2]);
  expect(await reply).toBe(true);
  filled.port1.close();
  return worker;
}

describe('the demo’s worker', () => {
  it('imports msw’s worker and the outbox’s Background Sync listener through a Trusted Types policy that allows only them', () => {
    const policies: { name: string; rules: { createScriptURL(url: string): string } }[] = [];
    const worker = startWorker({
      windows: [],
      fetch: offline,
      trustedTypes: {
        createPolicy: (name, rules) => {
          policies.push({ name, rules });
          return rules;
        },
      },
    });
    expect(worker.imported).toEqual(['/outbox-sync.js', '/mockServiceWorker.js']);
    expect(worker.listeners.has('sync')).toBe(true);
    expect(policies.map((policy) => policy.name)).toEqual(['default']);
    expect(() => policies[0]?.rules.createScriptURL('https://elsewhere.test/x.js')).toThrow('imports no other script');
  });

  it('keeps its registration when its last page closes: the next visit, offline, still has the worker', async () => {
    const received: unknown[] = [];
    const worker = startWorker({ windows: [windowWithMock('a', true, received)], fetch: offline });
    worker.message('a', 'MOCK_ACTIVATE');
    await vi.waitFor(() => expect(received).toContainEqual(expect.objectContaining({ type: 'MOCKING_ENABLED' })));
    worker.message('a', 'CLIENT_CLOSED');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(worker.unregister).not.toHaveBeenCalled();
  });

  it('started again after the browser stopped it, sends a page’s API call to that page’s mock once the page says it runs', async () => {
    const network = vi.fn(() =>
      Promise.resolve(new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } })),
    );
    const worker = startWorker({ windows: [windowWithMock('a', true, [])], fetch: network });
    const answer = await worker.fetchEvent('/api/web/sessions', { clientId: 'a' });
    expect(answer?.headers.get('content-type')).toBe('application/json');
    expect(await answer?.json()).toEqual({ mocked: true });
    expect(network).not.toHaveBeenCalled();
  });

  it('sends the call to the network, as msw does, for a page whose mock does not run', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('from the network')));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const worker = startWorker({ windows: [windowWithMock('a', false, [])], fetch: network });
      const answer = worker.fetchEvent('/api/web/sessions', { clientId: 'a' });
      await vi.advanceTimersByTimeAsync(3000);
      expect(await (await answer)?.text()).toBe('from the network');
    } finally {
      vi.useRealTimers();
    }
  });

  it('precaches its list when asked, then answers a navigation offline with index.html and a script only while offline', async () => {
    const files = new Map([
      ['/index.html', '<!doctype html><title>Pulseboard</title>'],
      ['/assets/app-Ab12.js', 'console.log(1)'],
    ]);
    let networkUp = true;
    const fetch = (request: Request | { url: string } | string) => {
      const pathname = new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname;
      const body = files.get(pathname);
      return networkUp && body !== undefined ? Promise.resolve(new Response(body)) : offline();
    };
    const worker = await workerWithFilledPrecache(fetch);
    expect([...worker.entries.keys()].sort()).toEqual([
      `${ORIGIN}/assets/app-Ab12.js`,
      `${ORIGIN}/index.html?__revision=r1`,
    ]);

    networkUp = false;
    // Online, a script that fails fails as it would without a worker (a chunk's fault, then Try again).
    await expect(worker.fetchEvent('/assets/app-Ab12.js', { clientId: 'a' })).rejects.toThrow(TypeError);
    const page = await worker.fetchEvent('/calendar/activity/7', { mode: 'navigate' });
    expect(await page?.text()).toContain('<title>Pulseboard</title>');
    worker.navigator.onLine = false;
    expect(await (await worker.fetchEvent('/assets/app-Ab12.js', { clientId: 'a' }))?.text()).toBe('console.log(1)');
  });

  it('counts a navigation the network could not give as offline, though the browser says it is online', async () => {
    // A phone on a Wi-Fi that leads nowhere: `navigator.onLine` stays true, and every fetch fails.
    let networkUp = true;
    const fetch = () => (networkUp ? Promise.resolve(new Response('fresh')) : offline());
    const worker = await workerWithFilledPrecache(fetch);

    networkUp = false;
    expect(worker.navigator.onLine).toBe(true);
    await expect(worker.fetchEvent('/assets/app-Ab12.js', { clientId: 'a' })).rejects.toThrow(TypeError);
    expect(await (await worker.fetchEvent('/dashboard', { mode: 'navigate' }))?.text()).toBe('fresh');
    // The page the precache gave asks for its scripts: they come from the precache too.
    expect(await (await worker.fetchEvent('/assets/app-Ab12.js', { clientId: 'a' }))?.text()).toBe('fresh');

    // A script answered (by the HTTP cache, say) does not mean the network is back: the next file still falls back.
    networkUp = true;
    expect(await (await worker.fetchEvent('/assets/app-Ab12.js', { clientId: 'a' }))?.text()).toBe('fresh');
    networkUp = false;
    expect(await (await worker.fetchEvent('/assets/app-Ab12.js', { clientId: 'a' }))?.text()).toBe('fresh');

    // Once a navigation comes through again, a script that fails fails as online.
    networkUp = true;
    expect(await (await worker.fetchEvent('/calendar', { mode: 'navigate' }))?.text()).toBe('fresh');
    networkUp = false;
    await expect(worker.fetchEvent('/assets/app-Ab12.js', { clientId: 'a' })).rejects.toThrow(TypeError);
  });
});
