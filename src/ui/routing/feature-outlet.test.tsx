// @vitest-environment jsdom
import { i18n, setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceToken } from '../../application/service-token';
import { resolverOf } from '../../composition/feature-resolver';
import { messages } from '../messages/locales/en.po';
import { PageReload } from '../app/error-boundary';
import { defineFeature, type Feature, type FeaturePageProps } from './feature';
import { FeatureOutlet, routeTableOf } from './feature-outlet';
import type { CatalogLoader } from '../app/locale-loader';
import { ServiceProvider, useService } from '../app/service-context';
import { settled } from '../app/act-settled.test-support';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const TRY_AGAIN_LATER = 'Sorry, something went wrong. Please try again later.';
/** The probe's bindings need no API client. */
const noHttp = () => {
  throw new Error('The probe calls no API');
};
const GREETING = serviceToken<string>('test.greeting');
const chunkError = () => new TypeError('Failed to fetch dynamically imported module');

function probeFeature(page: () => Promise<ComponentType<FeaturePageProps>>, bindings?: Feature['bindings']): Feature {
  return defineFeature({
    name: 'probe',
    routes: [{ path: '/probe', access: 'signed-in', title: { id: 'Probe' }, page }],
    bindings,
  });
}

/** Renders the feature's route in its outlet, as the router does, with the shared messages in English. */
async function renderOutlet(feature: Feature, reload: () => void = () => undefined): Promise<void> {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en', messages });
  const resolver = resolverOf(new Container(), () => Promise.resolve([feature]), noHttp);
  const [entry] = routeTableOf([feature], 'app');
  if (!entry) throw new Error('the probe feature has no route');
  await settled(() => {
    render(
      <ServiceProvider resolver={resolver}>
        <I18nProvider i18n={i18n}>
          <PageReload value={reload}>
            <FeatureOutlet entry={entry} params={{}} />
          </PageReload>
        </I18nProvider>
      </ServiceProvider>,
    );
  });
}

async function click(name: string): Promise<void> {
  const button = screen.getByRole('button', { name });
  await settled(() => {
    fireEvent.click(button);
  });
}

const headingText = () => screen.getByRole('heading', { level: 1 }).textContent;

/** React reports the errors its boundaries catch on the console; these tests read the alert instead. */
const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('a page that fails, in its outlet', () => {
  it('shows the message in place of the page, and Try again renders the page again once it works', async () => {
    quietConsole();
    let broken = true;
    function ProbePage() {
      if (broken) throw new Error('the page broke while rendering');
      return <h1>Probe</h1>;
    }
    await renderOutlet(probeFeature(() => Promise.resolve(ProbePage)));

    expect(screen.getByRole('alert').textContent).toContain(TRY_AGAIN_LATER);
    // A page that broke is not a missing chunk: reloading the app would not help.
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();

    broken = false;
    await click('Try again');
    expect(headingText()).toBe('Probe');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('loads the bindings again on Try again when their first load failed', async () => {
    quietConsole();
    let failures = 1;
    const bindings = () =>
      failures-- > 0
        ? Promise.reject(chunkError())
        : Promise.resolve((container: Container) => void container.bind(GREETING).toConstantValue('Bound'));
    function ProbePage() {
      return <h1>{useService(GREETING)}</h1>;
    }
    await renderOutlet(probeFeature(() => Promise.resolve(ProbePage), bindings));

    expect(screen.getByRole('alert').textContent).toContain(TRY_AGAIN_LATER);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    await click('Try again');
    expect(headingText()).toBe('Bound');
  });

  it('loads the page code again on Try again when its chunk failed', async () => {
    quietConsole();
    let failures = 1;
    function ProbePage() {
      return <h1>Probe</h1>;
    }
    await renderOutlet(
      probeFeature(() => (failures-- > 0 ? Promise.reject(chunkError()) : Promise.resolve(ProbePage))),
    );

    expect(screen.getByRole('alert').textContent).toContain(TRY_AGAIN_LATER);
    await click('Try again');
    expect(headingText()).toBe('Probe');
  });

  it('gives up on a chunk that has not arrived after 120 s, and Reload reloads the app', async () => {
    vi.useFakeTimers();
    quietConsole();
    const reload = vi.fn();
    await renderOutlet(
      probeFeature(() => new Promise(() => undefined)),
      reload,
    );
    await act(() => vi.advanceTimersByTimeAsync(119_999));
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(screen.queryByRole('alert')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert').textContent).toContain(TRY_AGAIN_LATER);
    await click('Reload');
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('the tab title of a page whose feature brings its own catalog', () => {
  it('is translated only once the catalog is in: never read as a missing message, never the message’s id', async () => {
    i18n.loadAndActivate({ locale: 'en', messages });
    const missing: string[] = [];
    const stopListening = i18n.on('missing', (event) => missing.push(event.id));
    let deliverCatalog: (catalog: Messages) => void = () => undefined;
    const catalog: CatalogLoader = () => new Promise((resolve) => (deliverCatalog = resolve));
    const feature = defineFeature({
      name: 'probe',
      routes: [
        {
          path: '/probe',
          access: 'signed-in',
          title: { id: 'probe.title' },
          page: () => Promise.resolve(() => <h1>Probe</h1>),
        },
      ],
      catalogs: [catalog],
    });
    const [entry] = routeTableOf([feature], 'app');
    if (!entry) throw new Error('the probe feature has no route');
    const resolver = resolverOf(new Container(), () => Promise.resolve([feature]), noHttp);
    await settled(() => {
      render(
        <ServiceProvider resolver={resolver}>
          <I18nProvider i18n={i18n}>
            <FeatureOutlet entry={entry} params={{}} />
          </I18nProvider>
        </ServiceProvider>,
      );
    });
    expect(document.title).not.toContain('probe.title');

    await settled(() => deliverCatalog({ 'probe.title': 'Probe page' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Probe');
    expect(document.title).toBe('Probe page · Pulseboard');
    stopListening();
    // The placeholder's own words come from the app's catalog, which this test does not load.
    expect(missing).not.toContain('probe.title');
  });
});
