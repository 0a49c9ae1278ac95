// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { Suspense, use, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route, Router, Switch, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { APP_TOKENS } from '../../application/app.tokens';
import type { ServiceResolver, ServiceToken } from '../../application/service-token';
import { settled } from '../app/act-settled.test-support';
import { ServiceProvider } from '../app/service-context';
import { RequireLogin } from './require-login';
import {
  TransitionLocation,
  useNavigationPending,
  useTransitionLocation,
  useTransitionSearch,
} from './transition-location';

afterEach(cleanup);
beforeEach(() => window.history.replaceState(null, '', '/first'));

function Pending() {
  return <p data-testid="pending">{useNavigationPending() ? 'on its way' : 'settled'}</p>;
}

function QueryOf({ page }: { page: string }) {
  return (
    <h1>
      {page} {useSearch()}
    </h1>
  );
}

function Suspended({ until }: { until: Promise<void> }) {
  use(until);
  return <h1>second</h1>;
}

function renderApp(routes: ReactNode) {
  render(
    <TransitionLocation>
      <Router hook={useTransitionLocation} searchHook={useTransitionSearch}>
        <Pending />
        <Suspense fallback={<p>placeholder</p>}>
          <Switch>{routes}</Switch>
        </Suspense>
      </Router>
    </TransitionLocation>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the pages follow the address in a transition', () => {
  it('keeps the shown page, marked as pending, while the next one is not ready, then shows it', async () => {
    let ready!: () => void;
    const until = new Promise<void>((resolve) => {
      ready = resolve;
    });
    renderApp(
      <>
        <Route path="/first">
          <h1>first</h1>
        </Route>
        <Route path="/second">
          <Suspended until={until} />
        </Route>
      </>,
    );
    expect(heading()).toBe('first');

    await settled(() => navigate('/second'));
    expect(window.location.pathname).toBe('/second');
    // A store-driven location would have put the boundary's placeholder in the page's place.
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(heading()).toBe('first');
    expect(screen.getByTestId('pending').textContent).toBe('on its way');

    await settled(() => ready());
    expect(heading()).toBe('second');
    expect(screen.getByTestId('pending').textContent).toBe('settled');
  });

  it('gives a page its path and its query together, and follows the back button', async () => {
    renderApp(
      <>
        <Route path="/first">
          <QueryOf page="first" />
        </Route>
        <Route path="/list">
          <QueryOf page="list" />
        </Route>
      </>,
    );
    await settled(() => navigate('/list?page=2'));
    expect(heading()).toBe('list page=2');
    await settled(() => navigate('/list?page=3', { replace: true }));
    expect(heading()).toBe('list page=3');

    await act(async () => {
      window.history.back();
      // jsdom moves through the history at its next turn, then fires popstate.
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(window.location.pathname).toBe('/first');
    expect(heading()).toBe('first ');
  });

  it('shows a new query on the same path at once: the page’s own change, not another page', async () => {
    const never = new Promise<void>(() => undefined);
    function List() {
      const search = useSearch();
      return search === 'page=5' ? <Suspended until={never} /> : <h1>list {search}</h1>;
    }
    renderApp(
      <Route path="/list">
        <List />
      </Route>,
    );
    await settled(() => navigate('/list?page=4'));
    expect(heading()).toBe('list page=4');

    await settled(() => navigate('/list?page=5'));
    // Rendered at once, the page that waits gives way to its placeholder; a transition would have kept page 4.
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.getByTestId('pending').textContent).toBe('settled');
  });
});

describe('a redirect follows at once, in the render of what caused it', () => {
  const session = observable({ isLoggedIn: true });
  const resolver: ServiceResolver = {
    get: <T,>(token: ServiceToken<T>): T => {
      if (token !== APP_TOKENS.AuthSession) throw new Error(`no ${String(token)} in this test`);
      return session as T;
    },
    // The shell's code never arrives: the signed-in page shows its placeholder.
    load: () => new Promise<void>(() => undefined),
  };

  function renderSignedIn() {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    render(
      <ServiceProvider resolver={resolver}>
        <I18nProvider i18n={i18n}>
          <TransitionLocation>
            <Router hook={useTransitionLocation} searchHook={useTransitionSearch}>
              <Switch>
                <Route path="/login">
                  <h1>login</h1>
                </Route>
                <Route>
                  <RequireLogin>
                    <h1>signed in</h1>
                  </RequireLogin>
                </Route>
              </Switch>
            </Router>
          </TransitionLocation>
        </I18nProvider>
      </ServiceProvider>,
    );
  }

  it('a logout that goes to /login lands there, with no page to return to', async () => {
    window.history.replaceState(null, '', '/dashboard');
    runInAction(() => (session.isLoggedIn = true));
    await settled(() => renderSignedIn());
    expect(screen.getByRole('status').textContent).toBe('Loading');

    await settled(() => {
      runInAction(() => (session.isLoggedIn = false));
      navigate('/login', { replace: true });
    });
    expect(window.location.pathname + window.location.search).toBe('/login');
    expect(heading()).toBe('login');
  });

  it('a signed-out visit still goes to the login with the page to return to', async () => {
    window.history.replaceState(null, '', '/calendar?view=month');
    runInAction(() => (session.isLoggedIn = false));
    await settled(() => renderSignedIn());
    expect(window.location.pathname + window.location.search).toBe(
      `/login?redirectTo=${encodeURIComponent('/calendar?view=month')}`,
    );
    expect(heading()).toBe('login');
  });
});
