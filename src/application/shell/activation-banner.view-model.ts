import { makeAutoObservable } from 'mobx';
import { isApiError, isTooManyRequests } from '../../domain/errors/api-error';
import type { AuthSession } from '../auth/auth-session.store';
import { LatestRequest } from '../latest-request/latest-request';
import type { AccountApi } from '../ports/account-api.port';
import type { Notifier } from '../ports/notifier.port';
import { DEFAULT_RESEND_WAIT_SECONDS, type ResendWaits } from '../resend-wait/resend-waits';

/** docs/product-rules.md#account-status: after a resend the button is disabled for 60 seconds. */
const RESEND_LOCKOUT_SECONDS = DEFAULT_RESEND_WAIT_SECONDS;

type ResendFailure =
  | { readonly code: 'ALREADY_ACTIVE' | 'GENERIC_ERROR' }
  | { readonly code: 'TOO_MANY_REQUESTS'; readonly retryAfterSeconds: number | undefined };

/** docs/product-rules.md#account-status: BP_403 means the account is already active; a 429 is the server's limit. */
function classify(error: unknown): ResendFailure {
  if (isApiError(error, 'BP_403')) return { code: 'ALREADY_ACTIVE' };
  if (isTooManyRequests(error)) return { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: error.retryAfterSeconds };
  return { code: 'GENERIC_ERROR' };
}

/**
 * The banner for NOT_VERIFIED accounts (docs/product-rules.md#activation-banner, docs/product-rules.md#account-status): resend the activation mail, wait
 * 60 s before the next one, close it for now (it comes back on the next route). An answer that
 * lands after another account signed in says nothing to them and changes nothing of theirs. The wait
 * belongs to the account whose resend started it: another account signed in on this tab has its own
 * (none until it resends), and the first one finds what is left of its wait when it signs in again. Waits are
 * kept in storage (docs/product-rules.md#resend-waits): a reload still waits. A 429 from the server
 * (docs/api.md#too-many-requests) waits as long as its Retry-After says, and the banner says why.
 */
export class ActivationBannerViewModel {
  closed = false;
  /** The account whose last resend the server refused for its limit (the banner says why it waits). */
  private limitedAccount: string | null = null;
  /** The resend, for the signed-in account: an answer that lands after another account signed in says nothing to them. */
  private readonly resending: LatestRequest<void, ResendFailure>;

  constructor(
    private readonly session: AuthSession,
    private readonly accountApi: AccountApi,
    private readonly notifier: Notifier,
    private readonly waits: ResendWaits,
  ) {
    this.resending = new LatestRequest({ owner: { kind: 'signed-in-account', source: session }, classify });
    makeAutoObservable<ActivationBannerViewModel, 'session' | 'accountApi' | 'notifier' | 'waits' | 'resending'>(this, {
      session: false,
      accountApi: false,
      notifier: false,
      waits: false,
      resending: false,
    });
  }

  /** The seconds the signed-in account still waits before another resend; 0 when it may resend. */
  get secondsLeft(): number {
    const accountId = this.session.user?.accountId;
    return accountId === undefined ? 0 : this.waits.secondsLeft('activation', accountId);
  }

  /**
   * The server's limit holds the signed-in account back: it refused the last resend for it, or the wait is longer
   * than the app's own (so it came from the server, before a reload). True only while the wait runs.
   */
  get tooManyRequests(): boolean {
    const accountId = this.session.user?.accountId;
    const seconds = this.secondsLeft;
    return (
      seconds > 0 &&
      (seconds > RESEND_LOCKOUT_SECONDS || (accountId !== undefined && accountId === this.limitedAccount))
    );
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
        this.limitedAccount = null;
        this.notifier.notify({ kind: 'success', code: 'ACTIVATION_EMAIL_SENT' });
        this.waits.waitFor('activation', accountId, RESEND_LOCKOUT_SECONDS);
      },
      failed: (failure) => {
        if (failure.code === 'TOO_MANY_REQUESTS') {
          this.limitedAccount = accountId;
          this.waits.waitFor('activation', accountId, failure.retryAfterSeconds ?? RESEND_LOCKOUT_SECONDS);
        } else if (failure.code === 'ALREADY_ACTIVE') {
          this.session.markActive();
          this.notifier.notify({ kind: 'success', code: 'ACCOUNT_ACTIVATED' });
        } else {
          this.notifier.notify({ kind: 'error', code: 'GENERIC_ERROR' });
        }
      },
    });
  }
}
