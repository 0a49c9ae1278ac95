import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { APP_TOKENS } from '../../application/app-tokens';
import { useService } from './service-context';

/** docs/product-rules.md#routing-rules: scroll to the top after each navigation; one page-load analytics event. */
export function NavigationEffects() {
  const [location] = useLocation();
  const analytics = useService(APP_TOKENS.Analytics);
  const loaded = useRef(false);
  useEffect(() => {
    if (!loaded.current) {
      loaded.current = true;
      analytics.track({ name: 'page_load', path: location });
    }
  }, [analytics, location]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** Unknown paths go to the dashboard; a production build logs the missing page name. */
export function NotFoundRedirect() {
  const [location, navigate] = useLocation();
  const analytics = useService(APP_TOKENS.Analytics);
  useEffect(() => {
    if (import.meta.env.PROD) analytics.track({ name: 'page_not_found', page: location });
    navigate('/dashboard', { replace: true });
  }, [analytics, location, navigate]);
  return null;
}
