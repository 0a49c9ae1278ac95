import { makeAutoObservable } from 'mobx';
import { isApiError } from '../../domain/errors/api-error';
import {
  EMAIL_MAX_LENGTH,
  validateEmail,
  validatePassword,
  type EmailCode,
  type PasswordCode,
} from '../../domain/validation/credentials-validation';
import { WriteRequest } from '../latest-request/write-request';
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
  /** The login asked for: anyone's, as the login itself changes who is signed in. */
  private readonly loggingIn = new WriteRequest<void, LoginFailureCode>({
    owner: { kind: 'anyone' },
    classify: loginFailureOf,
  });

  constructor(
    private readonly session: AuthSession,
    private readonly interfaceLocale: Pick<LocaleStore, 'setLocale'>,
  ) {
    makeAutoObservable<LoginViewModel, 'session' | 'interfaceLocale' | 'loggingIn'>(this, {
      session: false,
      interfaceLocale: false,
      loggingIn: false,
    });
  }

  get pending(): boolean {
    return this.loggingIn.pending;
  }

  /** Why the last login failed, until the email or password changes. */
  get failure(): LoginFailureCode | null {
    return this.loggingIn.error;
  }

  get emailError(): EmailCode | null {
    return this.submitted ? validateEmail(this.email) : null;
  }

  get passwordError(): PasswordCode | null {
    return this.submitted ? validatePassword(this.password) : null;
  }

  setEmail(value: string): void {
    this.email = value;
    this.loggingIn.clear();
  }

  /**
   * The address a link brought with it (`/login?email=…` after a sign-up or an email change):
   * filled in only while the field is empty, so it never overwrites what the user typed.
   */
  prefillEmail(value: string | null): void {
    if (value === null || this.email !== '') return;
    this.email = value.trim().slice(0, EMAIL_MAX_LENGTH);
  }

  setPassword(value: string): void {
    this.password = value;
    this.loggingIn.clear();
  }

  /** Resolves true when the user is signed in. */
  async submit(): Promise<boolean> {
    this.submitted = true;
    this.loggingIn.clear();
    if (validateEmail(this.email) !== null || validatePassword(this.password) !== null) return false;
    const { email, password } = this;
    let signedIn = false;
    await this.loggingIn.send(() => this.session.login(email, password), {
      loaded: () => {
        signedIn = true;
        this.password = '';
        const language = this.session.user?.language;
        if (language) this.interfaceLocale.setLocale(language);
      },
    });
    return signedIn;
  }
}

function loginFailureOf(error: unknown): LoginFailureCode {
  if (isApiError(error, 'BP_404')) return 'EMAIL_NOT_REGISTERED';
  if (isApiError(error, 'BP_401')) return 'INCORRECT_PASSWORD';
  return 'LOGIN_FAILED';
}
