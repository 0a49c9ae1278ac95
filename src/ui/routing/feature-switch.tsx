import { FEATURES } from './feature-list';
import { routeTableOf } from './feature-outlet';
import { FeatureRouteSwitch } from './feature-routes';

const TABLE = routeTableOf(FEATURES, 'app');

/**
 * The features' routes, built from the feature list; unknown paths go to the dashboard. A chunk
 * of its own, so that the login page's first download carries no manifest.
 */
export function FeatureSwitch() {
  return <FeatureRouteSwitch table={TABLE} />;
}
