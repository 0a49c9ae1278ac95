import { makeAutoObservable } from 'mobx';
import type { BirthDateParts } from '../../domain/validation/birth-date-validation';
import { toIsoBirthDate } from '../../domain/validation/birth-date-validation';
import { normaliseEmail } from '../../domain/validation/credentials-validation';
import {
  signUpFieldsOf,
  validateSignUp,
  type SignUpErrors,
  type SignUpField,
  type SignUpFieldCode,
  type SignUpKind,
  type SignUpValues,
} from '../../domain/validation/sign-up-validation';
import type { Invitation, SignUpPayload } from '../ports/sign-up-api.port';
import { DEFAULT_PHONE_COUNTRY_CODE } from './phone-country-codes';

/** The text and tick-box fields of the form (the date of birth has its own three parts). */
export type SignUpTextField = Exclude<SignUpField, 'birthDate' | SignUpConsentField>;
export type SignUpConsentField = 'termsAccepted' | 'privacyAccepted' | 'coppaAccepted' | 'guardianConfirmed';
export type PhoneCodeField = 'phoneCountryCode' | 'parentPhoneCountryCode';

const EMPTY_VALUES: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  birthDate: { year: '', month: '', day: '' },
  phoneNumber: '',
  height: '',
  weight: '',
  termsAccepted: false,
  privacyAccepted: false,
  parentFirstName: '',
  parentLastName: '',
  parentEmail: '',
  parentPhoneNumber: '',
  coppaAccepted: false,
  guardianConfirmed: false,
};

/** A decimal as the API wants it: '.' as the separator, blanks dropped ('72,5' → '72.5'). */
function decimalOf(value: string): string {
  return value.trim().replace(',', '.');
}

/**
 * What the visitor typed into the sign-up form, with its errors (docs/product-rules.md#when-errors-show): none before
 * the first submit, then live; a field the server refused shows the server's code until it is edited. Nothing
 * here is cleared by a failed submit.
 */
export class SignUpFormModel {
  values: SignUpValues;
  phoneCountryCode = DEFAULT_PHONE_COUNTRY_CODE;
  parentPhoneCountryCode = DEFAULT_PHONE_COUNTRY_CODE;
  submitted = false;
  private serverErrors: SignUpErrors = {};

  constructor(
    readonly kind: SignUpKind,
    invitation: Invitation,
    private readonly today: () => string,
  ) {
    this.values = {
      ...EMPTY_VALUES,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      email: kind === 'adult' ? invitation.email : '',
    };
    makeAutoObservable<SignUpFormModel, 'today'>(this, { kind: false, today: false });
  }

  /** The fields this form asks, in their order on screen. */
  get fields(): readonly SignUpField[] {
    return signUpFieldsOf(this.kind);
  }

  /** The field that holds the address of the account being made: the adult's own, or the parent's. */
  get accountEmailField(): 'email' | 'parentEmail' {
    return this.kind === 'adult' ? 'email' : 'parentEmail';
  }

  get accountEmail(): string {
    return normaliseEmail(this.values[this.accountEmailField]);
  }

  /** The rules' verdict, whether shown or not. */
  get ruleErrors(): SignUpErrors {
    return validateSignUp(this.values, this.kind, this.today());
  }

  get isValid(): boolean {
    return Object.keys(this.ruleErrors).length === 0;
  }

  /** What the form shows: nothing before the first submit; then the rules, and the server's refusals. */
  get errors(): SignUpErrors {
    return this.submitted ? { ...this.serverErrors, ...this.ruleErrors } : {};
  }

  errorOf(field: SignUpField): SignUpFieldCode | null {
    return this.errors[field] ?? null;
  }

  /** The first field with an error, in form order (the view moves the focus there). */
  get firstInvalidField(): SignUpField | null {
    return this.fields.find((field) => this.errors[field] !== undefined) ?? null;
  }

  setText(field: SignUpTextField, value: string): void {
    this.values = { ...this.values, [field]: value };
    this.forgetServerError(field);
  }

  setConsent(field: SignUpConsentField, accepted: boolean): void {
    this.values = { ...this.values, [field]: accepted };
    this.forgetServerError(field);
  }

  setBirthDatePart(part: keyof BirthDateParts, value: string): void {
    this.values = { ...this.values, birthDate: { ...this.values.birthDate, [part]: value } };
    this.forgetServerError('birthDate');
  }

  setPhoneCode(field: PhoneCodeField, code: string): void {
    this[field] = code;
    this.forgetServerError(field === 'phoneCountryCode' ? 'phoneNumber' : 'parentPhoneNumber');
  }

  markSubmitted(): void {
    this.submitted = true;
  }

  /** A field the server refused (a BP_400 field code). */
  refuse(field: SignUpField, code: SignUpFieldCode): void {
    this.serverErrors = { ...this.serverErrors, [field]: code };
  }

  /** The form as sent (call only when valid). */
  get payload(): SignUpPayload {
    const v = this.values;
    const child = this.kind === 'child';
    return {
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      email: child ? '' : normaliseEmail(v.email),
      password: v.password,
      birthDate: toIsoBirthDate(v.birthDate) ?? '',
      phoneCountryCode: child || v.phoneNumber.trim() === '' ? '' : this.phoneCountryCode,
      phoneNumber: child ? '' : v.phoneNumber.trim(),
      heightCm: decimalOf(v.height),
      weightKg: decimalOf(v.weight),
      parent: child
        ? {
            firstName: v.parentFirstName.trim(),
            lastName: v.parentLastName.trim(),
            email: normaliseEmail(v.parentEmail),
            phoneCountryCode: this.parentPhoneCountryCode,
            phoneNumber: v.parentPhoneNumber.trim(),
          }
        : null,
    };
  }

  private forgetServerError(field: SignUpField): void {
    if (this.serverErrors[field] === undefined) return;
    const { [field]: _forgotten, ...rest } = this.serverErrors;
    this.serverErrors = rest;
  }
}
