import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Suspense, lazy, useLayoutEffect } from 'react';
import { Router } from 'wouter';
import type { ServiceResolver } from '../../application/service-token';
import { AppRoutes } from '../routing/app-routes';
import { TransitionLocation, useTransitionLocation, useTransitionSearch } from '../routing/transition-location';
import { ErrorBoundary } from './error-boundary';
import { retireLoginShell } from './login-shell';
import { NavigationEffects } from '../shell/navigation-effects';
import { ServiceProvider } from './service-context';
import { Toasts } from '../notices/toasts';
import './app.css';

/**
 * The demo mailbox, demo builds only (docs/architecture.md#demo-mailbox): `__DEMO__` is false in
 * the real-API build, which drops it. If it cannot load, the app goes on without it.
 */
const DemoMailbox = __DEMO__
  ? lazy(() =>
      import('../features/demo-mailbox/demo-mailbox').then(
        (module) => module.loadDemoMailbox(),
        () => ({ default: () => null }),
      ),
    )
  : null;

/**
 * The main app: services, translations, the router (its pages follow the address in a transition:
 * transition-location.tsx) and the toasts. The shell's error boundary
 * catches what breaks outside a page (a page has its own, in FeatureOutlet): the login page, the
 * sidebar layout, the features' routes chunk (docs/architecture.md#features).
 */
export function App({ resolver }: { resolver: ServiceResolver }) {
  // index.html's login card leaves the page at the first commit, whatever it shows (docs/architecture.md#the-first-paint).
  useLayoutEffect(() => retireLoginShell(document), []);
  return (
    <ServiceProvider resolver={resolver}>
      <I18nProvider i18n={i18n}>
        <ErrorBoundary scope="shell">
          <TransitionLocation>
            <Router hook={useTransitionLocation} searchHook={useTransitionSearch}>
              <NavigationEffects />
              <AppRoutes />
              {DemoMailbox ? (
                <Suspense fallback={null}>
                  <DemoMailbox />
                </Suspense>
              ) : null}
            </Router>
          </TransitionLocation>
          <Toasts />
        </ErrorBoundary>
      </I18nProvider>
    </ServiceProvider>
  );
}
