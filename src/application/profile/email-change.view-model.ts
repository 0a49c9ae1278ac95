import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '../../domain/errors/api-error';
import { normaliseEmail, validateEmail, type EmailCode } from '../../domain/validation/credentials-validation';
import type { Notifier } from '../ports/notifier.port';
import type { ProfileApi } from '../ports/profile-api.port';
import type { AccountProfileStore } from './account-profile.store';
import { callFailureOf, formRefusalOf } from './profile-errors';

export type EmailChangeFieldCode = EmailCode | 'SAME_EMAIL' | 'EMAIL_ALREADY_REGISTERED';
export type EmailChangeFailure = 'EMAIL_CHANGE_FAILED' | 'ACCESS_DENIED';
type EmailAction = 'request' | 'resend' | 'cancel';

const sameAddress = (a: string, b: string): boolean =>
  normaliseEmail(a).toLowerCase() === normaliseEmail(b).toLowerCase();

/**
 * The email section (docs/api-account.md#profile): the account's address, and a change that
 * waits for the link sent to the new address. While it waits, the section shows the new address with
 * Resend (the same request again) and Cancel; the address changes only once the link is followed.
 */
export class EmailChangeViewModel {
  draft = '';
  submitted = false;
  busy: EmailAction | null = null;
  /** The API's refusal of the typed address, until it changes. */
  refusal: 'EMAIL_INVALID' | 'SAME_EMAIL' | 'EMAIL_ALREADY_REGISTERED' | null = null;
  failure: { readonly action: EmailAction; readonly code: EmailChangeFailure } | null = null;

  constructor(
    private readonly store: AccountProfileStore,
    private readonly api: ProfileApi,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<EmailChangeViewModel, 'store' | 'api' | 'notifier'>(this, {
      store: false,
      api: false,
      notifier: false,
    });
  }

  get currentEmail(): string {
    return this.store.profile?.user.email ?? '';
  }

  /** The address waiting for confirmation, or null. */
  get pendingEmail(): string | null {
    const pending = this.store.profile?.user.newEmail ?? null;
    return pending === null || pending === '' ? null : pending;
  }

  get ruleError(): EmailChangeFieldCode | null {
    const code = validateEmail(this.draft);
    if (code !== null) return code;
    return sameAddress(this.draft, this.currentEmail) ? 'SAME_EMAIL' : null;
  }

  get error(): EmailChangeFieldCode | null {
    return this.submitted ? (this.ruleError ?? this.refusal) : null;
  }

  setDraft(value: string): void {
    this.draft = value;
    this.refusal = null;
    this.failure = null;
  }

  /** Asks to change the address to the typed one; true when the confirmation mail went out. */
  async request(): Promise<boolean> {
    this.submitted = true;
    this.failure = null;
    if (this.busy !== null || this.ruleError !== null) return false;
    const ok = await this.send('request', (accountId) =>
      this.api.requestEmailChange(accountId, normaliseEmail(this.draft)),
    );
    if (ok) {
      runInAction(() => {
        this.draft = '';
        this.submitted = false;
      });
    }
    return ok;
  }

  /** Sends the confirmation mail to the waiting address again. */
  async resend(): Promise<boolean> {
    const pending = this.pendingEmail;
    if (this.busy !== null || pending === null) return false;
    return this.send('resend', (accountId) => this.api.requestEmailChange(accountId, pending));
  }

  /** Drops the waiting change; the account keeps its address. */
  async cancel(): Promise<boolean> {
    if (this.busy !== null || this.pendingEmail === null) return false;
    return this.send('cancel', (accountId) => this.api.cancelEmailChange(accountId));
  }

  private async send(
    action: EmailAction,
    call: (accountId: string) => ReturnType<ProfileApi['cancelEmailChange']>,
  ): Promise<boolean> {
    const profile = this.store.profile;
    if (profile === null) return false;
    this.busy = action;
    this.failure = null;
    try {
      const saved = await call(profile.user.accountId);
      runInAction(() => {
        this.busy = null;
        this.store.replace(saved);
      });
      this.notifier.notify({ kind: 'success', code: TOAST_OF_ACTION[action] });
      return true;
    } catch (error) {
      runInAction(() => {
        this.busy = null;
        // docs/api-account.md#profile: a 409 is always the taken address, whatever its desc says.
        const code = isApiError(error, 'BP_409') ? 'EMAIL_ALREADY_REGISTERED' : formRefusalOf(error)?.code;
        if (
          action === 'request' &&
          (code === 'EMAIL_INVALID' || code === 'SAME_EMAIL' || code === 'EMAIL_ALREADY_REGISTERED')
        )
          this.refusal = code;
        else
          this.failure = {
            action,
            code: callFailureOf(error) === 'ACCESS_DENIED' ? 'ACCESS_DENIED' : 'EMAIL_CHANGE_FAILED',
          };
      });
      return false;
    }
  }
}

const TOAST_OF_ACTION: Readonly<Record<EmailAction, string>> = {
  request: 'EMAIL_CHANGE_REQUESTED',
  resend: 'EMAIL_CHANGE_RESENT',
  cancel: 'EMAIL_CHANGE_CANCELLED',
};
