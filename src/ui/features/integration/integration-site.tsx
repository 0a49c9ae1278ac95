import { Redirect, Route, Switch } from 'wouter';
import { APP_TOKENS } from '../../../application/app.tokens';
import type { Feature, RouteParams } from '../../routing/feature';
import { FeatureOutlet, routeTableOf } from '../../routing/feature-outlet';
import { useService } from '../../app/service-context';
import { OuterLayout } from './outer-layout';
import './integration.css';

/** The whole integration site: the outer layout around its routes; any other path goes to '/'. */
export function IntegrationSite({ features, currentYear }: { features: readonly Feature[]; currentYear: number }) {
  const localeStore = useService(APP_TOKENS.LocaleStore);
  return (
    <OuterLayout localeStore={localeStore} currentYear={currentYear}>
      <Switch>
        {routeTableOf(features, 'integration').map((entry) => (
          <Route key={entry.route.path} path={entry.route.path}>
            {(params: RouteParams) => <FeatureOutlet entry={entry} params={params} />}
          </Route>
        ))}
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </OuterLayout>
  );
}
