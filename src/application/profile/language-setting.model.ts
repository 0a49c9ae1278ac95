import { makeAutoObservable, runInAction } from 'mobx';
import type { Locale } from '../../domain/account/user';
import type { AccountSettingsApi } from '../ports/account-settings-api.port';
import type { AccountProfileStore } from './account-profile.store';

/** The interface language as the shell keeps it (LocaleStore). */
export interface InterfaceLocale {
  readonly locale: Locale;
  setLocale(locale: Locale): void;
}

/**
 * The profile's language (docs/product-rules.md#profile-fields): a choice changes the interface at
 * once, as the language picker does, and is saved to the account with
 * PUT /web/account/{accountId}/language (docs/api-account.md#profile). A failed save is
 * ignored (docs/product-rules.md#error-behaviour): the interface keeps the chosen language.
 */
export class LanguageSettingModel {
  private saveSeq = 0;
  /** The language the latest save sends (the account will have it once saved). */
  private sending: Locale | null = null;

  constructor(
    private readonly store: AccountProfileStore,
    private readonly interfaceLocale: InterfaceLocale,
    private readonly api: AccountSettingsApi,
  ) {
    makeAutoObservable<LanguageSettingModel, 'store' | 'interfaceLocale' | 'api' | 'saveSeq' | 'sending'>(this, {
      store: false,
      interfaceLocale: false,
      api: false,
      saveSeq: false,
      sending: false,
    });
  }

  /** The language the interface speaks (what the control shows). */
  get locale(): Locale {
    return this.interfaceLocale.locale;
  }

  /** Switches the interface now; saves the choice when the account has another one. */
  choose(locale: Locale): void {
    if (locale !== this.interfaceLocale.locale) this.interfaceLocale.setLocale(locale);
    const user = this.store.profile?.user;
    if (user === undefined || (this.sending ?? user.language) === locale) return;
    void this.save(user.accountId, locale);
  }

  private async save(accountId: string, locale: Locale): Promise<void> {
    const seq = ++this.saveSeq;
    this.sending = locale;
    try {
      await this.api.updateLanguage(accountId, locale);
    } catch {
      // Ignored (docs/product-rules.md#error-behaviour: "language change | any failure | ignored").
      if (seq === this.saveSeq) this.sending = null;
      return;
    }
    if (seq !== this.saveSeq) return; // a later choice is on its way
    this.sending = null;
    runInAction(() => this.store.update((profile) => ({ ...profile, user: { ...profile.user, language: locale } })));
  }
}
