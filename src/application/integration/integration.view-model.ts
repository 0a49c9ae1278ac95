import { makeAutoObservable } from 'mobx';
import { isApiError } from '../../domain/errors/api-error';
import {
  normaliseEmail,
  validateEmail,
  validatePassword,
  type EmailCode,
  type PasswordCode,
} from '../../domain/validation/credentials-validation';
import type { Clock } from '../ports/clock.port';
import { WriteRequest } from '../latest-request/write-request';
import type { IntegrationApi, IntegrationChild, IntegrationLogin } from '../ports/integration-api.port';
import { AccessCode } from './access-code';

/** The integration screen's steps (docs/product-rules.md#integration-login). */
export type IntegrationStep = 'form' | 'picker' | 'code';

/**
 * Why the login failed: BP_401 is 'invalid credentials', anything else the generic error
 * (docs/product-rules.md#error-behaviour). The codes are those of the shared message catalog.
 */
export type IntegrationLoginError = 'INVALID_CREDENTIALS' | 'GENERIC_ERROR';

/** Why a child's code could not be issued: the parent's code is spent or ran out (BP_401), or anything else. */
export type ChildCodeError = 'ACCESS_CODE_EXPIRED' | 'GENERIC_ERROR';

/** Shown when the code on screen has run out (docs/product-rules.md#integration-login). */
export const CODE_EXPIRED_ERROR = 'ACCESS_CODE_EXPIRED';

/**
 * The integration site: a login form that issues a one-time access code; for a parent, a child
 * picker first. Holds codes, never text (the view translates). Time comes from the Clock.
 * Every access code (the one shown, and a parent's own, which asks for a child's) is held only for
 * its 60-s lifetime: once it runs out the string is dropped, not only hidden.
 */
export class IntegrationViewModel {
  step: IntegrationStep = 'form';
  email = '';
  password = '';
  /** Field errors show only after the first submit (docs/product-rules.md#when-errors-show). */
  submitted = false;
  loginError: IntegrationLoginError | null = null;
  childError: ChildCodeError | null = null;
  children: readonly IntegrationChild[] = [];
  selectedChildId = '';
  readonly accessCode: AccessCode;
  /** The signed-in parent's account, which a child's code is asked for. */
  private accountId: string | null = null;
  /** A parent's own code: never shown, it asks for a child's code while it lives. */
  private readonly parentCode: AccessCode;
  /** The login, and a parent's ask for a child's code: a site of its own, nobody acting in the app, so anyone's. */
  private readonly login = new WriteRequest<IntegrationLogin, IntegrationLoginError>({
    owner: { kind: 'anyone' },
    classify: (error) => (isApiError(error, 'BP_401') ? 'INVALID_CREDENTIALS' : 'GENERIC_ERROR'),
  });
  private readonly childCode = new WriteRequest<string, ChildCodeError>({
    owner: { kind: 'anyone' },
    classify: (error) => (isApiError(error, 'BP_401') ? 'ACCESS_CODE_EXPIRED' : 'GENERIC_ERROR'),
  });

  constructor(
    private readonly api: IntegrationApi,
    clock: Clock,
  ) {
    this.accessCode = new AccessCode(clock);
    this.parentCode = new AccessCode(clock);
    makeAutoObservable<IntegrationViewModel, 'api' | 'accountId' | 'parentCode' | 'login' | 'childCode'>(this, {
      api: false,
      accountId: false,
      accessCode: false,
      parentCode: false,
      login: false,
      childCode: false,
    });
  }

  /** A login or a child's code is on its way: the buttons wait. */
  get busy(): boolean {
    return this.login.pending || this.childCode.pending;
  }

  /** The expiry message's code once the code on screen has run out, else null. */
  get codeError(): typeof CODE_EXPIRED_ERROR | null {
    return this.accessCode.expired ? CODE_EXPIRED_ERROR : null;
  }

  get emailError(): EmailCode | null {
    return this.submitted ? validateEmail(this.email) : null;
  }

  get passwordError(): PasswordCode | null {
    return this.submitted ? validatePassword(this.password) : null;
  }

  /** The child the code on screen is for (a parent's pick, named on the code screen); null for the account's own code. */
  get codeFor(): IntegrationChild | null {
    if (this.step !== 'code') return null;
    return this.children.find((child) => child.id === this.selectedChildId) ?? null;
  }

  /** Back from the code screen goes to the picker when there was one, else to the form. */
  get backTarget(): Exclude<IntegrationStep, 'code'> {
    return this.children.length > 0 ? 'picker' : 'form';
  }

  setEmail(value: string): void {
    this.email = value;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  async submit(): Promise<void> {
    if (this.busy) return;
    this.submitted = true;
    this.loginError = null;
    if (validateEmail(this.email) !== null || validatePassword(this.password) !== null) return;
    const email = normaliseEmail(this.email);
    const password = this.password;
    await this.login.send(() => this.api.authenticate(email, password), {
      loaded: (login) => {
        this.accountId = login.accountId;
        this.password = '';
        this.submitted = false;
        this.children = login.children;
        this.selectedChildId = '';
        this.childError = null;
        if (login.children.length > 0) {
          this.parentCode.show(login.otp);
          this.step = 'picker';
        } else {
          this.accessCode.show(login.otp);
          this.step = 'code';
        }
      },
      failed: (code) => {
        this.loginError = code;
      },
    });
  }

  /** Picking a player asks for that child's code with the parent's otp and accountId; a spent-out parent code asks nothing. */
  async chooseChild(childId: string): Promise<void> {
    this.selectedChildId = childId;
    this.childError = null;
    const accountId = this.accountId;
    if (childId === '' || accountId === null || this.busy) return;
    const parentOtp = this.parentCode.code;
    if (parentOtp === null) {
      this.childError = 'ACCESS_CODE_EXPIRED';
      return;
    }
    await this.childCode.send(() => this.api.authenticateChild({ childId, otp: parentOtp, accountId }), {
      loaded: (otp) => {
        this.accessCode.show(otp);
        this.step = 'code';
      },
      failed: (code) => {
        this.childError = code;
      },
    });
  }

  /** The back link: code → picker or form; picker → form. */
  back(): void {
    this.accessCode.clear();
    this.childError = null;
    if (this.step === 'code' && this.backTarget === 'picker') {
      this.selectedChildId = '';
      this.step = 'picker';
      return;
    }
    this.accountId = null;
    this.parentCode.clear();
    this.children = [];
    this.selectedChildId = '';
    this.loginError = null;
    this.submitted = false;
    this.step = 'form';
  }

  dispose(): void {
    this.accessCode.dispose();
    this.parentCode.dispose();
  }
}
