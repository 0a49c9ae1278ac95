import { makeAutoObservable, runInAction } from 'mobx';
import { timer, type Subscription } from 'rxjs';
import { isApiError } from '../../domain/errors/api-error';
import type { AuthSession } from '../auth/auth-session.store';
import { LatestRequest } from '../latest-request/latest-request';
import type { AccountApi } from '../ports/account-api.port';
import type { Clock } from '../ports/clock.port';
import type { Notifier } from '../ports/notifier.port';

/** docs/product-rules.md#account-status: after a resend the button is disabled for 60 seconds. */
const RESEND_LOCKOUT_SECONDS = 60;
const SECOND_MS = 1000;

/**
 * The banner for NOT_VERIFIED accounts (docs/product-rules.md#activation-banner, docs/product-rules.md#account-status): resend the activation mail, wait
 * 60 s before the next one, close it for now (it comes back on the next route). An answer that
 * lands after another account signed in says nothing to them and changes nothing of theirs. The wait
 * belongs to the account whose resend started it: another account signed in on this tab has its own
 * (none until it resends), and the first one finds what is left of its wait when it signs in again.
 */
export class ActivationBannerViewModel {
  closed = false;
  /** When each account's wait ends (epoch ms), by account id. */
  private readonly lockoutEnds = new Map<string, number>();
  /** The clock's time, read again every second while a wait runs. */
  private now: number;
  private ticking: Subscription | null = null;
  /** The resend, for the signed-in account: an answer that lands after another account signed in says nothing to them. */
  private readonly resending: LatestRequest<void, 'ALREADY_ACTIVE' | 'GENERIC_ERROR'>;

  constructor(
    private readonly session: AuthSession,
    private readonly accountApi: AccountApi,
    private readonly notifier: Notifier,
    private readonly clock: Clock,
  ) {
    // docs/product-rules.md#account-status: BP_403 means the account is already active.
    const classify = (error: unknown) => (isApiError(error, 'BP_403') ? 'ALREADY_ACTIVE' : 'GENERIC_ERROR');
    this.resending = new LatestRequest({ owner: { kind: 'signed-in-account', source: session }, classify });
    this.now = clock.now();
    makeAutoObservable<ActivationBannerViewModel, 'session' | 'accountApi' | 'notifier' | 'clock' | 'ticking' | 'resending'>(this, {
      session: false,
      accountApi: false,
      notifier: false,
      clock: false,
      ticking: false,
      resending: false,
    });
  }

  /** The seconds the signed-in account still waits before another resend; 0 when it may resend. */
  get secondsLeft(): number {
    const accountId = this.session.user?.accountId;
    const end = accountId === undefined ? undefined : this.lockoutEnds.get(accountId);
    return end === undefined ? 0 : Math.max(0, Math.ceil((end - this.now) / SECOND_MS));
  }

  get pending(): boolean {
    return this.resending.state.status === 'loading';
  }

  get visible(): boolean {
    return !this.closed && this.session.user?.playerAccountStatus === 'NOT_VERIFIED';
  }

  get canResend(): boolean {
    return !this.pending && this.secondsLeft === 0;
  }

  close(): void {
    this.closed = true;
  }

  routeChanged(): void {
    this.closed = false;
  }

  async resend(): Promise<void> {
    const accountId = this.session.user?.accountId;
    if (!this.canResend || accountId === undefined) return;
    await this.resending.run(() => this.accountApi.resendActivation(), {
      // Kept only while the account that asked is still the one signed in (the request's owner).
      loaded: () => {
        this.notifier.notify({ kind: 'success', code: 'ACTIVATION_EMAIL_SENT' });
        this.startLockout(accountId);
      },
      failed: (failure) => {
        if (failure === 'ALREADY_ACTIVE') {
          this.session.markActive();
          this.notifier.notify({ kind: 'success', code: 'ACCOUNT_ACTIVATED' });
        } else {
          this.notifier.notify({ kind: 'error', code: 'GENERIC_ERROR' });
        }
      },
    });
  }

  private startLockout(accountId: string): void {
    this.now = this.clock.now();
    this.lockoutEnds.set(accountId, this.now + RESEND_LOCKOUT_SECONDS * SECOND_MS);
    this.ticking ??= timer(SECOND_MS, SECOND_MS, this.clock.scheduler).subscribe(() => runInAction(() => this.tick()));
  }

  /** Reads the clock again and forgets the waits that ended; stops ticking when none is left. */
  private tick(): void {
    this.now = this.clock.now();
    const ended = [...this.lockoutEnds].filter(([, end]) => end <= this.now).map(([accountId]) => accountId);
    for (const accountId of ended) this.lockoutEnds.delete(accountId);
    if (this.lockoutEnds.size === 0) {
      this.ticking?.unsubscribe();
      this.ticking = null;
    }
  }
}
