import { makeAutoObservable, runInAction } from 'mobx';
import { map, take, timer, type Subscription } from 'rxjs';
import { isApiError } from '../../domain/errors/api-error';
import { answerForSignedInAccount } from '../acting-player/acting-player-answer';
import type { AuthSession } from '../auth/auth-session.store';
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
  pending = false;
  secondsLeft = 0;
  private countdown: Subscription | null = null;

  constructor(
    private readonly session: AuthSession,
    private readonly accountApi: AccountApi,
    private readonly notifier: Notifier,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<ActivationBannerViewModel, 'session' | 'accountApi' | 'notifier' | 'clock' | 'countdown'>(this, {
      session: false,
      accountApi: false,
      notifier: false,
      clock: false,
      countdown: false,
    });
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
    this.pending = true;
    try {
      const answer = await answerForSignedInAccount(this.session, () => this.accountApi.resendActivation());
      runInAction(() => {
        this.pending = false;
        if (answer.stale) return;
        this.notifier.notify({ kind: 'success', code: 'ACTIVATION_EMAIL_SENT' });
        this.startLockout();
      });
    } catch (error) {
      runInAction(() => {
        this.pending = false;
        if (isApiError(error, 'BP_403')) {
          // docs/product-rules.md#account-status: BP_403 means the account is already active.
          this.session.markActive();
          this.notifier.notify({ kind: 'success', code: 'ACCOUNT_ACTIVATED' });
        } else {
          this.notifier.notify({ kind: 'error', code: 'GENERIC_ERROR' });
        }
      });
    }
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
