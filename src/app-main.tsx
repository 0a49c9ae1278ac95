import { reaction } from 'mobx';
import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { APP_TOKENS } from './application/app-tokens';
import { browserEnvironment, buildAppContainer } from './composition-root';
import { resolverOf } from './composition/feature-resolver';
import { App } from './ui/app/app';
import { APP_CATALOGS } from './ui/app/app-catalogs';
import { activateLocale } from './ui/app/locale-loader';

/** Starts the main app: container, language, then the first render. */
export async function startApp(root: HTMLElement): Promise<void> {
  const container = buildAppContainer(browserEnvironment());
  // Demo builds only (docs/architecture.md#demo-mailbox): the real-API build drops it.
  if (__DEMO__) (await import('./composition/demo-mailbox.bindings')).bindDemoMailbox(container, window.location.origin);
  const resolver = resolverOf(container, async () => (await import('./ui/app/feature-list')).FEATURES);
  const locales = resolver.get(APP_TOKENS.LocaleStore);
  const session = resolver.get(APP_TOKENS.AuthSession);
  const toasts = resolver.get(APP_TOKENS.ToastStore);

  await activateLocale(locales.locale, APP_CATALOGS);
  reaction(
    () => locales.locale,
    (locale) => void activateLocale(locale, APP_CATALOGS),
  );
  reaction(
    () => session.lastLogoutReason,
    (reason) => {
      if (reason === 'expired') toasts.notify({ kind: 'warning', code: 'LOGGED_OUT_EXPIRED' });
    },
  );
  createRoot(root).render(
    <StrictMode>
      <App resolver={resolver} />
    </StrictMode>,
  );
}
