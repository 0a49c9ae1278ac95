import { makeAutoObservable } from 'mobx';
import type { Locale } from '../../domain/account/user';
import { LatestRequest } from '../latest-request/latest-request';
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
  /** The language the latest save sends (the account will have it once saved). */
  private sending: Locale | null = null;
  /**
   * The saves, a later choice overtaking one on its way. The answer is anyone's: the store refuses
   * a profile of another account than the signed-in one.
   */
  private readonly saving = new LatestRequest<void, 'LANGUAGE_SAVE_FAILED'>({
    owner: { kind: 'anyone' },
    classify: () => 'LANGUAGE_SAVE_FAILED',
  });

  constructor(
    private readonly store: AccountProfileStore,
    private readonly interfaceLocale: InterfaceLocale,
    private readonly api: AccountSettingsApi,
  ) {
    makeAutoObservable<LanguageSettingModel, 'store' | 'interfaceLocale' | 'api' | 'sending' | 'saving'>(this, {
      store: false,
      interfaceLocale: false,
      api: false,
      sending: false,
      saving: false,
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
    this.sending = locale;
    await this.saving.run(() => this.api.updateLanguage(accountId, locale), {
      loaded: () => {
        this.sending = null;
        this.store.update((profile) => ({ ...profile, user: { ...profile.user, language: locale } }));
      },
      // Ignored (docs/product-rules.md#error-behaviour: "language change | any failure | ignored").
      failed: () => {
        this.sending = null;
      },
    });
  }
}
