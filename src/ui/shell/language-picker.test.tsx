// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInSession } from '../../../tests/support/signed-in-session';
import { APP_TOKENS } from '../../application/app.tokens';
import { LOCALE_KEY } from '../../application/ports/account-store.port';
import type { ServiceResolver, ServiceToken } from '../../application/service-token';
import { AccountLanguageStore } from '../../application/shell/account-language.store';
import { LocaleStore } from '../../application/shell/locale.store';
import { SHELL_TOKENS } from '../../application/shell/shell.tokens';
import { sampleUser } from '../../domain/account/sample-user.test-support';
import type { Locale } from '../../domain/account/user';
import { messages } from '../locales/en/app.po';
import { AccountLanguagePicker, LanguagePicker } from './language-picker';
import { ServiceProvider } from '../app/service-context';

afterEach(cleanup);

/** The two pickers over a signed-in session (account in English), with an API that records the saves. */
async function renderPicker(which: 'public' | 'signed-in') {
  const { session, kv } = await signedInSession(sampleUser({ accountId: 'acc-7', language: 'en' }));
  const locale = new LocaleStore(kv);
  const saves: [string, Locale][] = [];
  const account = new AccountLanguageStore(session, locale, {
    updateLanguage: (accountId, language) => {
      saves.push([accountId, language]);
      return Promise.resolve();
    },
  });
  const services = new Map<symbol, unknown>([
    [APP_TOKENS.LocaleStore, locale],
    [SHELL_TOKENS.AccountLanguageStore, account],
  ]);
  const resolver: ServiceResolver = {
    get: <T,>(token: ServiceToken<T>): T => {
      if (!services.has(token)) throw new Error(`no ${String(token)} in this test`);
      return services.get(token) as T;
    },
    load: () => Promise.resolve(),
  };
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en', messages });
  render(
    <ServiceProvider resolver={resolver}>
      <I18nProvider i18n={i18n}>{which === 'public' ? <LanguagePicker /> : <AccountLanguagePicker />}</I18nProvider>
    </ServiceProvider>,
  );
  const choose = (value: Locale) =>
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value } });
  return { choose, saves, kv, locale };
}

describe('the language picker', () => {
  it('on a signed-in page, switches the interface and saves the choice to the account', async () => {
    const { choose, saves, kv } = await renderPicker('signed-in');
    choose('fr');
    expect(kv.get(LOCALE_KEY)).toBe('fr');
    expect(saves).toEqual([['acc-7', 'fr']]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' }).value).toBe('fr');
  });

  it('on a public page, only keeps the choice in the browser', async () => {
    const { choose, saves, kv, locale } = await renderPicker('public');
    choose('fr');
    expect(locale.locale).toBe('fr');
    expect(kv.get(LOCALE_KEY)).toBe('fr');
    expect(saves).toEqual([]);
  });
});
