import { createRoot } from 'react-dom/client';
import { startTransition } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { reaction } from 'mobx';
import { SystemClock } from '../adapters/clock/system-clock';
import { listenForWindowErrors } from '../adapters/error-reporting/window-error-listeners';
import { HttpClient } from '../adapters/http/http-client';
import { LocalStorageKeyValueStore } from '../adapters/storage/local-storage-key-value-store';
import { LocaleStore } from '../application/shell/locale.store';
import { activateLocale } from '../ui/app/locale-loader';
import { rootErrorOptionsOf } from '../ui/app/root-error-options';
import { routePatternOf } from '../ui/routing/route-pattern';
import { ServiceProvider } from '../ui/app/service-context';
import { integrationFeature } from '../ui/features/integration/integration.feature';
import { IntegrationSite } from '../ui/features/integration/integration-site';
import { errorReporterFor } from '../composition/error-reporting';
import { resolverOf } from '../composition/feature-resolver';
import { integrationContainerOf } from '../composition/integration-container';
import type { RenderSite, SiteOptions } from './site-start';

/** The year shown in the footer, read from the clock (no Date object needed). */
function yearOf(epochMs: number): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric' }).format(epochMs));
}

/** The site's one feature: the main app's feature list, with its routes and bindings, stays out of its download. */
const SITE_FEATURES = [integrationFeature];

/**
 * Composition root of the integration site: the clock, the error reporter, the language and the integration API's
 * client, in the site's own container (src/composition/integration-container.ts), without the main app's services
 * or feature list, so that its first download stays small. Like the main app, it calls no API before its
 * first render (src/start/main.tsx), which it returns.
 */
export async function prepareIntegrationSite(options: SiteOptions = {}): Promise<RenderSite> {
  const clock = new SystemClock();
  // docs/architecture.md#error-reporting: the integration site keeps no signed-in account, so no names to redact.
  const errors = errorReporterFor({
    clock,
    routePatternOf: (path) => routePatternOf(path, 'integration'),
    signedInUser: () => null,
  });
  listenForWindowErrors(window, errors);
  const locales = new LocaleStore(LocalStorageKeyValueStore.fromWindow(), navigator.languages ?? []);
  const http = new HttpClient({
    baseUrl: import.meta.env.VITE_INTEGRATION_API_URL ?? '/integration-api',
    auth: false,
    fetch: options.fetch,
  });
  const resolver = resolverOf(
    integrationContainerOf({ clock, errors, locales }),
    () => Promise.resolve(SITE_FEATURES),
    () => http,
  );
  const catalogs = integrationFeature.catalogs ?? [];

  await activateLocale(locales.locale, catalogs);
  reaction(
    () => locales.locale,
    (locale) => void activateLocale(locale, catalogs),
  );

  return (root) => {
    const reactRoot = createRoot(root, rootErrorOptionsOf(errors));
    // As the main app's (src/start/app-main.tsx): the first render in slices the page can answer between.
    startTransition(() => {
      reactRoot.render(
        <ServiceProvider resolver={resolver}>
          <I18nProvider i18n={i18n}>
            <IntegrationSite features={SITE_FEATURES} currentYear={yearOf(clock.now())} />
          </I18nProvider>
        </ServiceProvider>,
      );
    });
    return reactRoot;
  };
}
