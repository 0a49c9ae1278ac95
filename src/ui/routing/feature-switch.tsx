import { Route, Switch } from 'wouter';
import { FEATURES } from './feature-list';
import { routeTableOf } from './feature-outlet';
import { featureRouteElements } from './feature-routes';
import { NotFoundRedirect } from '../shell/navigation-effects';

const ROUTES = featureRouteElements(routeTableOf(FEATURES, 'app'));

/**
 * The features' routes, built from the feature list; unknown paths go to the dashboard. A chunk
 * of its own, so that the login page's first download carries no manifest.
 */
export function FeatureSwitch() {
  return (
    <Switch>
      {ROUTES}
      <Route>
        <NotFoundRedirect />
      </Route>
    </Switch>
  );
}
