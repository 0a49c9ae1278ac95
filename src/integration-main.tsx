import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { reaction } from 'mobx';
import { IntegrationViewModel } from './application/integration/integration.view-model';
import { LocaleStore } from './application/shell/locale.store';
import { SystemClock } from './adapters/clock/system-clock';
import { HttpClient } from './adapters/http/http-client';
import { HttpIntegrationApi } from './adapters/http/http-integration-api';
import { LocalStorageKeyValueStore } from './adapters/storage/local-storage-key-value-store';
import { activateLocale, loadMessageCatalog, type CatalogLoader } from './ui/app/locale-loader';
import { IntegrationSite } from './ui/features/integration/integration-site';

/** The integration site's own catalog (compiled from .po by the Lingui Vite plugin). */
const loadIntegrationCatalog: CatalogLoader = async (locale) =>
  (await import(`./ui/features/integration/locales/${locale}.po`)).messages;

const CATALOGS: readonly CatalogLoader[] = [loadIntegrationCatalog, loadMessageCatalog];

/** The year shown in the footer, read from the clock (no Date object needed). */
function yearOf(epochMs: number): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric' }).format(epochMs));
}

/**
 * Composition root of the integration site (SPEC §1, DESIGN §1). It wires only what this site
 * needs, by plain construction: nothing of the main app is imported, so its chunk stays small.
 */
export async function startIntegrationSite(root: HTMLElement): Promise<void> {
  const clock = new SystemClock();
  const localeStore = new LocaleStore(LocalStorageKeyValueStore.fromWindow(), navigator.languages ?? []);
  const http = new HttpClient({ baseUrl: import.meta.env.VITE_INTEGRATION_API_URL ?? '/integration-api', auth: false });
  const viewModel = new IntegrationViewModel(new HttpIntegrationApi(http), clock);

  await activateLocale(localeStore.locale, CATALOGS);
  reaction(
    () => localeStore.locale,
    (locale) => void activateLocale(locale, CATALOGS),
  );

  createRoot(root).render(
    <I18nProvider i18n={i18n}>
      <IntegrationSite viewModel={viewModel} localeStore={localeStore} currentYear={yearOf(clock.now())} />
    </I18nProvider>,
  );
}
