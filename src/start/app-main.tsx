import { reaction } from 'mobx';
import { createRoot } from 'react-dom/client';
import { StrictMode, startTransition } from 'react';
import { APP_TOKENS } from '../application/app.tokens';
import { listenForWindowErrors } from '../adapters/error-reporting/window-error-listeners';
import { appResolverOf, browserEnvironment, buildAppContainer, sessionRestored } from '../composition/composition-root';
import { App } from '../ui/app/app';
import { APP_CATALOGS } from '../ui/app/app-catalogs';
import { activateLocale } from '../ui/app/locale-loader';
import { nextTask } from '../lazy-load/next-task';
import { rootErrorOptionsOf } from '../ui/app/root-error-options';
import { routePatternOf } from '../ui/routing/route-pattern';
import type { RenderSite, SiteOptions } from './site-start';

/**
 * Prepares the main app: services, language and its catalogs, then returns the first render. It calls no API; in the
 * demo the first render comes before the mock backend starts, and the calls wait for it (src/start/main.tsx).
 */
export async function prepareApp(options: SiteOptions = {}): Promise<RenderSite> {
  // Demo builds only (docs/architecture.md#demo-mailbox): the real-API build drops it. Loads with the catalogs.
  const demoMailbox = __DEMO__ ? import('../composition/demo-mailbox.bindings') : null;
  // docs/architecture.md#the-first-paint: the app's code has just run; the container is built in a task of its own, and
  // its first services are made in the next, so the page takes the visitor's keys in between.
  await nextTask();
  const container = buildAppContainer({
    ...browserEnvironment(),
    routePatternOf: (path) => routePatternOf(path, 'app'),
    fetch: options.fetch,
  });
  await nextTask();
  const resolver = appResolverOf(container, async () => (await import('../ui/routing/feature-list')).FEATURES);
  // docs/architecture.md#error-reporting: from here on, what breaks is reported (main.tsx's start failure too).
  const errors = resolver.get(APP_TOKENS.ErrorReporter);
  listenForWindowErrors(window, errors);
  const locales = resolver.get(APP_TOKENS.LocaleStore);
  const toasts = resolver.get(APP_TOKENS.ToastStore);

  const [bindings] = await Promise.all([
    demoMailbox,
    activateLocale(locales.locale, APP_CATALOGS),
    sessionRestored(container),
  ]);
  const session = resolver.get(APP_TOKENS.AuthSession);
  bindings?.bindDemoMailbox(container, window.location.origin);
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
  return (root) => {
    const reactRoot = createRoot(root, rootErrorOptionsOf(errors));
    // docs/architecture.md#the-first-paint: a transition, so React renders the app in slices of a few milliseconds and
    // the page answers the visitor between them (at 4x CPU the first render was one task of about 290 ms). Only the
    // commit, which puts the app in the page at once, is one task.
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <App resolver={resolver} />
        </StrictMode>,
      );
    });
    return reactRoot;
  };
}
