import { makeAutoObservable, observable, runInAction } from 'mobx';
import { SUBSCRIPTION_TYPES, type Subscription, type SubscriptionType } from '../../domain/account/account-profile';
import type { AccountSettingsApi } from '../ports/account-settings-api.port';
import type { Notifier } from '../ports/notifier.port';
import type { AccountProfileStore } from './account-profile.store';

type NotificationErrorCode = 'NOTIFICATIONS_SAVE_FAILED';
export const NOTIFICATIONS_SAVED = 'NOTIFICATIONS_SAVED';

/** One mail the account can receive, as the switch shows it. */
export interface NotificationSetting {
  readonly type: SubscriptionType;
  /** The saved value, or the one asked for while it saves. */
  readonly subscribed: boolean;
  readonly saving: boolean;
  readonly errorCode: NotificationErrorCode | null;
}

/**
 * The profile's mail subscriptions (docs/product-rules.md#profile-fields): the session summary after
 * each session, the weekly report and the weekly individual report (Monday morning), each saved on
 * change with PATCH /web/subscriptions/{id} (docs/api-account.md#profile). The switch shows
 * the new value while it saves; a success says so (toast `NOTIFICATIONS_SAVED`) and keeps the
 * server's answer; a failure rolls the switch back and says so beside it.
 */
export class NotificationSettingsModel {
  private readonly requested = observable.map<SubscriptionType, boolean>();
  failedType: SubscriptionType | null = null;

  constructor(
    private readonly store: AccountProfileStore,
    private readonly api: AccountSettingsApi,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<NotificationSettingsModel, 'store' | 'api' | 'notifier' | 'requested'>(this, {
      store: false,
      api: false,
      notifier: false,
      requested: false,
    });
  }

  /** The account's subscriptions in the product's order (a type the account lacks is left out). */
  get settings(): readonly NotificationSetting[] {
    const subscriptions = this.store.profile?.subscriptions ?? [];
    return SUBSCRIPTION_TYPES.flatMap((type) => {
      const saved = subscriptions.find((s) => s.type === type);
      if (saved === undefined) return [];
      const requested = this.requested.get(type);
      return [
        {
          type,
          subscribed: requested ?? saved.subscribed,
          saving: requested !== undefined,
          errorCode: this.failedType === type ? 'NOTIFICATIONS_SAVE_FAILED' : null,
        },
      ];
    });
  }

  async setSubscribed(type: SubscriptionType, subscribed: boolean): Promise<boolean> {
    const saved = this.store.profile?.subscriptions.find((s) => s.type === type);
    if (saved === undefined || this.requested.has(type) || saved.subscribed === subscribed) return false;
    this.requested.set(type, subscribed);
    if (this.failedType === type) this.failedType = null;
    let answer: Subscription;
    try {
      answer = await this.api.updateSubscription(saved.id, subscribed);
    } catch {
      runInAction(() => {
        this.requested.delete(type);
        this.failedType = type;
      });
      return false;
    }
    runInAction(() => {
      this.requested.delete(type);
      this.store.update((profile) => ({
        ...profile,
        subscriptions: profile.subscriptions.map((s) =>
          s.id === saved.id ? { ...s, subscribed: answer.subscribed } : s,
        ),
      }));
    });
    this.notifier.notify({ kind: 'success', code: NOTIFICATIONS_SAVED });
    return true;
  }
}
