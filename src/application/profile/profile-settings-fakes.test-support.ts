import { sampleUser } from '../../domain/account/sample-user.test-support';
import type { AccountProfile, Subscription } from '../../domain/account/account-profile';
import type { Locale, User } from '../../domain/account/user';
import { ApiError } from '../../domain/errors/api-error';
import { signedInSession } from '../../../tests/support/signed-in-session';
import type { AccountApi } from '../ports/account-api.port';
import type { AccountSettingsApi, AdditionalEmail } from '../ports/account-settings-api.port';
import type { Toast } from '../ports/notifier.port';
import type { ProfileApi } from '../ports/profile-api.port';
import { AccountProfileStore } from './account-profile.store';
import type { InterfaceLocale } from './language-setting.model';
import { ProfileSettingsViewModel } from './profile-settings.view-model';

/** A player's profile: three subscriptions, one additional address not confirmed. */
export function aProfile(user: Partial<User> = {}): AccountProfile {
  return {
    user: sampleUser({ playerDetails: [], activityPrivacy: false, systemWideActivityPrivacy: false, ...user }),
    personal: {
      firstName: 'Alex',
      middleName: null,
      lastName: 'Martin',
      birthDate: null,
      phone: null,
      beltNumber: null,
      heightCm: null,
      weightKg: null,
      position: null,
      ownPlayer: true,
    },
    subscriptions: [
      { id: 'sub-summary', type: 'SESSION_SUMMARY', subscribed: true },
      { id: 'sub-weekly', type: 'WEEKLY_REPORT', subscribed: false },
      { id: 'sub-individual', type: 'WEEKLY_INDIVIDUAL_REPORT', subscribed: true },
    ],
  };
}

/** A call the test answers by hand (to see the state while it runs). */
interface Held {
  resolve(): void;
}

/** Records every settings call; `failWith` makes the next calls fail; `hold` keeps them running. */
class FakeAccountSettingsApi implements AccountSettingsApi {
  readonly calls: string[] = [];
  failWith: Error[] = [];
  hold = false;
  readonly held: Held[] = [];
  private nextId = 1;

  updateLanguage(accountId: string, language: Locale): Promise<void> {
    return this.answer(`language ${accountId} ${language}`, undefined);
  }

  updateActivityPrivacy(ownerId: string, visibleToCoaches: boolean): Promise<void> {
    return this.answer(`coaches ${ownerId} ${String(visibleToCoaches)}`, undefined);
  }

  updateSubscription(subscriptionId: string, subscribed: boolean): Promise<Subscription> {
    const type =
      subscriptionId === 'sub-summary'
        ? 'SESSION_SUMMARY'
        : subscriptionId === 'sub-weekly'
          ? 'WEEKLY_REPORT'
          : 'WEEKLY_INDIVIDUAL_REPORT';
    return this.answer(`subscription ${subscriptionId} ${String(subscribed)}`, {
      id: subscriptionId,
      type,
      subscribed,
    });
  }

  addAdditionalEmail(ownerId: string, email: string): Promise<AdditionalEmail> {
    return this.answer(`add ${ownerId} ${email}`, { id: `new-${this.nextId++}`, email, confirmed: false });
  }

  deleteAdditionalEmail(ownerId: string, emailId: string): Promise<void> {
    return this.answer(`delete ${ownerId} ${emailId}`, undefined);
  }

  resendAdditionalEmailConfirmation(ownerId: string, emailId: string): Promise<void> {
    return this.answer(`resend ${ownerId} ${emailId}`, undefined);
  }

  private answer<T>(call: string, value: T): Promise<T> {
    this.calls.push(call);
    const failure = this.failWith.shift();
    const settle = (): Promise<T> => (failure === undefined ? Promise.resolve(value) : Promise.reject(failure));
    if (!this.hold) return settle();
    return new Promise<T>((resolve, reject) => {
      this.held.push({ resolve: () => void settle().then(resolve, reject) });
    });
  }
}

/** The community visibility call (AccountApi.updateSystemWidePrivacy). */
export class FakePrivacyAccountApi implements AccountApi {
  readonly privacyCalls: [string, boolean][] = [];
  failNext = 0;

  getAccount(): Promise<User> {
    return Promise.reject(new Error('not used by the settings'));
  }

  resendActivation(): Promise<void> {
    return Promise.reject(new Error('not used by the settings'));
  }

  updateUnitPreference(): Promise<void> {
    return Promise.reject(new Error('not used by the settings'));
  }

  updateSystemWidePrivacy(playerId: string, visible: boolean): Promise<void> {
    this.privacyCalls.push([playerId, visible]);
    if (this.failNext > 0) {
      this.failNext -= 1;
      return Promise.reject(new ApiError('BP_500', 'boom', 500));
    }
    return Promise.resolve();
  }
}

class FakeInterfaceLocale implements InterfaceLocale {
  locale: Locale = 'en';
  readonly switches: Locale[] = [];

  setLocale(locale: Locale): void {
    this.locale = locale;
    this.switches.push(locale);
  }
}

export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Signs in, loads the profile into a store, and builds the settings view-model on it. */
export async function setUpSettings(profile: AccountProfile = aProfile()) {
  const { session, kv } = await signedInSession(profile.user);
  // The settings only read the profile: the page's other calls are not theirs.
  const profileApi = { getProfile: () => Promise.resolve(profile) } as Pick<ProfileApi, 'getProfile'> as ProfileApi;
  const store = new AccountProfileStore(session, profileApi);
  await store.load();
  const api = new FakeAccountSettingsApi();
  const accountApi = new FakePrivacyAccountApi();
  const interfaceLocale = new FakeInterfaceLocale();
  const toasts: Toast[] = [];
  const vm = new ProfileSettingsViewModel(store, {
    api,
    accountApi,
    interfaceLocale,
    notifier: { notify: (t) => toasts.push(t) },
  });
  return { kv, session, store, api, accountApi, interfaceLocale, toasts, vm };
}
