import { matchRoute, useLocation, useRouter } from 'wouter';
import type { RouteParams } from './feature';
import { FeatureOutlet, type RouteEntry } from './feature-outlet';
import { NotFoundRedirect } from '../shell/navigation-effects';
import { PublicLayout } from '../shell/public-layout';
import { RequireLogin } from './require-login';

/**
 * A route's page inside its layout: public, or behind the login with the sidebar. The page is keyed by its route, so
 * each route mounts a page of its own; the layout is not, so it stays mounted from one route to the next of the same
 * layout, and a tap on a link renders the new page alone (docs/architecture.md#interactions-on-a-slow-phone).
 */
function FeatureRoutePage({ entry, params }: { entry: RouteEntry; params: RouteParams }) {
  if (entry.route.accepts && !entry.route.accepts(params)) return <NotFoundRedirect />;
  const page = <FeatureOutlet key={entry.route.path} entry={entry} params={params} />;
  return entry.route.access === 'public' ? <PublicLayout>{page}</PublicLayout> : <RequireLogin>{page}</RequireLogin>;
}

/** The main app's feature routes: the first route of the table that the location answers to; else the dashboard. */
export function FeatureRouteSwitch({ table }: { table: readonly RouteEntry[] }) {
  const [location] = useLocation();
  const { parser } = useRouter();
  for (const entry of table) {
    const [matches, params] = matchRoute(parser, entry.route.path, location);
    if (matches) return <FeatureRoutePage entry={entry} params={params} />;
  }
  return <NotFoundRedirect />;
}
