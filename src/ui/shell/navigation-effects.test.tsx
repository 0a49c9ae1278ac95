// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { APP_TOKENS } from '../../application/app.tokens';
import type { AnalyticsEvent } from '../../application/ports/analytics.port';
import type { ServiceResolver, ServiceToken } from '../../application/service-token';
import { FEATURES } from '../routing/feature-list';
import { NavigationEffects, NotFoundRedirect } from './navigation-effects';
import { ServiceProvider } from '../app/service-context';

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

  it.each(ROUTES_WITH_PARAMETERS)(
    'a page load at %s reports the route pattern, never the value in the path',
    async (pattern, path) => {
      const events = renderAt(path, <NavigationEffects />);
      await waitFor(() => expect(events).toHaveLength(1));
      expect(events[0]).toEqual({ name: 'page_load', path: pattern });
      expect(JSON.stringify(events)).not.toContain(SECRET);
    },
  );

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

/** A page in its layout's main landmark, with its heading. */
function Page({ title }: { title: string }) {
  return (
    <main>
      <a href="#next">A link</a>
      <h1>{title}</h1>
    </main>
  );
}

/** A lazy page: a placeholder, then its heading once `arrive` is called. */
function lazyPage(): { Page: () => React.ReactNode; arrive: () => void } {
  const listeners = new Set<() => void>();
  let arrived = false;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  function LazyPage() {
    const shown = useSyncExternalStore(subscribe, () => arrived);
    return shown ? <Page title="Calendar" /> : <main role="status">Loading</main>;
  }
  const arrive = () =>
    act(() => {
      arrived = true;
      for (const listener of listeners) listener();
    });
  return { Page: LazyPage, arrive };
}

/** The app's navigation effects over two pages, in a memory router the test can move. */
function renderPages(calendar: React.ReactNode = <Page title="Calendar" />) {
  const location = memoryLocation({ path: '/dashboard', record: true });
  const resolver: ServiceResolver = {
    get: <T,>(): T => ({ track: () => undefined }) as T,
    load: () => Promise.resolve(),
  };
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <ServiceProvider resolver={resolver}>
      <Router hook={location.hook}>
        <NavigationEffects />
        <Switch>
          <Route path="/dashboard">
            <Page title="Dashboard" />
          </Route>
          <Route path="/calendar">{calendar}</Route>
        </Switch>
      </Router>
    </ServiceProvider>,
  );
  return { navigate: (to: string) => act(() => location.navigate(to)), scrollTo };
}

const focusedText = () => document.activeElement?.textContent;

describe('the focus after a navigation', () => {
  it('stays at the start of the page on the first load, and after its redirects', () => {
    const { navigate } = renderPages();
    expect(document.activeElement).toBe(document.body);
    navigate('/calendar');
    expect(document.activeElement).toBe(document.body);
  });

  it("moves to the new page's h1 once the user has acted, and the h1 takes it without a tab stop", () => {
    const { navigate, scrollTo } = renderPages();
    const link = screen.getByRole('link', { name: 'A link' });
    fireEvent.pointerDown(link);
    link.focus();
    navigate('/calendar');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('waits for a lazy page to show its heading', async () => {
    const lazy = lazyPage();
    const { navigate } = renderPages(<lazy.Page />);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    navigate('/calendar');
    expect(screen.queryByRole('heading')).toBeNull();
    lazy.arrive();
    await waitFor(() => expect(focusedText()).toBe('Calendar'));
  });

  it('leaves the focus alone when the user clicks before the heading arrives', async () => {
    const lazy = lazyPage();
    const { navigate } = renderPages(<lazy.Page />);
    fireEvent.pointerDown(document.body);
    navigate('/calendar');
    fireEvent.pointerDown(document.body);
    lazy.arrive();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it('moves again on the next navigation (back to the dashboard)', () => {
    const { navigate } = renderPages();
    fireEvent.pointerDown(document.body);
    navigate('/calendar');
    navigate('/dashboard');
    expect(focusedText()).toBe('Dashboard');
  });
});
