import { makeAutoObservable } from 'mobx';
import type { Locale } from '../../domain/account/user';
import type { AuthSession } from '../auth/auth-session.store';
import { LatestRequest } from '../latest-request/latest-request';
import type { AccountSettingsApi } from '../ports/account-settings-api.port';
import type { LocaleStore } from './locale.store';

/**
 * The top bar's language picker on a signed-in page (docs/product-rules.md#sidebar-layout): a choice
 * changes the interface at once and is kept in this browser, as on the public pages, and is saved to
 * the account with PUT /web/account/{accountId}/language, as the profile's language section does
 * (docs/api-account.md#profile), so that the next login speaks it. A failed save is ignored
 * (docs/product-rules.md#error-behaviour): the interface keeps the chosen language. A save that
 * lands after a logout or another login is dropped.
 */
export class AccountLanguageStore {
  /** The language the save on its way sends. */
  private sending: Locale | null = null;
  private readonly save: LatestRequest<void, null>;

  constructor(
    private readonly session: AuthSession,
    private readonly interfaceLocale: Pick<LocaleStore, 'locale' | 'setLocale'>,
    private readonly api: Pick<AccountSettingsApi, 'updateLanguage'>,
  ) {
    this.save = new LatestRequest({ owner: { kind: 'signed-in-account', source: session }, classify: () => null });
    makeAutoObservable<AccountLanguageStore, 'session' | 'interfaceLocale' | 'api' | 'save' | 'sending'>(this, {
      session: false,
      interfaceLocale: false,
      api: false,
      save: false,
      sending: false,
    });
  }

  /** The language the interface speaks (what the picker shows). */
  get locale(): Locale {
    return this.interfaceLocale.locale;
  }

  /** Switches the interface now; saves the choice when the account has (or is being given) another one. */
  choose(locale: Locale): void {
    if (locale !== this.interfaceLocale.locale) this.interfaceLocale.setLocale(locale);
    const user = this.session.user;
    const accountLanguage = this.save.state.status === 'loading' ? this.sending : user?.language;
    if (user === null || accountLanguage === locale) return;
    this.sending = locale;
    void this.save.run(() => this.api.updateLanguage(user.accountId, locale), {
      loaded: () => {
        const now = this.session.user;
        if (now?.accountId === user.accountId) this.session.updateUser({ ...now, language: locale });
      },
    });
  }
}
