import { makeAutoObservable } from 'mobx';
import { isApiError } from '../../domain/errors/api-error';
import { linkStateOfError, type LinkState } from '../../domain/links/link-state';
import {
  validatePassword,
  validatePasswordConfirmation,
  type PasswordCode,
  type PasswordConfirmationCode,
} from '../../domain/validation/credentials-validation';
import { LatestRequest } from '../latest-request/latest-request';
import { WriteRequest } from '../latest-request/write-request';
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
  done = false;
  private serverPasswordError: PasswordCode | null = null;
  private token: string | null = null;
  /** Checking the link: a public page, so its answer is anyone's; another link overtakes it. */
  private readonly checking = new LatestRequest<{ readonly email: string }, ReturnType<typeof statusOfLinkError>>({
    owner: { kind: 'anyone' },
    classify: statusOfLinkError,
  });
  /** The new password: the link's state when the link was refused, a password the server refused, else SAVE_FAILED. */
  private readonly sending = new WriteRequest<
    void,
    Exclude<LinkState, 'valid'> | 'PASSWORD_LENGTH_INVALID' | 'SAVE_FAILED'
  >({
    owner: { kind: 'anyone' },
    classify: (error) =>
      linkStateOfError(error) ?? (isApiError(error, 'BP_400') ? 'PASSWORD_LENGTH_INVALID' : 'SAVE_FAILED'),
  });

  constructor(
    private readonly api: AccountLinksApi,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<ResetPasswordViewModel, 'api' | 'notifier' | 'token' | 'checking' | 'sending'>(this, {
      api: false,
      notifier: false,
      token: false,
      checking: false,
      sending: false,
    });
  }

  /** The new password on its way. */
  get saving(): boolean {
    return this.sending.pending;
  }

  /** The save failed for a reason other than the link or the password: what was typed stays. */
  get saveFailed(): boolean {
    return this.sending.error === 'SAVE_FAILED';
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
    this.sending.clear();
  }

  setConfirmation(value: string): void {
    this.confirmation = value;
    this.sending.clear();
  }

  /** Resolves true when the new password is saved. */
  async submit(): Promise<boolean> {
    this.submitted = true;
    this.sending.clear();
    const token = this.token;
    if (token === null || this.status !== 'ready' || this.passwordError !== null || this.confirmationError !== null)
      return false;
    const password = this.password;
    let saved = false;
    await this.sending.send(() => this.api.resetPassword(token, password), {
      loaded: () => {
        saved = true;
        this.done = true;
        this.password = '';
        this.confirmation = '';
        this.notifier.notify({ kind: 'success', code: 'PASSWORD_RESET' });
      },
      failed: (code) => {
        if (code === 'PASSWORD_LENGTH_INVALID') this.serverPasswordError = code;
        else if (code !== 'SAVE_FAILED') this.status = code;
      },
    });
    return saved;
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
