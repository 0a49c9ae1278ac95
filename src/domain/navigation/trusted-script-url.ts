/** Where the build puts its scripts (Vite's assets folder): the page's chunks and the recording-analysis worker. */
const BUILT_SCRIPTS = /^\/assets\/[\w.-]+\.js$/;

/**
 * Whether a script may start from this URL (docs/architecture.md#security, Trusted Types): only the app's own built
 * scripts on its own origin (a Web Worker's chunk under /assets/) and the scripts at `otherPaths` there (the demo's
 * mock service worker; a real-API build names none). The page's Trusted Types policy asks this of every URL a
 * library hands to a script sink (`new Worker`, `navigator.serviceWorker.register`); anything else, a string an
 * attacker slipped in, is refused. `raw` may be relative to `pageUrl`; null when the URL is refused.
 */
export function trustedScriptUrl(raw: string, pageUrl: string, otherPaths: readonly string[] = []): string | null {
  let url: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    url = new URL(raw, page);
  } catch {
    return null;
  }
  if (url.origin !== page.origin || url.username !== '' || url.password !== '') return null;
  if (!otherPaths.includes(url.pathname) && !BUILT_SCRIPTS.test(url.pathname)) return null;
  return url.href;
}
