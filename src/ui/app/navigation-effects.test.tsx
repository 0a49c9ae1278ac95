// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { APP_TOKENS } from '../../application/app.tokens';
import type { AnalyticsEvent } from '../../application/ports/analytics.port';
import type { ServiceResolver, ServiceToken } from '../../application/service-token';
import { FEATURES } from './feature-list';
import { NavigationEffects, NotFoundRedirect } from './navigation-effects';
import { ServiceProvider } from './service-context';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

const SECRET = 'Zk3q9SECRETtoken';

/** Renders `element` at `path` with an analytics port that records what it is told. */
function renderAt(path: string, element: React.ReactNode) {
  const events: AnalyticsEvent[] = [];
  const analytics = { track: (event: AnalyticsEvent) => void events.push(event) };
  const resolver: ServiceResolver = {
    get: <T,>(token: ServiceToken<T>): T => {
      if (token !== APP_TOKENS.Analytics) throw new Error(`no ${String(token)} in this test`);
      return analytics as T;
    },
    load: () => Promise.resolve(),
  };
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <ServiceProvider resolver={resolver}>
      <Router hook={memoryLocation({ path }).hook}>{element}</Router>
    </ServiceProvider>,
  );
  return events;
}

/** Every route of the main app with a parameter (the link pages' tokens among them), filled with a secret. */
const ROUTES_WITH_PARAMETERS = FEATURES.filter((feature) => (feature.site ?? 'app') === 'app')
  .flatMap((feature) => feature.routes.map((route) => route.path))
  .filter((pattern) => pattern.includes(':'))
  .map((pattern) => [pattern, pattern.replace(/:\w+\??/g, SECRET)] as const);

describe('the paths sent to analytics', () => {
  it('the link pages are among the routes walked', () => {
    const patterns = ROUTES_WITH_PARAMETERS.map(([pattern]) => pattern);
    for (const route of ['/signup/:token', '/reset-password/:token', '/email-change/:token', '/subscriptions/:token']) {
      expect(patterns).toContain(route);
    }
  });

  it.each(ROUTES_WITH_PARAMETERS)('a page load at %s reports the route pattern, never the value in the path', async (pattern, path) => {
    const events = renderAt(path, <NavigationEffects />);
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual({ name: 'page_load', path: pattern });
    expect(JSON.stringify(events)).not.toContain(SECRET);
  });

  it('a page load on a route without parameters reports its path', async () => {
    const events = renderAt('/login', <NavigationEffects />);
    await waitFor(() => expect(events).toEqual([{ name: 'page_load', path: '/login' }]));
  });

  it('an unknown path under a link page reports its first part only', async () => {
    vi.stubEnv('PROD', true);
    const events = renderAt(
      `/reset-password/${SECRET}/more`,
      <Switch>
        <Route path="/dashboard">The dashboard</Route>
        <Route>
          <NotFoundRedirect />
        </Route>
      </Switch>,
    );
    await waitFor(() => expect(events).toEqual([{ name: 'page_not_found', page: '/reset-password/…' }]));
  });
});
