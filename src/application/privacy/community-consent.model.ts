import { makeAutoObservable } from 'mobx';
import { childCommunityConsent, type ChildPlayer, type User } from '../../domain/account/user';
import type { SignedInAccountSource } from '../acting-player/acting-player-answer';
import { LatestRequest } from '../latest-request/latest-request';
import type { AccountApi } from '../ports/account-api.port';

/**
 * What the consent model needs of the session: the signed-in user (and its changes), the player the
 * call names, and a way to keep the user in step.
 */
export interface ConsentSession extends SignedInAccountSource {
  readonly user: User | null;
  /** The player the consent is for: the player's own id, or (a parent) the child's. */
  readonly activePlayerId: string | null;
  /** A parent consents for each child on their own: for the child `activePlayerId` names. */
  readonly isParent: boolean;
  updateUser(user: User): void;
}

/** `user` with the consent saved: a child's entry for a parent (the others unchanged), else the user's own. */
function withConsent(user: User, playerId: string, isParent: boolean, visible: boolean): User {
  if (!isParent) return { ...user, systemWideActivityPrivacy: visible };
  return {
    ...user,
    playerDetails: user.playerDetails.map((child) =>
      child.playerId === playerId ? { ...child, systemWideActivityPrivacy: visible } : child,
    ),
  };
}

export type ConsentOutcome = 'accepted' | 'declined' | 'withdrawn';
export type ConsentErrorCode = 'CONSENT_SAVE_FAILED' | 'WITHDRAW_SAVE_FAILED';

/**
 * Consent to be visible to the community on the leaderboard (docs/product-rules.md#leaderboard):
 * the privacy setting "visible to the community", the User's systemWideActivityPrivacy, saved with
 * PUT /web/player/{playerId}/system-wide-privacy/activity/{true|false} (docs/api-dashboard.md#privacy).
 * The leaderboard and the profile's privacy section share it, and the same dialog.
 * A player consents for themselves (the User's systemWideActivityPrivacy); a parent for one child at
 * a time (that child's entry in playerDetails): accepting for one child leaves the others as they are.
 * - Accept saves true; once saved, the signed-in user follows and `onVisibilityChanged` runs
 *   (the leaderboard fetches again, the profile says it is saved).
 * - Decline saves nothing: the player stays off the board.
 * - A failed save keeps the dialog open as it was, and says so.
 * - Withdraw (a visible player hiding again) saves false, no dialog needed.
 * - A save that lands after another account signed in changes nothing of theirs.
 */
export class CommunityConsentModel {
  dialogOpen = false;
  /** While a save runs: the visibility asked for. */
  requestedVisible: boolean | null = null;
  outcome: ConsentOutcome | null = null;
  errorCode: ConsentErrorCode | null = null;
  /** The save, for the signed-in account (the setting is the account's). */
  private readonly sending: LatestRequest<void, 'SAVE_FAILED'>;

  constructor(
    private readonly session: ConsentSession,
    private readonly api: AccountApi,
    private readonly onVisibilityChanged: (visible: boolean) => void,
  ) {
    this.sending = new LatestRequest({
      owner: { kind: 'signed-in-account', source: session },
      classify: () => 'SAVE_FAILED',
    });
    makeAutoObservable<CommunityConsentModel, 'session' | 'api' | 'onVisibilityChanged' | 'sending'>(this, {
      session: false,
      api: false,
      onVisibilityChanged: false,
      sending: false,
    });
  }

  get saving(): boolean {
    return this.sending.state.status === 'loading';
  }

  /** A parent's consent is for this child (null for a player's own consent, or a parent with no such child). */
  get child(): ChildPlayer | null {
    const user = this.session.user;
    const playerId = this.session.activePlayerId;
    if (user === null || !this.session.isParent || playerId === null) return null;
    return user.playerDetails.find((candidate) => candidate.playerId === playerId) ?? null;
  }

  /** The child's first name the texts name (null: the player speaks for themselves). */
  get childName(): string | null {
    return this.child?.firstName ?? null;
  }

  /** A parent's other children, whom this consent leaves as they are (0 for a player). */
  get otherChildrenCount(): number {
    return this.child === null ? 0 : (this.session.user?.playerDetails.length ?? 1) - 1;
  }

  /** Whether the community sees the player on the board (the saved setting: a parent's, this child's). */
  get isVisible(): boolean {
    const user = this.session.user;
    if (user === null) return false;
    const child = this.child;
    if (child !== null) return childCommunityConsent(user, child);
    return !this.session.isParent && user.systemWideActivityPrivacy;
  }

  /** What a switch shows: on while saved on, or while turning on saves. */
  get shownVisible(): boolean {
    return this.requestedVisible ?? this.isVisible;
  }

  /** The dialog's save failed: it stays open with this message. */
  get dialogErrorCode(): 'CONSENT_SAVE_FAILED' | null {
    return this.errorCode === 'CONSENT_SAVE_FAILED' ? this.errorCode : null;
  }

  /** Withdrawing failed: the page says so beside the control. */
  get withdrawErrorCode(): 'WITHDRAW_SAVE_FAILED' | null {
    return this.errorCode === 'WITHDRAW_SAVE_FAILED' ? this.errorCode : null;
  }

  open(): void {
    if (this.isVisible || this.saving) return;
    this.dialogOpen = true;
    this.errorCode = null;
  }

  /** Decline (also Escape): closes without saving; the player stays off the board. Ignored while a save runs. */
  decline(): void {
    if (this.saving) return;
    this.dialogOpen = false;
    this.errorCode = null;
    this.outcome = 'declined';
  }

  async accept(): Promise<boolean> {
    if (!this.dialogOpen) return false;
    return this.save(true, 'accepted', 'CONSENT_SAVE_FAILED');
  }

  async withdraw(): Promise<boolean> {
    if (!this.isVisible) return false;
    return this.save(false, 'withdrawn', 'WITHDRAW_SAVE_FAILED');
  }

  /** A new acting player: the last outcome was about the previous board. */
  reset(): void {
    if (this.saving) return;
    this.dialogOpen = false;
    this.outcome = null;
    this.errorCode = null;
  }

  private async save(visible: boolean, outcome: ConsentOutcome, failure: ConsentErrorCode): Promise<boolean> {
    const playerId = this.session.activePlayerId;
    // A parent's consent names one of their children, never the account (it covers nobody else).
    if (this.saving || playerId === null || (this.session.isParent && this.child === null)) return false;
    this.requestedVisible = visible;
    this.errorCode = null;
    let saved = false;
    await this.sending.run(() => this.api.updateSystemWidePrivacy(playerId, visible), {
      loaded: () => {
        saved = true;
        this.requestedVisible = null;
        this.dialogOpen = false;
        this.outcome = outcome;
        const current = this.session.user;
        if (current !== null) this.session.updateUser(withConsent(current, playerId, this.session.isParent, visible));
      },
      failed: () => {
        this.requestedVisible = null;
        this.errorCode = failure;
      },
      dropped: () => {
        this.requestedVisible = null;
        this.dialogOpen = false;
      },
    });
    if (!saved) return false;
    this.onVisibilityChanged(visible);
    return true;
  }
}
