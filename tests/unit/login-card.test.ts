import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_KEY, USER_KEY } from '../../src/application/ports/account-store.port';
import { EMAIL_MAX_LENGTH } from '../../src/domain/validation/credentials-validation';
import { renderFirstScreenCard } from '../../src/ui/app/first-screen-card';
import { LOGIN_SHELL_IDS, retireLoginShell, takeLoginShellInput } from '../../src/ui/app/login-shell';
import { bundledScriptOf, cardOf, withFirstScreen } from '../../tools/build/first-screen-card.plugin';
import { readCatalog } from '../support/catalogs';

/**
 * index.html's login card and its script as the build generates them (docs/architecture.md#the-first-paint): the card
 * rendered from the app's own components, the script bundled from src/start/first-screen-script.ts. Run in a page like
 * the browser's: the card shows on the app's /login only, for a visitor not signed in, in the language the app will
 * choose, and its words are the catalogs' own.
 */
const ROOT = path.join(import.meta.dirname, '../..');
let INDEX_HTML = '';

beforeAll(async () => {
  const { code } = await bundledScriptOf(ROOT, 'src/start/first-screen-script.ts');
  INDEX_HTML = withFirstScreen(readFileSync(path.join(ROOT, 'index.html'), 'utf8'), {
    card: cardOf(renderFirstScreenCard),
    script: code,
  })
    // The built page's inline styles, which the script removes on the integration site.
    .replace('</head>', '<style id="first-screen-style">body{margin:0}</style></head>')
    // Only the card's own script: the app's module does not run here.
    .replace(/<script type="module"[^>]*><\/script>/, '');
}, 60_000);

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
    expect(heading(open({ url: 'https://app.example.com/login', stored: { [LOCALE_KEY]: 'fr' } }))).toBe(
      'Se connecter',
    );
    const fromBrowser = open({ url: 'https://app.example.com/login', languages: ['de-DE', 'fr-CA'] });
    expect(heading(fromBrowser)).toBe('Se connecter');
    expect(fromBrowser.documentElement.lang).toBe('fr');
    expect((fromBrowser.getElementById('login-shell-language') as HTMLSelectElement).value).toBe('fr');
    expect(
      heading(open({ url: 'https://app.example.com/login', stored: { [LOCALE_KEY]: 'en' }, languages: ['fr-FR'] })),
    ).toBe('Log in');
    expect(
      heading(
        open({ url: 'https://app.example.com/login', stored: { [LOCALE_KEY]: 'klingon' }, languages: ['fr-FR'] }),
      ),
    ).toBe('Se connecter');
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

  it('cuts a linked address at the length the app allows', () => {
    const long = `${'k'.repeat(300)}@example.com`;
    const page = open({ url: `https://app.example.com/login?email=${encodeURIComponent(long)}` });
    expect((page.getElementById('login-shell-email') as HTMLInputElement).value).toBe(long.slice(0, EMAIL_MAX_LENGTH));
  });

  it('leaves the page on other pages and for a visitor already signed in, so that only the app’s form is there', () => {
    expect(inPage(open({ url: 'https://app.example.com/dashboard' }))).toBe(false);
    expect(inPage(open({ url: 'https://app.example.com/login/extra' }))).toBe(false);
    expect(inPage(open({ url: 'https://app.example.com/login', stored: { [USER_KEY]: '{"id":"u1"}' } }))).toBe(false);
    expect(inPage(open({ url: 'https://app.example.com/login' }))).toBe(true);
  });

  it("leaves the integration site without the card and without the app's styles", () => {
    expect(inPage(open({ url: 'https://INTEGRATION.example.com/login' }))).toBe(false);
    const page = open({ url: 'https://integration.example.com/login' });
    expect(inPage(page)).toBe(false);
    expect(page.getElementById('first-screen-style')).toBeNull();
    expect(open({ url: 'https://app.example.com/login' }).getElementById('first-screen-style')).not.toBeNull();
  });

  it("words everything as the app's catalogs do, in both languages", () => {
    const french = new Map(
      readCatalog(path.join(ROOT, 'src/ui/locales/fr/app.po')).map((entry) => [entry.msgid, entry.msgstr]),
    );
    const english = new Set(readCatalog(path.join(ROOT, 'src/ui/locales/en/app.po')).map((entry) => entry.msgid));
    const worded = [
      ...open({ url: 'https://app.example.com/login' }).querySelectorAll<HTMLElement>('#login-shell [data-fr]'),
    ];
    expect(worded.length).toBeGreaterThanOrEqual(7);
    for (const element of worded) {
      const text = element.dataset.en ?? element.textContent ?? '';
      expect(english, `"${text}" is a message of the app`).toContain(text);
      expect(element.dataset.fr, `the French of "${text}"`).toBe(french.get(text));
    }
  });
});

describe('the card the build draws from the login page’s components', () => {
  const field = (page: Document, id: string) => {
    const input = page.getElementById(id) as HTMLInputElement;
    return {
      type: input.type,
      autocomplete: input.autocomplete,
      label: page.querySelector(`label[for="${id}"]`)?.textContent,
      name: input.name,
    };
  };

  it('has the app’s fields, labels and ids, in English and in French', () => {
    const english = open({ url: 'https://app.example.com/login' });
    expect(field(english, LOGIN_SHELL_IDS.email)).toEqual({
      type: 'email',
      autocomplete: 'username',
      label: 'Email',
      name: '',
    });
    expect(field(english, LOGIN_SHELL_IDS.password)).toEqual({
      type: 'password',
      autocomplete: 'current-password',
      label: 'Password',
      name: '',
    });
    expect(english.querySelector('section.auth-card')?.getAttribute('aria-labelledby')).toBe(LOGIN_SHELL_IDS.title);
    expect(english.querySelector('#login-shell a')?.getAttribute('href')).toBe('/forgotten-password');
    const french = open({ url: 'https://app.example.com/login', languages: ['fr-FR'] });
    expect(field(french, LOGIN_SHELL_IDS.email).label).toBe('E-mail');
    expect(field(french, LOGIN_SHELL_IDS.password).label).toBe('Mot de passe');
    expect(french.querySelector('#login-shell button')?.textContent).toBe('Se connecter');
    expect(french.querySelector('#login-shell .language-picker .visually-hidden')?.textContent).toBe('Langue');
  });

  it('sends nothing before the app takes over: its button is disabled and its fields have no name', () => {
    const page = open({ url: 'https://app.example.com/login' });
    expect((page.querySelector('#login-shell button[type="submit"]') as HTMLButtonElement).disabled).toBe(true);
    expect(page.querySelectorAll('#login-shell input[name]')).toHaveLength(0);
  });

  it('holds no id the app’s own page uses, so that both may stand in the page for one task', () => {
    const ids = [...open({ url: 'https://app.example.com/login' }).querySelectorAll('#login-shell [id]')].map(
      (element) => element.id,
    );
    expect(ids.sort()).toEqual(
      [LOGIN_SHELL_IDS.email, LOGIN_SHELL_IDS.language, LOGIN_SHELL_IDS.password, LOGIN_SHELL_IDS.title].sort(),
    );
  });
});

describe('what the app takes over from the card', () => {
  it('hands over the typed fields, the focused one and the picked language once, and takes the card out', () => {
    const page = open({ url: 'https://app.example.com/login' });
    (page.getElementById('login-shell-email') as HTMLInputElement).value = 'player@example.com';
    const password = page.getElementById('login-shell-password') as HTMLInputElement;
    password.value = 'demo-pass-1';
    password.focus();
    expect(takeLoginShellInput(page)).toEqual({
      email: 'player@example.com',
      password: 'demo-pass-1',
      focused: 'password',
      locale: 'en',
    });
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
