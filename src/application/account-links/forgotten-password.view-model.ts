import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '../../domain/errors/api-error';
import { validateEmail, type EmailCode } from '../../domain/validation/credentials-validation';
import type { AccountLinksApi } from '../ports/account-links-api.port';
import type { Clock } from '../ports/clock.port';
import { ResendCountdown } from './resend-countdown';

/** docs/product-rules.md#our-choices: the wait before another reset mail may be asked for. */
export const PASSWORD_RESET_RESEND_SECONDS = 60;

/** Why no mail went out (docs/api-account.md#password); the view translates. */
export type ForgottenPasswordFailure = 'EMAIL_NOT_REGISTERED' | 'ACCOUNT_NOT_ACTIVATED' | 'TRY_AGAIN_LATER';

/**
 * /forgotten-password: ask for a reset mail, then "check your inbox" with a resend after a wait
 * (docs/product-rules.md#public-routes). Errors show after the first submit (docs/product-rules.md#when-errors-show);
 * a failure keeps what was typed.
 */
export class ForgottenPasswordViewModel {
  email = '';
  submitted = false;
  pending = false;
  failure: ForgottenPasswordFailure | null = null;
  /** The address the mail went to: the page shows "check your inbox" while set. */
  sentTo: string | null = null;
  /** How many more mails were sent from the "check your inbox" state. */
  resent = 0;
  readonly countdown: ResendCountdown;

  constructor(
    private readonly api: AccountLinksApi,
    clock: Clock,
  ) {
    this.countdown = new ResendCountdown(clock, PASSWORD_RESET_RESEND_SECONDS);
    makeAutoObservable<ForgottenPasswordViewModel, 'api'>(this, { api: false, countdown: false });
  }

  get emailError(): EmailCode | null {
    return this.submitted ? validateEmail(this.email) : null;
  }

  get secondsLeft(): number {
    return this.countdown.secondsLeft;
  }

  get canResend(): boolean {
    return this.sentTo !== null && !this.pending && !this.countdown.running;
  }

  setEmail(value: string): void {
    this.email = value;
    this.failure = null;
  }

  /** Sends the first mail; resolves true when it went out. */
  async submit(): Promise<boolean> {
    this.submitted = true;
    this.failure = null;
    if (validateEmail(this.email) !== null || this.pending) return false;
    return this.send(this.email.trim(), false);
  }

  /** Another mail to the same address, once the wait is over. */
  async resend(): Promise<boolean> {
    if (!this.canResend || this.sentTo === null) return false;
    this.failure = null;
    return this.send(this.sentTo, true);
  }

  /** Back to the form, with the address still typed. */
  useAnotherAddress(): void {
    this.sentTo = null;
    this.resent = 0;
    this.failure = null;
    this.countdown.stop();
  }

  dispose(): void {
    this.countdown.stop();
  }

  private async send(email: string, again: boolean): Promise<boolean> {
    this.pending = true;
    try {
      await this.api.requestPasswordReset(email);
      runInAction(() => {
        this.pending = false;
        this.sentTo = email;
        if (again) this.resent += 1;
        this.countdown.start();
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.pending = false;
        this.failure = failureOf(error);
      });
      return false;
    }
  }
}

function failureOf(error: unknown): ForgottenPasswordFailure {
  if (isApiError(error, 'BP_404')) return 'EMAIL_NOT_REGISTERED';
  if (isApiError(error, 'BP_403')) return 'ACCOUNT_NOT_ACTIVATED';
  return 'TRY_AGAIN_LATER';
}
