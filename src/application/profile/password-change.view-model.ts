import { makeAutoObservable } from 'mobx';
import {
  validatePassword,
  validatePasswordConfirmation,
  type PasswordCode,
  type PasswordConfirmationCode,
} from '../../domain/validation/credentials-validation';
import type { RequiredCode } from '../../domain/validation/profile-validation';
import { WriteRequest } from '../latest-request/write-request';
import type { Notifier } from '../ports/notifier.port';
import type { ProfileApi } from '../ports/profile-api.port';
import type { AccountProfileStore } from './account-profile.store';
import { callFailureOf, formRefusalOf } from './profile-errors';

export type PasswordField = 'current' | 'next' | 'confirmation';
export type PasswordFieldCode = PasswordCode | PasswordConfirmationCode | RequiredCode | 'CURRENT_PASSWORD_INVALID';
export type PasswordChangeFailure = 'PASSWORD_CHANGE_FAILED' | 'ACCESS_DENIED';
/** What a refused change was refused for: a field, or the call as a whole. */
type PasswordRefusal = 'CURRENT_PASSWORD_INVALID' | 'PASSWORD_LENGTH' | PasswordChangeFailure;

function refusalOf(error: unknown): PasswordRefusal {
  const code = formRefusalOf(error)?.code;
  if (code === 'CURRENT_PASSWORD_INVALID' || code === 'PASSWORD_LENGTH') return code;
  return callFailureOf(error) === 'ACCESS_DENIED' ? 'ACCESS_DENIED' : 'PASSWORD_CHANGE_FAILED';
}

/**
 * The password section (docs/api-account.md#profile): the current password, the new one
 * (8 to 50 characters) typed twice. A wrong current password ('Current password is invalid.') stands
 * beside its field until it changes; a saved change clears the three fields.
 */
export class PasswordChangeViewModel {
  current = '';
  next = '';
  confirmation = '';
  submitted = false;
  /** The API refused the current password it was sent. */
  currentRefused = false;
  /** The API refused the new password's length (it should not, the rule runs first). */
  nextRefused = false;
  private readonly sending: WriteRequest<void, PasswordRefusal>;

  constructor(
    private readonly store: AccountProfileStore,
    private readonly api: ProfileApi,
    private readonly notifier: Notifier,
  ) {
    this.sending = new WriteRequest({ owner: store.owner, classify: refusalOf });
    makeAutoObservable<PasswordChangeViewModel, 'store' | 'api' | 'notifier' | 'sending'>(this, {
      store: false,
      api: false,
      notifier: false,
      sending: false,
    });
  }

  get saving(): boolean {
    return this.sending.pending;
  }

  /** Why the change failed as a whole (a refused field says so beside it), until something is typed again. */
  get failure(): PasswordChangeFailure | null {
    const refusal = this.sending.error;
    return refusal === 'ACCESS_DENIED' || refusal === 'PASSWORD_CHANGE_FAILED' ? refusal : null;
  }

  get ruleErrors(): Partial<Record<PasswordField, PasswordFieldCode>> {
    const errors: Partial<Record<PasswordField, PasswordFieldCode>> = {};
    if (this.current === '') errors.current = 'PASSWORD_REQUIRED';
    const next = validatePassword(this.next);
    if (next !== null) errors.next = next;
    if (this.confirmation === '') errors.confirmation = 'FIELD_REQUIRED';
    else if (validatePasswordConfirmation(this.next, this.confirmation) !== null)
      errors.confirmation = 'PASSWORD_MISMATCH';
    return errors;
  }

  /** The code beside a field: none before the first submit (except the API's answer), then live. */
  errorOf(field: PasswordField): PasswordFieldCode | null {
    if (field === 'current' && this.currentRefused) return 'CURRENT_PASSWORD_INVALID';
    if (field === 'next' && this.nextRefused) return 'PASSWORD_LENGTH_INVALID';
    return this.submitted ? (this.ruleErrors[field] ?? null) : null;
  }

  setCurrent(value: string): void {
    this.current = value;
    this.currentRefused = false;
    this.sending.clear();
  }

  setNext(value: string): void {
    this.next = value;
    this.nextRefused = false;
    this.sending.clear();
  }

  setConfirmation(value: string): void {
    this.confirmation = value;
    this.sending.clear();
  }

  /** Sends the change; true when done. The next login needs the new password. */
  async save(): Promise<boolean> {
    const profile = this.store.profile;
    if (this.saving || profile === null) return false;
    this.submitted = true;
    this.sending.clear();
    if (Object.keys(this.ruleErrors).length > 0) return false;
    const { current, next } = this;
    let saved = false;
    await this.sending.send(() => this.api.changePassword(profile.user.accountId, current, next), {
      loaded: () => {
        saved = true;
        this.current = '';
        this.next = '';
        this.confirmation = '';
        this.submitted = false;
        this.notifier.notify({ kind: 'success', code: 'PASSWORD_CHANGED' });
      },
      failed: (refusal) => {
        if (refusal === 'CURRENT_PASSWORD_INVALID') this.currentRefused = true;
        else if (refusal === 'PASSWORD_LENGTH') this.nextRefused = true;
      },
    });
    return saved;
  }
}
