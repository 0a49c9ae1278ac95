import { parseLocale } from '../../../application/shell/locale.store';
import type { Locale } from '../../../domain/account/user';

/**
 * What a visitor did in index.html's login card (docs/architecture.md#the-first-paint) before the app took its place:
 * the card is drawn with the page, and the app's own form replaces it at its first render, so nothing typed there
 * may be lost.
 */
export interface LoginShellInput {
  readonly email: string;
  readonly password: string;
  /** The field the visitor was in, which keeps the focus. */
  readonly focused: 'email' | 'password' | null;
  /** The language the card's picker shows. */
  readonly locale: Locale | null;
}

/** The card's fields, read while the card is still in the page (the app's first render); null when it was not shown. */
export function loginShellInputOf(page: Document): LoginShellInput | null {
  const shell = page.getElementById('login-shell');
  if (!shell || shell.hidden) return null;
  const valueOf = (id: string): string => {
    // An input's or a select's value; read by shape, as the page's own element classes are not this realm's in tests.
    const value = (page.getElementById(id) as { value?: unknown } | null)?.value;
    return typeof value === 'string' ? value : '';
  };
  const focusedId = page.activeElement?.id;
  return {
    email: valueOf('login-shell-email'),
    password: valueOf('login-shell-password'),
    focused: focusedId === 'login-shell-email' ? 'email' : focusedId === 'login-shell-password' ? 'password' : null,
    locale: parseLocale(valueOf('login-shell-language')),
  };
}
