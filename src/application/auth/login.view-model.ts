import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '../../domain/errors/api-error';
import { validateEmail, validatePassword, type EmailCode, type PasswordCode } from '../../domain/validation/credentials-validation';
import type { LocaleStore } from '../shell/locale.store';
import type { AuthSession } from './auth-session.store';

/** What went wrong on the server side (the login rows of docs/product-rules.md#error-behaviour). */
export type LoginFailureCode = 'EMAIL_NOT_REGISTERED' | 'INCORRECT_PASSWORD' | 'LOGIN_FAILED';

/**
 * The login form (docs/product-rules.md#when-errors-show): errors show only after the first submit; what the user typed
 * is never cleared by a failure. A successful login switches the interface to the account's language
 * (docs/product-rules.md#auth), whatever the picker said before.
 */
export class LoginViewModel {
  email = '';
  password = '';
  submitted = false;
  pending = false;
  failure: LoginFailureCode | null = null;

  constructor(
    private readonly session: AuthSession,
    private readonly interfaceLocale: Pick<LocaleStore, 'setLocale'>,
  ) {
    makeAutoObservable<LoginViewModel, 'session' | 'interfaceLocale'>(this, { session: false, interfaceLocale: false });
  }

  get emailError(): EmailCode | null {
    return this.submitted ? validateEmail(this.email) : null;
  }

  get passwordError(): PasswordCode | null {
    return this.submitted ? validatePassword(this.password) : null;
  }

  setEmail(value: string): void {
    this.email = value;
    this.failure = null;
  }

  /**
   * The address a link brought with it (`/login?email=…` after a sign-up or an email change):
   * filled in only while the field is empty, so it never overwrites what the user typed.
   */
  prefillEmail(value: string | null): void {
    if (value === null || this.email !== '') return;
    this.email = value.trim().slice(0, 254);
  }

  setPassword(value: string): void {
    this.password = value;
    this.failure = null;
  }

  /** Resolves true when the user is signed in. */
  async submit(): Promise<boolean> {
    this.submitted = true;
    this.failure = null;
    if (validateEmail(this.email) !== null || validatePassword(this.password) !== null || this.pending) return false;
    this.pending = true;
    try {
      await this.session.login(this.email, this.password);
      runInAction(() => {
        this.pending = false;
        this.password = '';
        const language = this.session.user?.language;
        if (language) this.interfaceLocale.setLocale(language);
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.pending = false;
        this.failure = loginFailureOf(error);
      });
      return false;
    }
  }
}

function loginFailureOf(error: unknown): LoginFailureCode {
  if (isApiError(error, 'BP_404')) return 'EMAIL_NOT_REGISTERED';
  if (isApiError(error, 'BP_401')) return 'INCORRECT_PASSWORD';
  return 'LOGIN_FAILED';
}
