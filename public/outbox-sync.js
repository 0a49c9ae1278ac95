// Background Sync for the outbox of live recordings saved offline (docs/live-recording.md#saved-offline), in both
// builds' service workers: the demo's imports this file, the real-API build's worker has it appended
// (tools/build/pwa.plugin.ts). When the browser has a connection again it fires the sync the page registered; the
// worker holds no token, so it asks each open page of the app to send its outbox and waits for their word. If no page
// is open, or a page says something still waits, the sync fails and the browser tries again later; the page's
// `online` event and the next visit send it too. The tag and the message are the page's
// (src/adapters/offline/browser-connectivity.ts).
'use strict';

(() => {
  const OUTBOX_SYNC_TAG = 'pulseboard-live-outbox';
  const SEND_OUTBOX_MESSAGE = 'pulseboard:send-outbox';
  /** How long a page may take to send; then its answer counts as "still waiting". */
  const PAGE_ANSWER_WAIT_MS = 60_000;

  /** Asks one page to send its outbox; answers whether nothing waits there any more. */
  function askToSend(page) {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      const timer = setTimeout(() => resolve(false), PAGE_ANSWER_WAIT_MS);
      channel.port1.onmessage = (event) => {
        clearTimeout(timer);
        resolve(event.data === true);
      };
      page.postMessage(SEND_OUTBOX_MESSAGE, [channel.port2]);
    });
  }

  async function sendFromOpenPages() {
    const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const answers = await Promise.all(pages.map(askToSend));
    if (pages.length === 0 || answers.includes(false))
      throw new Error('The outbox still waits: the browser tries again later.');
  }

  self.addEventListener('sync', (event) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendFromOpenPages());
  });
})();
