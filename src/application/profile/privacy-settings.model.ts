import { makeAutoObservable, runInAction } from 'mobx';
import type { User } from '../../domain/account/user';
import { isParentAccount } from '../../domain/account/user';
import type { AccountApi } from '../ports/account-api.port';
import type { AccountSettingsApi } from '../ports/account-settings-api.port';
import type { Notifier } from '../ports/notifier.port';
import { CommunityConsentModel, type ConsentSession } from '../privacy/community-consent.model';
import type { AccountProfileStore } from './account-profile.store';
import { settingsOwnerId } from './profile-settings-owner';

export type PrivacyErrorCode = 'PRIVACY_SAVE_FAILED';
export const PRIVACY_SAVED = 'PRIVACY_SAVED';

/**
 * The profile's privacy (docs/product-rules.md#profile-fields): individual sessions visible to
 * coaches (attachments and description included), and visible to the community on the
 * leaderboard. Each is saved on change; the control shows the new value while it saves, a success
 * says so (toast `PRIVACY_SAVED`), a failure rolls the control back and says so.
 * Turning community visibility on asks for consent first, with the leaderboard's dialog
 * (CommunityConsentModel): Decline saves nothing and leaves it off.
 */
export class PrivacySettingsModel {
  /** While the coaches' switch saves: the value asked for. */
  coachesRequested: boolean | null = null;
  coachesFailed = false;
  readonly community: CommunityConsentModel;

  constructor(
    private readonly store: AccountProfileStore,
    private readonly api: AccountSettingsApi,
    accountApi: AccountApi,
    private readonly notifier: Notifier,
  ) {
    const consentSession: ConsentSession = {
      get user(): User | null {
        return store.profile?.user ?? null;
      },
      get activePlayerId(): string | null {
        const user = store.profile?.user;
        return user === undefined ? null : settingsOwnerId(user);
      },
      get isParent(): boolean {
        const user = store.profile?.user;
        return user !== undefined && isParentAccount(user);
      },
      updateUser: (user: User) => store.update((profile) => ({ ...profile, user })),
      playerChanges$: store.playerChanges$,
    };
    this.community = new CommunityConsentModel(consentSession, accountApi, () => this.saved());
    makeAutoObservable<PrivacySettingsModel, 'store' | 'api' | 'notifier'>(this, {
      store: false,
      api: false,
      notifier: false,
      community: false,
    });
  }

  get visibleToCoaches(): boolean {
    return this.coachesRequested ?? this.store.profile?.user.activityPrivacy ?? false;
  }

  /** On while saved on, or while turning on saves (the dialog is then open). */
  get visibleToCommunity(): boolean {
    return this.community.requestedVisible ?? this.community.isVisible;
  }

  get coachesErrorCode(): PrivacyErrorCode | null {
    return this.coachesFailed ? 'PRIVACY_SAVE_FAILED' : null;
  }

  /** Turning it off failed (turning on fails inside the dialog, which says so). */
  get communityErrorCode(): PrivacyErrorCode | null {
    return this.community.withdrawErrorCode !== null ? 'PRIVACY_SAVE_FAILED' : null;
  }

  async setVisibleToCoaches(visible: boolean): Promise<boolean> {
    const user = this.store.profile?.user;
    if (user === undefined || this.coachesRequested !== null || user.activityPrivacy === visible) return false;
    this.coachesRequested = visible;
    this.coachesFailed = false;
    try {
      await this.api.updateActivityPrivacy(settingsOwnerId(user), visible);
    } catch {
      runInAction(() => {
        this.coachesRequested = null;
        this.coachesFailed = true;
      });
      return false;
    }
    runInAction(() => {
      this.coachesRequested = null;
      this.store.update((profile) => ({ ...profile, user: { ...profile.user, activityPrivacy: visible } }));
    });
    this.saved();
    return true;
  }

  /** On: the consent dialog opens (nothing is saved until Accept). Off: saved at once. */
  setVisibleToCommunity(visible: boolean): void {
    if (visible) this.community.open();
    else void this.community.withdraw();
  }

  private saved(): void {
    this.notifier.notify({ kind: 'success', code: PRIVACY_SAVED });
  }
}
