import { makeAutoObservable } from 'mobx';
import { isApiError, isTooManyRequests } from '../../domain/errors/api-error';
import { validateEmail, type EmailCode } from '../../domain/validation/credentials-validation';
import { WriteRequest } from '../latest-request/write-request';
import type { AccountLinksApi } from '../ports/account-links-api.port';
import { DEFAULT_RESEND_WAIT_SECONDS, type ResendWaits } from '../resend-wait/resend-waits';

/** docs/product-rules.md#our-choices: the wait before another reset mail may be asked for. */
export const PASSWORD_RESET_RESEND_SECONDS = DEFAULT_RESEND_WAIT_SECONDS;

/**
 * Why no mail went out (docs/api-account.md#password); the view translates. TOO_MANY_REQUESTS: the server's limit
 * (docs/api.md#too-many-requests); the wait it asked for is `secondsLeft`.
 */
export type ForgottenPasswordFailure =
  'EMAIL_NOT_REGISTERED' | 'ACCOUNT_NOT_ACTIVATED' | 'TOO_MANY_REQUESTS' | 'TRY_AGAIN_LATER';

/** A refused request for a mail, and the wait the server asked for (its limit), if it did. */
interface RefusedMail {
  readonly failure: ForgottenPasswordFailure;
  readonly waitSeconds: number | null;
}

/**
 * /forgotten-password: ask for a reset mail, then "check your inbox" with a resend after a wait
 * (docs/product-rules.md#public-routes). Errors show after the first submit (docs/product-rules.md#when-errors-show);
 * a failure keeps what was typed. The wait belongs to the address (docs/product-rules.md#resend-waits): it is
 * kept in storage, so a reload, or going back to the form with the same address, still waits.
 */
export class ForgottenPasswordViewModel {
  email = '';
  submitted = false;
  /** The address the mail went to: the page shows "check your inbox" while set. */
  sentTo: string | null = null;
  /** How many more mails were sent from the "check your inbox" state. */
  resent = 0;

  /** The mail asked for: anyone's (a public page). */
  private readonly sending = new WriteRequest<void, RefusedMail>({ owner: { kind: 'anyone' }, classify: refusalOf });

  constructor(
    private readonly api: AccountLinksApi,
    private readonly waits: ResendWaits,
  ) {
    makeAutoObservable<ForgottenPasswordViewModel, 'api' | 'waits' | 'sending'>(this, {
      api: false,
      waits: false,
      sending: false,
    });
  }

  /** A mail is being asked for. */
  get pending(): boolean {
    return this.sending.pending;
  }

  /** Why the last mail did not go out, until the address changes or another is asked for. */
  get failure(): ForgottenPasswordFailure | null {
    return this.sending.error?.failure ?? null;
  }

  get emailError(): EmailCode | null {
    return this.submitted ? validateEmail(this.email) : null;
  }

  /** The wait of the address the mail went to, or else of the address typed. */
  get secondsLeft(): number {
    const address = this.sentTo ?? this.email.trim();
    return address === '' ? 0 : this.waits.secondsLeft('password-reset', address);
  }

  /** The form may be sent: nothing on its way, and no wait for the address typed. */
  get canSubmit(): boolean {
    return !this.pending && this.secondsLeft === 0;
  }

  get canResend(): boolean {
    return this.sentTo !== null && !this.pending && this.secondsLeft === 0;
  }

  /**
   * The server's limit holds the address back: it said so, or the wait is longer than the app's own (so it came
   * from the server, before a reload). True only while the wait runs.
   */
  get tooManyRequests(): boolean {
    const seconds = this.secondsLeft;
    return seconds > 0 && (this.failure === 'TOO_MANY_REQUESTS' || seconds > PASSWORD_RESET_RESEND_SECONDS);
  }

  /** Something on the page says why no mail went out: the server's limit while it holds, or another failure. */
  get failureShown(): boolean {
    return this.tooManyRequests || (this.failure !== null && this.failure !== 'TOO_MANY_REQUESTS');
  }

  setEmail(value: string): void {
    this.email = value;
    this.sending.clear();
  }

  /** Sends the first mail; resolves true when it went out. */
  async submit(): Promise<boolean> {
    this.submitted = true;
    this.sending.clear();
    if (validateEmail(this.email) !== null || !this.canSubmit) return false;
    return this.send(this.email.trim(), false);
  }

  /** Another mail to the same address, once the wait is over. */
  async resend(): Promise<boolean> {
    if (!this.canResend || this.sentTo === null) return false;
    this.sending.clear();
    return this.send(this.sentTo, true);
  }

  /** Back to the form, with the address still typed (its wait still runs). */
  useAnotherAddress(): void {
    this.sentTo = null;
    this.resent = 0;
    this.sending.clear();
  }

  /** Stops counting; the wait stays stored for the next visit. */
  dispose(): void {
    this.waits.dispose();
  }

  private async send(email: string, again: boolean): Promise<boolean> {
    let sent = false;
    await this.sending.send(() => this.api.requestPasswordReset(email), {
      loaded: () => {
        sent = true;
        this.sentTo = email;
        if (again) this.resent += 1;
        this.waits.waitFor('password-reset', email, PASSWORD_RESET_RESEND_SECONDS);
      },
      failed: ({ waitSeconds }) => {
        if (waitSeconds !== null) this.waits.waitFor('password-reset', email, waitSeconds);
      },
    });
    return sent;
  }
}

function refusalOf(error: unknown): RefusedMail {
  if (isTooManyRequests(error))
    return { failure: 'TOO_MANY_REQUESTS', waitSeconds: error.retryAfterSeconds ?? PASSWORD_RESET_RESEND_SECONDS };
  if (isApiError(error, 'BP_404')) return { failure: 'EMAIL_NOT_REGISTERED', waitSeconds: null };
  if (isApiError(error, 'BP_403')) return { failure: 'ACCOUNT_NOT_ACTIVATED', waitSeconds: null };
  return { failure: 'TRY_AGAIN_LATER', waitSeconds: null };
}
