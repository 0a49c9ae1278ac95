// The demo's service worker (docs/architecture.md#mock-backend): msw's own worker, imported whole, plus one message.
// A page that loaded with no worker in control (a hard reload, or a load while the worker was still installing)
// asks to be claimed instead of reloading itself, so nothing typed into the login card before the mock backend
// started is lost (mocks/worker-control.ts).
importScripts('/mockServiceWorker.js');

self.addEventListener('message', (event) => {
  if (event.data === 'pulseboard:claim-clients') event.waitUntil(self.clients.claim());
});
