import type { AccountApi } from '../ports/account-api.port';
import type { AccountSettingsApi } from '../ports/account-settings-api.port';
import type { Notifier } from '../ports/notifier.port';
import type { AccountProfileStore } from './account-profile.store';
import { AdditionalEmailsModel } from './additional-emails.model';
import { LanguageSettingModel, type InterfaceLocale } from './language-setting.model';
import { NotificationSettingsModel } from './notification-settings.model';
import { PrivacySettingsModel } from './privacy-settings.model';

/** What the settings sections need besides the page's profile store. */
export interface ProfileSettingsDependencies {
  readonly api: AccountSettingsApi;
  /** The community visibility call, shared with the leaderboard. */
  readonly accountApi: AccountApi;
  readonly interfaceLocale: InterfaceLocale;
  readonly notifier: Notifier;
}

/**
 * The profile's settings sections (docs/product-rules.md#profile-fields): language, privacy,
 * notifications and additional notification addresses. Each section saves on its own and puts
 * what was saved back in the page's AccountProfileStore (one per visit), which keeps the signed-in
 * user in step. Every call names the signed-in account, so a parent edits their own settings.
 */
export class ProfileSettingsViewModel {
  readonly language: LanguageSettingModel;
  readonly privacy: PrivacySettingsModel;
  readonly notifications: NotificationSettingsModel;
  readonly additionalEmails: AdditionalEmailsModel;

  constructor(
    readonly store: AccountProfileStore,
    deps: ProfileSettingsDependencies,
  ) {
    this.language = new LanguageSettingModel(store, deps.interfaceLocale, deps.api);
    this.privacy = new PrivacySettingsModel(store, deps.api, deps.accountApi, deps.notifier);
    this.notifications = new NotificationSettingsModel(store, deps.api, deps.notifier);
    this.additionalEmails = new AdditionalEmailsModel(store, deps.api, deps.notifier);
  }
}

/** Makes the sections' view-model for one visit's profile store. */
export type ProfileSettingsViewModelFactory = (store: AccountProfileStore) => ProfileSettingsViewModel;
