import { installChunkImport } from '../lazy-load/chunk-import';
import { fetchWhenReady } from '../adapters/http/backend-ready-fetch';
import { siteModeOf } from '../domain/navigation/site-mode';
import { scheduleMockBackend } from './mock-backend-schedule';
import { ServiceWorkersUnavailableError, canUseServiceWorkers, isServiceWorkerRefusal } from './service-worker-support';
import { installTrustedTypesPolicy } from './trusted-types';
import type { RenderSite, SiteOptions } from './site-start';

/**
 * Entry point. No `import 'reflect-metadata'` here: inversify 8 loads its own
 * `reflect-metadata/lite`, and the full polyfill would add ~3.5 KB gzip to /login for nothing
 * (our bindings are decorator-free; class-validator keeps its own metadata store).
 * Either the integration site or the main app is loaded as its own chunk, so neither downloads the other.
 */

/**
 * The site this host shows. Its code starts loading at once; it prepares (container, catalogs) at once too, since
 * preparing calls no API.
 */
function loadSite(options: SiteOptions): Promise<RenderSite> {
  if (siteModeOf(window.location.hostname) === 'integration')
    return import('./integration-main').then((module) => module.prepareIntegrationSite(options));
  // The main app's own catalog in its default language loads with its code, not once that code has run: index.html
  // preloads only what every site runs (tools/build/first-screen-preload.ts). The app asks for it again, and reports
  // a failure, when it activates its language.
  import('../ui/locales/en/app.po').catch(() => undefined);
  return import('./app-main').then((module) => module.prepareApp(options));
}

/**
 * Demo builds: the mock backend behind its service worker (lazily: a real-API build has __DEMO__ false and carries
 * no msw). A page that cannot have a service worker is told so before the mock backend is downloaded.
 */
async function startMockBackend(): Promise<void> {
  // The first of the start's marks (the others are in mocks/browser.ts): `npm run bench` reports them.
  performance.mark('pulseboard:mock-backend:start');
  const { startMockWorker } = await import('../../mocks/browser');
  await startMockWorker().catch((error: unknown) => {
    throw isServiceWorkerRefusal(error) ? new ServiceWorkersUnavailableError({ cause: error }) : error;
  });
}

/** Runs `task` after the page's load event, at an idle moment (at most 5 s later): never before the first paint. */
function afterLoadWhenIdle(task: () => void): void {
  const whenIdle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(task, { timeout: 5000 }) : window.setTimeout(task, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Renders the site at once (docs/architecture.md#three-ways-to-run). In the demo, the mock backend starts only once
 * the site has painted (idle time or the first interaction: src/start/mock-backend-schedule.ts) and the site's calls wait
 * for it; if it cannot start, the failure's message takes the site's place.
 */
async function start(root: HTMLElement): Promise<void> {
  if (!__DEMO__) {
    (await loadSite({}))(root);
    // docs/architecture.md#installable-and-offline: the app's service worker, once the page has loaded and is idle.
    if (siteModeOf(window.location.hostname) === 'app' && 'serviceWorker' in navigator)
      afterLoadWhenIdle(
        () => void import('./app-update').then((module) => module.startAppUpdates()).catch(() => undefined),
      );
    return;
  }
  if (
    !canUseServiceWorkers({
      isSecureContext: window.isSecureContext,
      hasServiceWorkerApi: 'serviceWorker' in navigator,
    })
  ) {
    throw new ServiceWorkersUnavailableError();
  }
  const mockBackend = scheduleMockBackend(startMockBackend);
  const site = (await loadSite({ fetch: fetchWhenReady(mockBackend.ready) }))(root);
  mockBackend.ready.catch((error: unknown) => {
    site.unmount();
    return reportStartFailure(root, error);
  });
  mockBackend.afterRender(root, window);
}

// Before any chunk is asked for: the built chunks' import() calls go through it (docs/architecture.md#a-chunk-that-fails).
installChunkImport(globalThis);
// Before any library reaches a script sink (the demo's service worker, the recording-analysis worker). The mock
// worker's path is named in the demo only: a real-API build holds no reference to it, and names its own (/sw.js).
installTrustedTypesPolicy(__DEMO__ ? ['/demo-service-worker.js'] : ['/sw.js']);
const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
/** The failure's message, loaded only when needed; if even that cannot load, a plain sentence. */
async function reportStartFailure(root: HTMLElement, error: unknown): Promise<void> {
  // index.html's login card (docs/architecture.md#the-first-paint) makes way for the message.
  document.getElementById('login-shell')?.remove();
  try {
    const { showStartFailure, startFailureOf } = await import('./start-failure');
    const failure = startFailureOf(error);
    showStartFailure(root, failure, navigator.languages ?? []);
    // An unexpected failure still reaches the console and any error monitoring.
    if (failure === 'start-failed') reportError(error);
  } catch {
    root.textContent = 'Pulseboard could not start. Check your connection, then reload the page.';
    reportError(error);
  }
}

start(root).catch((error: unknown) => reportStartFailure(root, error));
