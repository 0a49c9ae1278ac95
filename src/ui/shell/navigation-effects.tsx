import { useEffect, useRef } from 'react';
import { useLocation, useRouter } from 'wouter';
import { APP_TOKENS } from '../../application/app.tokens';
import { focusPageHeadingWhenShown, watchFirstUserAction } from '../routing/page-heading-focus';
import { routePatternOf } from '../routing/route-pattern';
import { useService } from '../app/service-context';

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
      void routePatternOf(location, 'app', parser).then((path) => analytics.track({ name: 'page_load', path }));
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
    if (import.meta.env.PROD)
      void routePatternOf(location, 'app', parser).then((page) => analytics.track({ name: 'page_not_found', page }));
    navigate('/dashboard', { replace: true });
  }, [analytics, location, navigate, parser]);
  return null;
}
