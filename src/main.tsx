import { siteModeOf } from './domain/navigation/site-mode';

/**
 * Entry point. No `import 'reflect-metadata'` here: inversify 8 loads its own
 * `reflect-metadata/lite`, and the full polyfill would add ~3.5 KB gzip to /login for nothing
 * (our bindings are decorator-free; class-validator keeps its own metadata store).
 * In demo mode the mock backend starts first (lazily: a real-API build, made
 * with `--mode api`, has __DEMO__ false and carries no msw). Then either the integration
 * site or the main app is loaded as its own chunk, so neither downloads the other.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  if (__DEMO__) {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
  if (siteModeOf(window.location.hostname) === 'integration') {
    const { startIntegrationSite } = await import('./composition/integration-site');
    await startIntegrationSite(root);
  } else {
    const { startApp } = await import('./app-main');
    await startApp(root);
  }
}

void start();
