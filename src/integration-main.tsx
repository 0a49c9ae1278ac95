import { Container } from 'inversify';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { reaction } from 'mobx';
import { SystemClock } from './adapters/clock/system-clock';
import { listenForWindowErrors } from './adapters/error-reporting/window-error-listeners';
import { HttpClient } from './adapters/http/http-client';
import { LocalStorageKeyValueStore } from './adapters/storage/local-storage-key-value-store';
import { APP_TOKENS } from './application/app.tokens';
import type { KeyValueStore } from './application/ports/key-value-store.port';
import { LocaleStore } from './application/shell/locale.store';
import { FEATURES } from './ui/app/feature-list';
import { activateLocale } from './ui/app/locale-loader';
import { rootErrorOptionsOf } from './ui/app/root-error-options';
import { routePatternOf } from './ui/app/route-pattern';
import { ServiceProvider } from './ui/app/service-context';
import { integrationFeature } from './ui/features/integration/integration.feature';
import { IntegrationSite } from './ui/features/integration/integration-site';
import { errorReporterFor } from './composition/error-reporting';
import { resolverOf } from './composition/feature-resolver';
import { PORT_TOKENS } from './composition/port.tokens';
import type { RenderSite, SiteOptions } from './site-start';

/** The year shown in the footer, read from the clock (no Date object needed). */
function yearOf(epochMs: number): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric' }).format(epochMs));
}

/**
 * Composition root of the integration site: its own small container (clock, storage, language,
 * the integration API's client), then the integration feature's bindings from the feature list.
 * Nothing of the main app's shell is bound, so its chunk stays small. Like the main app, it calls no API before
 * its first render (src/main.tsx), which it returns.
 */
export async function prepareIntegrationSite(options: SiteOptions = {}): Promise<RenderSite> {
  const container = new Container({ defaultScope: 'Singleton' });
  const clock = new SystemClock();
  container.bind(APP_TOKENS.Clock).toConstantValue(clock);
  // docs/architecture.md#error-reporting: the integration site keeps no signed-in account, so no names to redact.
  const errors = errorReporterFor({ clock, routePatternOf: (path) => routePatternOf(path, 'integration'), signedInUser: () => null });
  container.bind(APP_TOKENS.ErrorReporter).toConstantValue(errors);
  listenForWindowErrors(window, errors);
  container.bind(PORT_TOKENS.KeyValueStore).toConstantValue(LocalStorageKeyValueStore.fromWindow());
  container.bind(APP_TOKENS.LocaleStore).toResolvedValue((kv: KeyValueStore) => new LocaleStore(kv, navigator.languages ?? []), [PORT_TOKENS.KeyValueStore]);
  container
    .bind(PORT_TOKENS.HttpClient)
    .toConstantValue(new HttpClient({ baseUrl: import.meta.env.VITE_INTEGRATION_API_URL ?? '/integration-api', auth: false, fetch: options.fetch }));
  const resolver = resolverOf(container, () => Promise.resolve(FEATURES));
  const localeStore = resolver.get(APP_TOKENS.LocaleStore);
  const catalogs = integrationFeature.catalogs ?? [];

  await activateLocale(localeStore.locale, catalogs);
  reaction(
    () => localeStore.locale,
    (locale) => void activateLocale(locale, catalogs),
  );

  return (root) => {
    const reactRoot = createRoot(root, rootErrorOptionsOf(errors));
    reactRoot.render(
      <ServiceProvider resolver={resolver}>
        <I18nProvider i18n={i18n}>
          <IntegrationSite features={FEATURES} currentYear={yearOf(clock.now())} />
        </I18nProvider>
      </ServiceProvider>,
    );
    return reactRoot;
  };
}
