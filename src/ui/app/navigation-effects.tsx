import { useEffect, useRef } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { APP_TOKENS } from '../../application/app.tokens';
import { focusPageHeadingWhenShown, watchFirstUserAction } from './page-heading-focus';
import { useService } from './service-context';

type RouteParser = ReturnType<typeof useRouter>['parser'];

/** The shell's own routes (app-routes.tsx), known without the feature list, which /login never downloads. */
const SHELL_ROUTES: readonly string[] = ['/login', '/'];

/** Every route pattern of the main app, from the feature list (its own chunk, already on its way on any page but /login). */
async function featureRoutePatterns(): Promise<readonly string[]> {
  const { FEATURES } = await import('./feature-list');
  return FEATURES.filter((feature) => (feature.site ?? 'app') === 'app').flatMap((feature) => feature.routes.map((route) => route.path));
}

/** A path no route answers to keeps only its first part: `/reset-password/…`. */
function firstPartOf(location: string): string {
  const [, first = '', ...rest] = location.split('/');
  return `/${first}${rest.length > 0 ? '/…' : ''}`;
}

/**
 * The path analytics may see (docs/architecture.md#security): the route pattern the location answers
 * to, such as `/reset-password/:token`, so that no link token (nor any id) leaves with it. The
 * patterns come from the route table itself, so a new link page is covered without a list to keep.
 */
async function reportedPathOf(location: string, parser: RouteParser): Promise<string> {
  const routeOf = (patterns: readonly string[]) => patterns.find((pattern) => matchRoute(parser, pattern, location)[0]);
  const shellRoute = routeOf(SHELL_ROUTES);
  if (shellRoute !== undefined) return shellRoute;
  try {
    return routeOf(await featureRoutePatterns()) ?? firstPartOf(location);
  } catch {
    // The feature list could not load: the first part still says which page it was.
    return firstPartOf(location);
  }
}

/**
 * docs/product-rules.md#routing-rules: scroll to the top after each navigation and move the focus
 * to the new page's h1 (not on the first load, whose focus stays at the start of the page); one
 * page-load analytics event.
 */
export function NavigationEffects() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const analytics = useService(APP_TOKENS.Analytics);
  const loaded = useRef(false);
  const userActed = useRef(false);
  useEffect(() => watchFirstUserAction(document, () => (userActed.current = true)), []);
  useEffect(() => {
    if (!loaded.current) {
      loaded.current = true;
      void reportedPathOf(location, parser).then((path) => analytics.track({ name: 'page_load', path }));
    }
  }, [analytics, location, parser]);
  useEffect(() => {
    window.scrollTo(0, 0);
    // Before the user's first action, a new location is the first load or one of its redirects.
    if (userActed.current) return focusPageHeadingWhenShown(document);
  }, [location]);
  return null;
}

/** Unknown paths go to the dashboard; a production build logs the missing page (its route, or its first part). */
export function NotFoundRedirect() {
  const [location, navigate] = useLocation();
  const { parser } = useRouter();
  const analytics = useService(APP_TOKENS.Analytics);
  useEffect(() => {
    if (import.meta.env.PROD) void reportedPathOf(location, parser).then((page) => analytics.track({ name: 'page_not_found', page }));
    navigate('/dashboard', { replace: true });
  }, [analytics, location, navigate, parser]);
  return null;
}
