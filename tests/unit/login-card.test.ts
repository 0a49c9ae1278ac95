import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { LOCALE_KEY, USER_KEY } from '../../src/application/ports/account-store.port';
import { retireLoginShell, takeLoginShellInput } from '../../src/ui/app/login-shell';
import { readCatalog } from '../support/catalogs';

/**
 * index.html's login card and its script (docs/architecture.md#the-first-paint), run in a page like the browser's:
 * the card shows on the app's /login only, for a visitor not signed in, in the language the app will choose, and its
 * words are the catalogs' own.
 */
const ROOT = path.join(import.meta.dirname, '../..');
const INDEX_HTML = readFileSync(path.join(ROOT, 'index.html'), 'utf8')
  // The built page's inline styles, which the script removes on the integration site.
  .replace('</head>', '<style id="first-screen-style">body{margin:0}</style></head>')
  // Only the card's own script: the app's module does not run here.
  .replace(/<script type="module"[^>]*><\/script>/, '');

interface Visit {
  readonly url: string;
  readonly stored?: Readonly<Record<string, string>>;
  readonly languages?: readonly string[];
}

function open({ url, stored = {}, languages = ['en-US'] }: Visit): Document {
  const dom = new JSDOM(INDEX_HTML, {
    url,
    runScripts: 'dangerously',
    beforeParse(window) {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
      Object.defineProperty(window.navigator, 'languages', { value: languages });
    },
  });
  return dom.window.document;
}

const shownIn = (page: Document) => page.getElementById('login-shell')?.hidden === false;
const inPage = (page: Document) => page.getElementById('login-shell') !== null;
const heading = (page: Document) => page.querySelector('h1')?.textContent;

describe("index.html's login card", () => {
  it('shows on /login, in English by default, with the tab titled like the app’s', () => {
    const page = open({ url: 'https://app.example.com/login' });
    expect(shownIn(page)).toBe(true);
    expect(heading(page)).toBe('Log in');
    expect(page.title).toBe('Log in · Pulseboard');
    expect(page.documentElement.lang).toBe('en');
  });

  it("speaks the stored language first, then the browser's, as the app does", () => {
    expect(heading(open({ url: 'https://app.example.com/login', stored: { [LOCALE_KEY]: 'fr' } }))).toBe('Se connecter');
    const fromBrowser = open({ url: 'https://app.example.com/login', languages: ['de-DE', 'fr-CA'] });
    expect(heading(fromBrowser)).toBe('Se connecter');
    expect(fromBrowser.documentElement.lang).toBe('fr');
    expect((fromBrowser.getElementById('login-shell-language') as HTMLSelectElement).value).toBe('fr');
    expect(heading(open({ url: 'https://app.example.com/login', stored: { [LOCALE_KEY]: 'en' }, languages: ['fr-FR'] }))).toBe('Log in');
    expect(heading(open({ url: 'https://app.example.com/login', stored: { [LOCALE_KEY]: 'klingon' }, languages: ['fr-FR'] }))).toBe('Se connecter');
  });

  it('keeps a language picked on it, for the app to start in', () => {
    const page = open({ url: 'https://app.example.com/login' });
    const picker = page.getElementById('login-shell-language') as HTMLSelectElement;
    picker.value = 'fr';
    picker.dispatchEvent(new page.defaultView!.Event('change'));
    expect(heading(page)).toBe('Se connecter');
    expect(page.defaultView!.localStorage.getItem(LOCALE_KEY)).toBe('fr');
    picker.value = 'en';
    picker.dispatchEvent(new page.defaultView!.Event('change'));
    expect(page.querySelector('.auth-card__lead')?.textContent).toBe('See what your heart did in every session.');
  });

  it('shows the address a link brought, as the app’s form does', () => {
    const page = open({ url: 'https://app.example.com/login?email=%20kim%40example.com%20&redirectTo=%2Fsessions' });
    expect(shownIn(page)).toBe(true);
    expect((page.getElementById('login-shell-email') as HTMLInputElement).value).toBe('kim@example.com');
    expect(takeLoginShellInput(page)?.email).toBe('kim@example.com');
  });

  it('leaves the page on other pages and for a visitor already signed in, so that only the app’s form is there', () => {
    expect(inPage(open({ url: 'https://app.example.com/dashboard' }))).toBe(false);
    expect(inPage(open({ url: 'https://app.example.com/login/extra' }))).toBe(false);
    expect(inPage(open({ url: 'https://app.example.com/login', stored: { [USER_KEY]: '{"id":"u1"}' } }))).toBe(false);
    expect(inPage(open({ url: 'https://app.example.com/login' }))).toBe(true);
  });

  it("leaves the integration site without the card and without the app's styles", () => {
    const page = open({ url: 'https://integration.example.com/login' });
    expect(inPage(page)).toBe(false);
    expect(page.getElementById('first-screen-style')).toBeNull();
    expect(open({ url: 'https://app.example.com/login' }).getElementById('first-screen-style')).not.toBeNull();
  });

  it("words everything as the app's catalogs do, in both languages", () => {
    const french = new Map(readCatalog(path.join(ROOT, 'src/ui/locales/fr/app.po')).map((entry) => [entry.msgid, entry.msgstr]));
    const english = new Set(readCatalog(path.join(ROOT, 'src/ui/locales/en/app.po')).map((entry) => entry.msgid));
    const worded = [...open({ url: 'https://app.example.com/login' }).querySelectorAll<HTMLElement>('#login-shell [data-fr]')];
    expect(worded.length).toBeGreaterThanOrEqual(7);
    for (const element of worded) {
      const text = element.dataset.en ?? element.textContent ?? '';
      expect(english, `"${text}" is a message of the app`).toContain(text);
      expect(element.dataset.fr, `the French of "${text}"`).toBe(french.get(text));
    }
  });
});

describe('what the app takes over from the card', () => {
  it('hands over the typed fields, the focused one and the picked language once, and takes the card out', () => {
    const page = open({ url: 'https://app.example.com/login' });
    (page.getElementById('login-shell-email') as HTMLInputElement).value = 'player@example.com';
    const password = page.getElementById('login-shell-password') as HTMLInputElement;
    password.value = 'demo-pass-1';
    password.focus();
    expect(takeLoginShellInput(page)).toEqual({ email: 'player@example.com', password: 'demo-pass-1', focused: 'password', locale: 'en' });
    expect(page.getElementById('login-shell')).toBeNull();
    expect(takeLoginShellInput(page)).toBeNull();
  });

  it('keeps what the card held when the app’s first screen takes it out before the login form is in', () => {
    const page = open({ url: 'https://app.example.com/login' });
    (page.getElementById('login-shell-email') as HTMLInputElement).value = 'kim@example.com';
    retireLoginShell(page);
    expect(page.getElementById('login-shell')).toBeNull();
    expect(takeLoginShellInput(page)?.email).toBe('kim@example.com');
  });

  it('hands over nothing when the card was not shown, and takes it out all the same', () => {
    const page = open({ url: 'https://app.example.com/dashboard' });
    expect(takeLoginShellInput(page)).toBeNull();
    expect(page.getElementById('login-shell')).toBeNull();
    expect(takeLoginShellInput(new JSDOM('<div id="root"></div>').window.document)).toBeNull();
  });
});
