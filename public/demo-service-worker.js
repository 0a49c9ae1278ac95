// The demo's service worker (docs/architecture.md#installable-and-offline, #mock-backend): msw's own worker, imported
// whole, behind listeners of ours that run first.
// - A page that loaded with no worker in control (a hard reload, or a load while the worker was still installing)
//   asks to be claimed instead of reloading itself, so nothing typed into the login card before the mock backend
//   started is lost (mocks/worker-control.ts).
// - The app's own files are precached once the mock backend has started (never while the worker installs: the first
//   login waits for its activation), and a navigation or a file the network cannot give is answered from that
//   precache: after a first visit the demo opens offline. The list is written at build time in place of the
//   manifest placeholder below (tools/build/pwa.plugin.ts); `npm start` has none.
// - msw keeps the pages where it runs in memory only; the browser stops an idle worker (a page whose timers are
//   throttled or faked misses msw's keep-alive), and the new one passed every call to the network. A call to the
//   API from a page msw does not know asks the page whether its mock runs (mocks/browser.ts answers), and a
//   keep-alive re-enrols its page. msw's unregistration of the worker when its last page closes is not kept:
//   it would leave the next visit, offline, with no worker.
// - Background Sync sends the outbox of live recordings saved offline (public/outbox-sync.js), as in the real-API build.

const PRECACHE_ENTRIES = self.__WB_MANIFEST || [];
const PRECACHE_NAME = 'pulseboard-demo-precache';
/** Messages of ours (mocks/worker-control.ts, mocks/browser.ts). */
const CLAIM_CLIENTS = 'pulseboard:claim-clients';
const FILL_PRECACHE = 'pulseboard:fill-precache';
const MOCK_RUNNING_QUESTION = 'pulseboard:is-mock-running';
/** How long a page has to say whether its mock runs; then msw's own rule applies (the network). */
const MOCK_QUESTION_WAIT_MS = 3000;
/** What the mock backend answers (mocks/handlers): the demo's API paths, on any origin. */
const MOCKED_PATH = /\/(?:integration-)?api\//;

/** The precache's key for each path: hashed files by their name, others by their revision. */
const PRECACHE_KEYS = new Map(
  PRECACHE_ENTRIES.map((entry) => {
    const url = new URL(entry.url, self.location.origin);
    const key = new URL(url);
    if (entry.revision) key.searchParams.set('__revision', entry.revision);
    return [url.pathname, key.href];
  }),
);

/** Adds what the precache lacks, then drops what this version no longer lists. */
async function fillPrecache() {
  const cache = await caches.open(PRECACHE_NAME);
  const kept = new Set((await cache.keys()).map((request) => request.url));
  for (const [pathname, key] of PRECACHE_KEYS) {
    if (kept.has(key)) continue;
    const response = await fetch(pathname, { cache: 'no-cache', credentials: 'same-origin' });
    if (response.ok && !response.redirected) await cache.put(key, response);
  }
  const wanted = new Set(PRECACHE_KEYS.values());
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
}

async function fromPrecache(pathname) {
  const key = PRECACHE_KEYS.get(pathname);
  const cache = await caches.open(PRECACHE_NAME);
  const response = key === undefined ? undefined : await cache.match(key);
  if (response === undefined) throw new TypeError(`Not in the demo's precache: ${pathname}`);
  return response;
}

/**
 * Whether the last navigation found no network. A phone on a Wi-Fi with no way beyond it (a field's, a coach's
 * hotspot) is offline though its `navigator.onLine` stays true; so is a browser whose offline mode its automation
 * emulates (Chromium 150's service workers keep `onLine` true under it). Only a navigation's answer says the network
 * is back: a hashed script's fetch can be answered by the HTTP cache while nothing gets through.
 */
let navigationFoundNoNetwork = false;

/** Whether the app's files come from the precache when the network fails: only when the browser is offline. */
const browserOffline = () => self.navigator.onLine === false || navigationFoundNoNetwork;

/** The network first, as when there is no worker; the precache when the network fails. */
async function networkThenPrecache(request, pathname, whenToFallBack) {
  try {
    const response = await fetch(request);
    if (request.mode === 'navigate') navigationFoundNoNetwork = false;
    return response;
  } catch (failure) {
    if (request.mode === 'navigate') navigationFoundNoNetwork = true;
    if (!whenToFallBack()) throw failure;
    return fromPrecache(pathname).catch(() => Promise.reject(failure));
  }
}

/** Asks a page whether its mock backend runs; no answer in time counts as no. */
function askWhetherMockRuns(client) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), MOCK_QUESTION_WAIT_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data === true);
    };
    client.postMessage({ type: MOCK_RUNNING_QUESTION }, [channel.port2]);
  });
}

/** Re-enrols, in msw's list of the pages it mocks for (activeClientIds, msw's own), a page whose mock runs. */
async function reEnrolThenHandle(event) {
  const client = await self.clients.get(event.clientId);
  if (client !== undefined && client.type === 'window' && (await askWhetherMockRuns(client)))
    activeClientIds.add(client.id);
  // msw's own handling, as its fetch listener would have started it (handleRequest, msw's own).
  return handleRequest(event, crypto.randomUUID(), Date.now());
}

self.addEventListener('message', (event) => {
  const clientId = event.source && event.source.id;
  if (event.data === CLAIM_CLIENTS) event.waitUntil(self.clients.claim());
  else if (event.data === FILL_PRECACHE)
    event.waitUntil(
      fillPrecache().then(
        () => event.ports[0]?.postMessage(true),
        () => event.ports[0]?.postMessage(false),
      ),
    );
  else if (event.data === 'KEEPALIVE_REQUEST' && clientId) activeClientIds.add(clientId);
  else if (event.data === 'CLIENT_CLOSED') {
    // msw forgets the page, and unregisters the worker if it was the last one: only the first is kept.
    event.stopImmediatePropagation();
    if (clientId) activeClientIds.delete(clientId);
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  const sameOrigin = url.origin === self.location.origin;
  if (request.mode === 'navigate') {
    if (!sameOrigin || request.method !== 'GET' || MOCKED_PATH.test(url.pathname) || PRECACHE_KEYS.size === 0) return;
    event.stopImmediatePropagation();
    event.respondWith(networkThenPrecache(request, '/index.html', () => true));
  } else if (sameOrigin && request.method === 'GET' && PRECACHE_KEYS.has(url.pathname)) {
    // The app's own files: from the precache only when the browser is offline, so a file that fails while online
    // fails as it would without a worker.
    event.stopImmediatePropagation();
    event.respondWith(networkThenPrecache(request, url.pathname, browserOffline));
  } else if (MOCKED_PATH.test(url.pathname) && event.clientId && !activeClientIds.has(event.clientId)) {
    event.stopImmediatePropagation();
    event.respondWith(reEnrolThenHandle(event));
  }
});

// A host that serves the build's headers (tools/build/security-policy.ts) requires Trusted Types here too, and a worker
// has policies of its own: this one's `default` lets through the two scripts it imports and nothing else.
const IMPORTED_SCRIPTS = ['/outbox-sync.js', '/mockServiceWorker.js'];
const scriptUrls = self.trustedTypes?.createPolicy('default', {
  createScriptURL(url) {
    if (IMPORTED_SCRIPTS.includes(url)) return url;
    throw new TypeError(`The demo's worker imports no other script: ${url}`);
  },
});
for (const url of IMPORTED_SCRIPTS) importScripts(scriptUrls ? scriptUrls.createScriptURL(url) : url);
