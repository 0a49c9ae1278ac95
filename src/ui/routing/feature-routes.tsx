import { Route } from 'wouter';
import type { RouteParams } from './feature';
import { FeatureOutlet, type RouteEntry } from './feature-outlet';
import { NotFoundRedirect } from '../shell/navigation-effects';
import { PublicLayout } from '../shell/public-layout';
import { RequireLogin } from './require-login';

/** A route's page inside its layout: public, or behind the login with the sidebar. */
function FeatureRoutePage({ entry, params }: { entry: RouteEntry; params: RouteParams }) {
  if (entry.route.accepts && !entry.route.accepts(params)) return <NotFoundRedirect />;
  const page = <FeatureOutlet entry={entry} params={params} />;
  return entry.route.access === 'public' ? <PublicLayout>{page}</PublicLayout> : <RequireLogin>{page}</RequireLogin>;
}

/** The main app's wouter routes for a route table (children of a `<Switch>`). */
export function featureRouteElements(table: readonly RouteEntry[]) {
  return table.map((entry) => (
    <Route key={entry.route.path} path={entry.route.path}>
      {(params: RouteParams) => <FeatureRoutePage entry={entry} params={params} />}
    </Route>
  ));
}
