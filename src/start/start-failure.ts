/**
 * What the page says when the app cannot start (docs/architecture.md#three-ways-to-run), instead of a blank page.
 * It runs before Lingui, React and the app's styles are loaded: plain DOM, text only, in English or French from
 * the browser's languages. main.tsx loads it only when the start fails, so /login does not carry it.
 */
import { ServiceWorkersUnavailableError } from './service-worker-support';

/** Why the start failed: the demo's mock backend needs a service worker the page cannot have, or anything else. */
export type StartFailure = 'service-workers-unavailable' | 'start-failed';

type StartFailureLanguage = 'en' | 'fr';

interface StartFailureText {
  readonly title: string;
  readonly advice: string;
}

const START_FAILED: Record<StartFailureLanguage, StartFailureText> = {
  en: { title: 'Pulseboard could not start', advice: 'Check your connection, then reload the page.' },
  fr: { title: 'Pulseboard n’a pas pu démarrer', advice: 'Vérifiez votre connexion, puis rechargez la page.' },
};

/** Demo builds only: the real-API build never refers to it, so it leaves it out. */
const SERVICE_WORKERS_UNAVAILABLE: Record<StartFailureLanguage, StartFailureText> = {
  en: {
    title: 'The demo needs service workers',
    advice:
      'The Pulseboard demo answers its own calls inside the browser, through a service worker, and this window cannot run one. ' +
      'Open the demo at http://localhost or over https, and not in a private window.',
  },
  fr: {
    title: 'La démo a besoin des service workers',
    advice:
      'La démo de Pulseboard répond à ses propres appels dans le navigateur, grâce à un service worker, et cette fenêtre ne peut pas en utiliser. ' +
      'Ouvrez la démo sur http://localhost ou en https, et pas dans une fenêtre de navigation privée.',
  },
};

export function startFailureOf(error: unknown): StartFailure {
  // Only the demo throws it: the real-API build leaves the class out.
  return __DEMO__ && error instanceof ServiceWorkersUnavailableError ? 'service-workers-unavailable' : 'start-failed';
}

/** French when the first of the browser's languages that we have is French, else English (the app's default). */
function startFailureLanguageOf(browserLanguages: readonly string[]): StartFailureLanguage {
  for (const language of browserLanguages) {
    const primary = language.slice(0, 2).toLowerCase();
    if (primary === 'fr' || primary === 'en') return primary;
  }
  return 'en';
}

function textOf(failure: StartFailure, language: StartFailureLanguage): StartFailureText {
  return __DEMO__ && failure === 'service-workers-unavailable'
    ? SERVICE_WORKERS_UNAVAILABLE[language]
    : START_FAILED[language];
}

/**
 * Replaces the content of the root with the failure's message: a heading and the advice. Text only (never HTML);
 * styled through the style property, which the Content-Security-Policy allows where it forbids inline style markup.
 */
export function showStartFailure(root: HTMLElement, failure: StartFailure, browserLanguages: readonly string[]): void {
  const language = startFailureLanguageOf(browserLanguages);
  const text = textOf(failure, language);
  const document = root.ownerDocument;
  const withText = <K extends keyof HTMLElementTagNameMap>(tag: K, content: string): HTMLElementTagNameMap[K] => {
    const element = document.createElement(tag);
    element.textContent = content;
    return element;
  };

  const message = document.createElement('main');
  message.style.cssText = 'max-width:36rem;margin:15vh auto 0;padding:0 1.5rem;font:1rem/1.5 system-ui,sans-serif';
  message.append(withText('h1', text.title), withText('p', text.advice));
  root.replaceChildren(message);
  document.documentElement.lang = language;
}
