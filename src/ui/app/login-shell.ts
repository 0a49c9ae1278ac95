import { parseLocale, type Locale } from '../../domain/account/user';

/**
 * What a visitor did in index.html's login card (docs/architecture.md#the-first-paint) before the app took its place:
 * the card is drawn with the page, beside the app's root, and leaves the page when the app's first screen is in, so
 * nothing typed there may be lost.
 */
export interface LoginShellInput {
  readonly email: string;
  readonly password: string;
  /** The field the visitor was in, which keeps the focus. */
  readonly focused: 'email' | 'password' | null;
  /** The language the card's picker shows. */
  readonly locale: Locale | null;
}

/**
 * The ids of the card's parts, which the build gives the card (first-screen-card.tsx) and its inline script
 * (src/start/first-screen-script.ts) reads: the card, its title, the two fields and the language picker.
 */
export const LOGIN_SHELL_IDS = {
  card: 'login-shell',
  title: 'login-shell-title',
  email: 'login-shell-email',
  password: 'login-shell-password',
  language: 'login-shell-language',
} as const;

/** What each page's card held when it left, until the login form takes it over (null: it was not shown). */
const handedOver = new WeakMap<Document, LoginShellInput | null>();

function inputOf(page: Document): LoginShellInput {
  const valueOf = (id: string): string => {
    // An input's or a select's value; read by shape, as the page's own element classes are not this realm's in tests.
    const value = (page.getElementById(id) as { value?: unknown } | null)?.value;
    return typeof value === 'string' ? value : '';
  };
  const focusedId = page.activeElement?.id;
  return {
    email: valueOf(LOGIN_SHELL_IDS.email),
    password: valueOf(LOGIN_SHELL_IDS.password),
    focused: focusedId === LOGIN_SHELL_IDS.email ? 'email' : focusedId === LOGIN_SHELL_IDS.password ? 'password' : null,
    locale: parseLocale(valueOf(LOGIN_SHELL_IDS.language)),
  };
}

/**
 * Takes the card out of the page, keeping what it held. Called in the same task as the app's first commit (a layout
 * effect), before the browser paints again: the visitor never sees both cards, and cannot type in between.
 */
export function retireLoginShell(page: Document): void {
  const shell = page.getElementById(LOGIN_SHELL_IDS.card);
  if (!shell) return;
  handedOver.set(page, shell.hidden ? null : inputOf(page));
  shell.remove();
}

/** What the card held, handed over once, to the login form (null when the card was not shown or is taken already). */
export function takeLoginShellInput(page: Document): LoginShellInput | null {
  retireLoginShell(page);
  const input = handedOver.get(page) ?? null;
  handedOver.set(page, null);
  return input;
}
