/** The path of the demo's mock service worker, served from the root of the site. */
const MOCK_SERVICE_WORKER_PATH = '/mockServiceWorker.js';
/** Where the build puts its scripts (Vite's assets folder): the page's chunks and the recording-analysis worker. */
const BUILT_SCRIPTS = /^\/assets\/[\w.-]+\.js$/;

/**
 * Whether a script may start from this URL (docs/architecture.md#security, Trusted Types): only the app's own built
 * scripts on its own origin (a Web Worker's chunk under /assets/) and the demo's mock service worker. The page's
 * Trusted Types policy asks this of every URL a library hands to a script sink (`new Worker`,
 * `navigator.serviceWorker.register`); anything else, a string an attacker slipped in, is refused. `raw` may be
 * relative to `pageUrl`; null when the URL is refused.
 */
export function trustedScriptUrl(raw: string, pageUrl: string): string | null {
  let url: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    url = new URL(raw, page);
  } catch {
    return null;
  }
  if (url.origin !== page.origin || url.username !== '' || url.password !== '') return null;
  if (url.pathname !== MOCK_SERVICE_WORKER_PATH && !BUILT_SCRIPTS.test(url.pathname)) return null;
  return url.href;
}
