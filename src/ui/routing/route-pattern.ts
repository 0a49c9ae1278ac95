import { parse as parsePattern } from 'regexparam';
import { matchRoute } from 'wouter';

/** How a route pattern is read; wouter's own default is regexparam's `parse`, which the app keeps. */
type RouteParser = Parameters<typeof matchRoute>[0];

/** The main app's shell routes (app-routes.tsx), known without the feature list, which /login never downloads. */
const SHELL_ROUTES: readonly string[] = ['/login', '/'];

/** Every route pattern of a site, from the feature list (its own chunk, already on its way on any page but /login). */
async function featureRoutePatterns(site: 'app' | 'integration'): Promise<readonly string[]> {
  const { FEATURES } = await import('./feature-list');
  return FEATURES.filter((feature) => (feature.site ?? 'app') === site).flatMap((feature) =>
    feature.routes.map((route) => route.path),
  );
}

/** A path no route answers to keeps only its first part: `/reset-password/…`. */
function firstPartOf(location: string): string {
  const [, first = '', ...rest] = location.split('/');
  return `/${first}${rest.length > 0 ? '/…' : ''}`;
}

/**
 * The name of a page that analytics and error reports may carry (docs/architecture.md#security): the route pattern
 * the location answers to, such as `/reset-password/:token`, so that no link token (nor any id) leaves with it. The
 * patterns come from the route table itself, so a new link page is covered without a list to keep.
 */
export async function routePatternOf(
  location: string,
  site: 'app' | 'integration' = 'app',
  parser: RouteParser = parsePattern,
): Promise<string> {
  const routeOf = (patterns: readonly string[]) => patterns.find((pattern) => matchRoute(parser, pattern, location)[0]);
  const shellRoute = site === 'app' ? routeOf(SHELL_ROUTES) : undefined;
  if (shellRoute !== undefined) return shellRoute;
  try {
    return routeOf(await featureRoutePatterns(site)) ?? firstPartOf(location);
  } catch {
    // The feature list could not load: the first part still says which page it was.
    return firstPartOf(location);
  }
}
