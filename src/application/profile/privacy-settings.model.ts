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
 * (CommunityConsentModel): Decline saves nothing and leaves it off. A parent has one such switch
 * per child (`childConsents`), each saved for that child alone.
 */
export class PrivacySettingsModel {
  /** While the coaches' switch saves: the value asked for. */
  coachesRequested: boolean | null = null;
  coachesFailed = false;
  /** The player's own consent (a parent has none: they consent per child, `childConsents`). */
  readonly community: CommunityConsentModel;
  /** A parent's consents, one per child, kept while the page lives. */
  private readonly consentsByChild = new Map<string, CommunityConsentModel>();

  constructor(
    private readonly store: AccountProfileStore,
    private readonly api: AccountSettingsApi,
    accountApi: AccountApi,
    private readonly notifier: Notifier,
  ) {
    /** The consent session of `consentFor(user)`: the player's own id, or the child a parent consents for. */
    const sessionOf = (consentFor: (user: User) => string): ConsentSession => ({
      get user(): User | null {
        return store.profile?.user ?? null;
      },
      get activePlayerId(): string | null {
        const user = store.profile?.user;
        return user === undefined ? null : consentFor(user);
      },
      get isParent(): boolean {
        const user = store.profile?.user;
        return user !== undefined && isParentAccount(user);
      },
      updateUser: (user: User) => store.update((profile) => ({ ...profile, user })),
      playerChanges$: store.playerChanges$,
    });
    this.community = new CommunityConsentModel(sessionOf(settingsOwnerId), accountApi, () => this.saved());
    this.createChildConsent = (playerId: string) =>
      new CommunityConsentModel(
        sessionOf(() => playerId),
        accountApi,
        () => this.saved(),
      );
    makeAutoObservable<PrivacySettingsModel, 'store' | 'api' | 'notifier' | 'consentsByChild' | 'createChildConsent'>(
      this,
      {
        store: false,
        api: false,
        notifier: false,
        community: false,
        consentsByChild: false,
        createChildConsent: false,
      },
    );
  }

  private readonly createChildConsent: (playerId: string) => CommunityConsentModel;

  /** A parent's consent for each child, in the order of their children (empty for a player). */
  get childConsents(): readonly CommunityConsentModel[] {
    const user = this.store.profile?.user;
    if (user === undefined || !isParentAccount(user)) return [];
    return user.playerDetails.map((child) => {
      const known = this.consentsByChild.get(child.playerId);
      if (known !== undefined) return known;
      const created = this.createChildConsent(child.playerId);
      this.consentsByChild.set(child.playerId, created);
      return created;
    });
  }

  get visibleToCoaches(): boolean {
    return this.coachesRequested ?? this.store.profile?.user.activityPrivacy ?? false;
  }

  /** On while saved on, or while turning on saves (the dialog is then open). */
  get visibleToCommunity(): boolean {
    return this.community.shownVisible;
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
