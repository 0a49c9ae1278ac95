import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '../../domain/errors/api-error';
import { linkStateOfError } from '../../domain/links/link-state';
import { validatePassword, validatePasswordConfirmation, type PasswordCode, type PasswordConfirmationCode } from '../../domain/validation/credentials-validation';
import { LatestRequest } from '../latest-request/latest-request';
import type { AccountLinksApi } from '../ports/account-links-api.port';
import type { Notifier } from '../ports/notifier.port';
import { statusOfLinkError, type LinkPageStatus } from './link-page-status';

export type ConfirmationCode = PasswordConfirmationCode | 'FIELD_REQUIRED';

/**
 * /reset-password/:token (docs/product-rules.md#public-routes): the link is checked first, then a new
 * password and its confirmation (the password rules of docs/product-rules.md#field-rules). Success
 * raises the PASSWORD_RESET toast and sets `done`; the view then goes to /login.
 */
export class ResetPasswordViewModel {
  status: LinkPageStatus = 'loading';
  /** The account whose password is being reset, as the link check answers it. */
  email = '';
  password = '';
  confirmation = '';
  submitted = false;
  saving = false;
  /** The save failed for a reason other than the link or the password: what was typed stays. */
  saveFailed = false;
  done = false;
  private serverPasswordError: PasswordCode | null = null;
  private token: string | null = null;
  /** Checking the link: a public page, so its answer is anyone's; another link overtakes it. */
  private readonly checking = new LatestRequest<{ readonly email: string }, ReturnType<typeof statusOfLinkError>>({
    owner: { kind: 'anyone' },
    classify: statusOfLinkError,
  });

  constructor(
    private readonly api: AccountLinksApi,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<ResetPasswordViewModel, 'api' | 'notifier' | 'token' | 'checking'>(this, { api: false, notifier: false, token: false, checking: false });
  }

  get passwordError(): PasswordCode | null {
    return this.submitted ? (validatePassword(this.password) ?? this.serverPasswordError) : null;
  }

  get confirmationError(): ConfirmationCode | null {
    if (!this.submitted) return null;
    if (this.confirmation === '') return 'FIELD_REQUIRED';
    return validatePasswordConfirmation(this.password, this.confirmation);
  }

  /** Checks the link of the page; opening the same link again does nothing. */
  open(token: string): void {
    if (this.token === token) return;
    this.token = token;
    void this.check();
  }

  retry(): void {
    void this.check();
  }

  setPassword(value: string): void {
    this.password = value;
    this.serverPasswordError = null;
    this.saveFailed = false;
  }

  setConfirmation(value: string): void {
    this.confirmation = value;
    this.saveFailed = false;
  }

  /** Resolves true when the new password is saved. */
  async submit(): Promise<boolean> {
    this.submitted = true;
    this.saveFailed = false;
    const token = this.token;
    if (token === null || this.status !== 'ready' || this.saving || this.passwordError !== null || this.confirmationError !== null) return false;
    this.saving = true;
    try {
      await this.api.resetPassword(token, this.password);
      runInAction(() => {
        this.saving = false;
        this.done = true;
        this.password = '';
        this.confirmation = '';
      });
      this.notifier.notify({ kind: 'success', code: 'PASSWORD_RESET' });
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        const linkState = linkStateOfError(error);
        if (linkState !== null) this.status = linkState;
        else if (isApiError(error, 'BP_400')) this.serverPasswordError = 'PASSWORD_LENGTH_INVALID';
        else this.saveFailed = true;
      });
      return false;
    }
  }

  private async check(): Promise<void> {
    const token = this.token;
    if (token === null) return;
    this.status = 'loading';
    await this.checking.run(() => this.api.checkPasswordReset(token), {
      loaded: ({ email }) => {
        this.email = email;
        this.status = 'ready';
      },
      failed: (status) => {
        this.status = status;
      },
    });
  }
}
