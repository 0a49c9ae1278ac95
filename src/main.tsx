import { siteModeOf } from './domain/navigation/site-mode';
import { ServiceWorkersUnavailableError, canUseServiceWorkers, isServiceWorkerRefusal } from './service-worker-support';
import { installTrustedTypesPolicy } from './trusted-types';

/**
 * Entry point. No `import 'reflect-metadata'` here: inversify 8 loads its own
 * `reflect-metadata/lite`, and the full polyfill would add ~3.5 KB gzip to /login for nothing
 * (our bindings are decorator-free; class-validator keeps its own metadata store).
 * Either the integration site or the main app is loaded as its own chunk, so neither downloads the other.
 */

/** Renders the site into the root; the demo calls it once its mock worker controls the page. */
type RenderSite = (root: HTMLElement) => Promise<void> | void;

/**
 * The site this host shows. Its code starts loading at once; the main app also prepares (container, catalogs) at
 * once, since preparing calls no API.
 */
function loadSite(): Promise<RenderSite> {
  return siteModeOf(window.location.hostname) === 'integration'
    ? import('./integration-main').then((module) => module.startIntegrationSite)
    : import('./app-main').then((module) => module.prepareApp());
}

/**
 * Demo builds: the mock backend behind its service worker (lazily: a real-API build has __DEMO__ false and carries
 * no msw). A page that cannot have a service worker is told so before the mock backend is downloaded.
 */
async function startMockBackend(): Promise<void> {
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker().catch((error: unknown) => {
    throw isServiceWorkerRefusal(error) ? new ServiceWorkersUnavailableError({ cause: error }) : error;
  });
}

/**
 * In the demo, the site loads while the mock worker starts (docs/architecture.md#tests-and-measurements): loading code
 * and catalogs calls no API, and the site renders, and may call the API, only once the worker controls the page.
 */
async function start(root: HTMLElement): Promise<void> {
  if (__DEMO__ && !canUseServiceWorkers({ isSecureContext: window.isSecureContext, hasServiceWorkerApi: 'serviceWorker' in navigator })) {
    throw new ServiceWorkersUnavailableError();
  }
  const site = loadSite();
  if (__DEMO__) {
    // Awaited below; until then a failed load must not count as unhandled.
    site.catch(() => undefined);
    await startMockBackend();
  }
  const render = await site;
  await render(root);
}

// Before any library reaches a script sink (the demo's service worker, the recording-analysis worker).
installTrustedTypesPolicy();
const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
/** The failure's message, loaded only when needed; if even that cannot load, a plain sentence. */
async function reportStartFailure(root: HTMLElement, error: unknown): Promise<void> {
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
