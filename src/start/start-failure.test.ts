// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceWorkersUnavailableError, canUseServiceWorkers, isServiceWorkerRefusal } from './service-worker-support';
import { showStartFailure, startFailureOf } from './start-failure';

function rootWithBlankApp(): HTMLElement {
  document.body.replaceChildren();
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe('when the demo cannot have a service worker', () => {
  it('plain http on a LAN address, or a browser without the API, cannot run the mock worker', () => {
    expect(canUseServiceWorkers({ isSecureContext: false, hasServiceWorkerApi: false })).toBe(false);
    expect(canUseServiceWorkers({ isSecureContext: false, hasServiceWorkerApi: true })).toBe(false);
    expect(canUseServiceWorkers({ isSecureContext: true, hasServiceWorkerApi: false })).toBe(false);
    expect(canUseServiceWorkers({ isSecureContext: true, hasServiceWorkerApi: true })).toBe(true);
  });

  it("a browser that refuses the registration (a private window's SecurityError, as msw reports it) counts as no service worker", () => {
    expect(isServiceWorkerRefusal(new DOMException('The operation is insecure.', 'SecurityError'))).toBe(true);
    expect(
      isServiceWorkerRefusal(new Error('[MSW] Failed to register the Service Worker:\n\nThe operation is insecure.')),
    ).toBe(true);
    expect(
      isServiceWorkerRefusal(new TypeError('Failed to fetch dynamically imported module: /assets/browser.js')),
    ).toBe(false);
    expect(startFailureOf(new ServiceWorkersUnavailableError())).toBe('service-workers-unavailable');
    expect(startFailureOf(new TypeError('Failed to fetch dynamically imported module'))).toBe('start-failed');
  });

  it('says so in English, with what to do', () => {
    const root = rootWithBlankApp();
    showStartFailure(root, 'service-workers-unavailable', ['en-GB', 'fr']);
    expect(root.querySelector('h1')?.textContent).toBe('The demo needs service workers');
    expect(root.textContent).toContain('Open the demo at http://localhost or over https, and not in a private window.');
    expect(document.documentElement.lang).toBe('en');
  });

  it('says so in French when the browser prefers French, and marks the page French', () => {
    const root = rootWithBlankApp();
    showStartFailure(root, 'service-workers-unavailable', ['de-DE', 'fr-CA', 'en']);
    expect(root.querySelector('h1')?.textContent).toBe('La démo a besoin des service workers');
    expect(root.textContent).toContain(
      'Ouvrez la démo sur http://localhost ou en https, et pas dans une fenêtre de navigation privée.',
    );
    expect(document.documentElement.lang).toBe('fr');
  });
});

describe('when the start fails for any other reason', () => {
  it('shows what to do instead of a blank page, in English when we lack the language', () => {
    const root = rootWithBlankApp();
    showStartFailure(root, 'start-failed', ['de-DE']);
    expect(root.querySelector('h1')?.textContent).toBe('Pulseboard could not start');
    expect(root.querySelector('p')?.textContent).toBe('Check your connection, then reload the page.');
    expect(document.documentElement.lang).toBe('en');
  });

  it('in French when the browser prefers French', () => {
    const root = rootWithBlankApp();
    showStartFailure(root, 'start-failed', ['fr-FR', 'en-US']);
    expect(root.querySelector('h1')?.textContent).toBe('Pulseboard n’a pas pu démarrer');
    expect(root.querySelector('p')?.textContent).toBe('Vérifiez votre connexion, puis rechargez la page.');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('replaces whatever the root held with text, never markup', () => {
    const root = rootWithBlankApp();
    root.append(document.createElement('section'));
    showStartFailure(root, 'start-failed', ['en']);
    expect([...root.querySelectorAll('*')].map((element) => element.tagName)).toEqual(['MAIN', 'H1', 'P']);
  });
});
