import { makeAutoObservable, runInAction } from 'mobx';
import { map, take, timer, type Subscription } from 'rxjs';
import { isApiError } from '../../domain/errors/api-error';
import type { AuthSession } from '../auth/auth-session.store';
import { LatestRequest } from '../latest-request/latest-request';
import type { AccountApi } from '../ports/account-api.port';
import type { Clock } from '../ports/clock.port';
import type { Notifier } from '../ports/notifier.port';

/** docs/product-rules.md#account-status: after a resend the button is disabled for 60 seconds. */
const RESEND_LOCKOUT_SECONDS = 60;

/**
 * The banner for NOT_VERIFIED accounts (docs/product-rules.md#activation-banner, docs/product-rules.md#account-status): resend the activation mail, wait
 * 60 s before the next one, close it for now (it comes back on the next route). An answer that
 * lands after another account signed in says nothing to them and changes nothing of theirs.
 */
export class ActivationBannerViewModel {
  closed = false;
  secondsLeft = 0;
  private countdown: Subscription | null = null;
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
    makeAutoObservable<ActivationBannerViewModel, 'session' | 'accountApi' | 'notifier' | 'clock' | 'countdown' | 'resending'>(this, {
      session: false,
      accountApi: false,
      notifier: false,
      clock: false,
      countdown: false,
      resending: false,
    });
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
    if (!this.canResend) return;
    await this.resending.run(() => this.accountApi.resendActivation(), {
      loaded: () => {
        this.notifier.notify({ kind: 'success', code: 'ACTIVATION_EMAIL_SENT' });
        this.startLockout();
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

  private startLockout(): void {
    this.countdown?.unsubscribe();
    this.secondsLeft = RESEND_LOCKOUT_SECONDS;
    this.countdown = timer(1000, 1000, this.clock.scheduler)
      .pipe(
        take(RESEND_LOCKOUT_SECONDS),
        map((tick) => RESEND_LOCKOUT_SECONDS - tick - 1),
      )
      .subscribe((left) => runInAction(() => (this.secondsLeft = left)));
  }
}
