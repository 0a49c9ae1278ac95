import { LOCALE_KEY, USER_KEY } from '../application/ports/account-store.port';
import { initialLocale, parseLocale, type Locale } from '../domain/account/user';
import { siteModeOf } from '../domain/navigation/site-mode';
import { EMAIL_MAX_LENGTH } from '../domain/validation/credentials-validation';
import { LOGIN_SHELL_IDS } from '../ui/app/login-shell';

/**
 * index.html's inline script (docs/architecture.md#the-first-paint): which screen the page draws before its modules.
 * The build bundles this file and puts it into the page (tools/build/first-screen-card.plugin.ts), so the site mode,
 * the storage keys, the locale choice and the email's length limit are the app's own. The login card on the app's
 * /login for a visitor who is not signed in, in the language the app will choose; on the integration site, nothing of
 * the app's (not even its styles). It runs before any module: it imports nothing that does work on import.
 */
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function showFirstScreen(): void {
  const shell = document.getElementById(LOGIN_SHELL_IDS.card);
  if (!shell) return;
  if (siteModeOf(location.hostname) === 'integration') {
    shell.remove();
    document.getElementById('first-screen-style')?.remove();
    return;
  }
  // Elsewhere the card leaves the page at once: only one form may answer to "Email".
  if (location.pathname !== '/login' || stored(USER_KEY) !== null) {
    shell.remove();
    return;
  }
  const picker = document.getElementById(LOGIN_SHELL_IDS.language) as HTMLSelectElement;
  // The card's words are English; each element with French carries it in data-fr (the build puts it there).
  const speak = (locale: Locale) => {
    shell.querySelectorAll<HTMLElement>('[data-fr]').forEach((element) => {
      element.dataset.en ??= element.textContent ?? '';
      element.textContent = (locale === 'fr' ? element.dataset.fr : element.dataset.en) ?? '';
    });
    document.documentElement.lang = locale;
    document.title = `${document.getElementById(LOGIN_SHELL_IDS.title)?.textContent ?? ''} · Pulseboard`;
    picker.value = locale;
  };
  picker.addEventListener('change', () => {
    const chosen = parseLocale(picker.value);
    if (!chosen) return;
    try {
      localStorage.setItem(LOCALE_KEY, chosen);
    } catch {
      // Not kept: the app starts in the language it finds.
    }
    speak(chosen);
  });
  // As the app's form does: the address a link brought (/login?email=…), trimmed and cut to the longest address.
  const linkedEmail = new URLSearchParams(location.search).get('email');
  if (linkedEmail)
    (document.getElementById(LOGIN_SHELL_IDS.email) as HTMLInputElement).value = linkedEmail
      .trim()
      .slice(0, EMAIL_MAX_LENGTH);
  speak(initialLocale(stored(LOCALE_KEY), navigator.languages ?? []));
  shell.hidden = false;
}

showFirstScreen();
