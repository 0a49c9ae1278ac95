import { makeAutoObservable } from 'mobx';
import type { User } from '../../domain/account/user';
import type { SignedInAccountSource } from '../acting-player/acting-player-answer';
import { LatestRequest } from '../latest-request/latest-request';
import type { AccountApi } from '../ports/account-api.port';

/**
 * What the consent model needs of the session: the signed-in user (and its changes), the player the
 * call names, and a way to keep the user in step.
 */
export interface ConsentSession extends SignedInAccountSource {
  readonly user: User | null;
  /** The id the privacy call names (the setting itself is stored on the calling account). */
  readonly activePlayerId: string | null;
  /** A parent's setting covers all their children. */
  readonly isParent: boolean;
  updateUser(user: User): void;
}

export type ConsentOutcome = 'accepted' | 'declined' | 'withdrawn';
export type ConsentErrorCode = 'CONSENT_SAVE_FAILED' | 'WITHDRAW_SAVE_FAILED';

/**
 * Consent to be visible to the community on the leaderboard (docs/product-rules.md#leaderboard):
 * the privacy setting "visible to the community", the User's systemWideActivityPrivacy, saved with
 * PUT /web/player/{playerId}/system-wide-privacy/activity/{true|false} (docs/api-dashboard.md#privacy).
 * The leaderboard and the profile's privacy section share it, and the same dialog.
 * The setting belongs to the calling account (a parent's choice covers their children).
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
    this.sending = new LatestRequest({ owner: { kind: 'signed-in-account', source: session }, classify: () => 'SAVE_FAILED' });
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

  /** Whether the community sees the player on the board (the saved setting). */
  get isVisible(): boolean {
    return this.session.user?.systemWideActivityPrivacy === true;
  }

  /** A parent consents for all their children at once (the setting is the account's). */
  get coversChildren(): boolean {
    return this.session.isParent;
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
    if (this.saving || playerId === null) return false;
    this.requestedVisible = visible;
    this.errorCode = null;
    const answer = await this.sending.run(() => this.api.updateSystemWidePrivacy(playerId, visible), {
      loaded: () => {
        this.requestedVisible = null;
        this.dialogOpen = false;
        this.outcome = outcome;
        const current = this.session.user;
        if (current !== null) this.session.updateUser({ ...current, systemWideActivityPrivacy: visible });
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
    if (answer.status !== 'loaded') return false;
    this.onVisibilityChanged(visible);
    return true;
  }
}
