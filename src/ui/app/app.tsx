import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Router } from 'wouter';
import type { ServiceResolver } from '../../application/service-token';
import { AppRoutes } from './app-routes';
import { NavigationEffects } from './navigation-effects';
import { ServiceProvider } from './service-context';
import { Toasts } from './toasts';
import './app.css';

/** The main app: services, translations, the router and the toasts. */
export function App({ resolver }: { resolver: ServiceResolver }) {
  return (
    <ServiceProvider resolver={resolver}>
      <I18nProvider i18n={i18n}>
        <Router>
          <NavigationEffects />
          <AppRoutes />
        </Router>
        <Toasts />
      </I18nProvider>
    </ServiceProvider>
  );
}
