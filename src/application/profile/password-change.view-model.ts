import { makeAutoObservable, runInAction } from 'mobx';
import { validatePassword, validatePasswordConfirmation, type PasswordCode, type PasswordConfirmationCode } from '../../domain/validation/credentials-validation';
import type { RequiredCode } from '../../domain/validation/profile-validation';
import type { Notifier } from '../ports/notifier.port';
import type { ProfileApi } from '../ports/profile-api.port';
import type { AccountProfileStore } from './account-profile.store';
import { callFailureOf, formRefusalOf } from './profile-errors';

export type PasswordField = 'current' | 'next' | 'confirmation';
export type PasswordFieldCode = PasswordCode | PasswordConfirmationCode | RequiredCode | 'CURRENT_PASSWORD_INVALID';
export type PasswordChangeFailure = 'PASSWORD_CHANGE_FAILED' | 'ACCESS_DENIED';

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
  saving = false;
  failure: PasswordChangeFailure | null = null;
  /** The API refused the current password it was sent. */
  currentRefused = false;
  /** The API refused the new password's length (it should not, the rule runs first). */
  nextRefused = false;

  constructor(
    private readonly store: AccountProfileStore,
    private readonly api: ProfileApi,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<PasswordChangeViewModel, 'store' | 'api' | 'notifier'>(this, { store: false, api: false, notifier: false });
  }

  get ruleErrors(): Partial<Record<PasswordField, PasswordFieldCode>> {
    const errors: Partial<Record<PasswordField, PasswordFieldCode>> = {};
    if (this.current === '') errors.current = 'PASSWORD_REQUIRED';
    const next = validatePassword(this.next);
    if (next !== null) errors.next = next;
    if (this.confirmation === '') errors.confirmation = 'FIELD_REQUIRED';
    else if (validatePasswordConfirmation(this.next, this.confirmation) !== null) errors.confirmation = 'PASSWORD_MISMATCH';
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
    this.failure = null;
  }

  setNext(value: string): void {
    this.next = value;
    this.nextRefused = false;
    this.failure = null;
  }

  setConfirmation(value: string): void {
    this.confirmation = value;
    this.failure = null;
  }

  /** Sends the change; true when done. The next login needs the new password. */
  async save(): Promise<boolean> {
    const profile = this.store.profile;
    if (this.saving || profile === null) return false;
    this.submitted = true;
    this.failure = null;
    if (Object.keys(this.ruleErrors).length > 0) return false;
    this.saving = true;
    try {
      await this.api.changePassword(profile.user.accountId, this.current, this.next);
      runInAction(() => {
        this.current = '';
        this.next = '';
        this.confirmation = '';
        this.submitted = false;
        this.saving = false;
      });
      this.notifier.notify({ kind: 'success', code: 'PASSWORD_CHANGED' });
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        const code = formRefusalOf(error)?.code;
        if (code === 'CURRENT_PASSWORD_INVALID') this.currentRefused = true;
        else if (code === 'PASSWORD_LENGTH') this.nextRefused = true;
        else this.failure = callFailureOf(error) === 'ACCESS_DENIED' ? 'ACCESS_DENIED' : 'PASSWORD_CHANGE_FAILED';
      });
      return false;
    }
  }
}
