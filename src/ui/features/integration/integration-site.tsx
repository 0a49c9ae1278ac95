import { useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import type { IntegrationViewModel } from '../../../application/integration/integration.view-model';
import type { LocaleStore } from '../../../application/shell/locale.store';
import { IntegrationPage } from './integration-page';
import { OuterLayout } from './outer-layout';
import './integration.css';

/** The integration site's one route (SPEC §2): '/', named IntegrationsRoute, public. */
export const INTEGRATION_ROUTES = [{ name: 'IntegrationsRoute', path: '/' }] as const;

export interface IntegrationSiteProps {
  readonly viewModel: IntegrationViewModel;
  readonly localeStore: LocaleStore;
  readonly currentYear: number;
}

/** The whole integration site: outer layout around its single route; any other path goes to '/'. */
export function IntegrationSite({ viewModel, localeStore, currentYear }: IntegrationSiteProps) {
  useEffect(() => () => viewModel.dispose(), [viewModel]);
  const [integrationsRoute] = INTEGRATION_ROUTES;
  return (
    <OuterLayout localeStore={localeStore} currentYear={currentYear}>
      <Switch>
        <Route path={integrationsRoute.path}>
          <IntegrationPage viewModel={viewModel} />
        </Route>
        <Route>
          <Redirect to={integrationsRoute.path} replace />
        </Route>
      </Switch>
    </OuterLayout>
  );
}
