// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageTitle } from './page-title';

afterEach(cleanup);

function Route({ title, children }: { title: string; children?: React.ReactNode }) {
  usePageTitle(title, 'route');
  return <>{children}</>;
}

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

describe('the tab title', () => {
  it('is the route title with the brand, and only the brand once nothing is shown', () => {
    const view = render(<Route title="Calendar" />);
    expect(document.title).toBe('Calendar · Pulseboard');
    view.unmount();
    expect(document.title).toBe('Pulseboard');
  });

  it("is the page's own name inside its route, and follows it when it changes", () => {
    const view = render(
      <Route title="Session">
        <Page title="Loading" />
      </Route>,
    );
    expect(document.title).toBe('Loading · Pulseboard');
    view.rerender(
      <Route title="Session">
        <Page title="Mountain trail run" />
      </Route>,
    );
    expect(document.title).toBe('Mountain trail run · Pulseboard');
  });

  it('goes back to the route title when the page stops naming itself (a fault that was retried)', () => {
    const view = render(
      <Route title="Dashboard">
        <Page title="Something went wrong" />
      </Route>,
    );
    expect(document.title).toBe('Something went wrong · Pulseboard');
    view.rerender(<Route title="Dashboard" />);
    expect(document.title).toBe('Dashboard · Pulseboard');
  });

  it('follows the language: a translated route title replaces the old one', () => {
    const view = render(<Route title="Calendar" />);
    view.rerender(<Route title="Calendrier" />);
    expect(document.title).toBe('Calendrier · Pulseboard');
  });
});
