import { validateBirthDate, type BirthDateCode, type BirthDateParts } from './birth-date-validation';
import {
  validateEmail,
  validatePassword,
  validatePasswordConfirmation,
  type EmailCode,
  type PasswordCode,
  type PasswordConfirmationCode,
} from './credentials-validation';
import {
  validateHeight,
  validatePhone,
  validateRequiredName,
  validateRequiredValue,
  validateWeight,
  type HeightCode,
  type NameCode,
  type PhoneCode,
  type RequiredCode,
  type WeightCode,
} from './profile-validation';

/**
 * The sign-up form (docs/product-rules.md#sign-up-fields, docs/product-rules.md#field-rules), composed from
 * the field rules of this folder. An adult signs up for themselves; a child's sign-up is filled in by a parent,
 * who gives their own name, email and phone and confirms the COPPA policy and that they are the parent or
 * guardian. The child has no email or phone of their own; the password is the parent's.
 */
export type SignUpKind = 'adult' | 'child';

/** A box the user must tick: terms, privacy, COPPA, parent or guardian. */
export type ConsentCode = 'CONSENT_REQUIRED';

export interface SignUpValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly passwordConfirmation: string;
  readonly birthDate: BirthDateParts;
  readonly phoneNumber: string;
  readonly height: string;
  readonly weight: string;
  readonly termsAccepted: boolean;
  readonly privacyAccepted: boolean;
  readonly parentFirstName: string;
  readonly parentLastName: string;
  readonly parentEmail: string;
  readonly parentPhoneNumber: string;
  readonly coppaAccepted: boolean;
  readonly guardianConfirmed: boolean;
}

export type SignUpField = keyof SignUpValues;

export type SignUpFieldCode =
  | NameCode
  | EmailCode
  | PasswordCode
  | PasswordConfirmationCode
  | BirthDateCode
  | RequiredCode
  | PhoneCode
  | HeightCode
  | WeightCode
  | ConsentCode;

export type SignUpErrors = Partial<Record<SignUpField, SignUpFieldCode>>;

const ADULT_FIELDS: readonly SignUpField[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'passwordConfirmation',
  'birthDate',
  'phoneNumber',
  'height',
  'weight',
  'termsAccepted',
  'privacyAccepted',
];

const CHILD_FIELDS: readonly SignUpField[] = [
  'firstName',
  'lastName',
  'birthDate',
  'height',
  'weight',
  'parentFirstName',
  'parentLastName',
  'parentEmail',
  'parentPhoneNumber',
  'password',
  'passwordConfirmation',
  'termsAccepted',
  'privacyAccepted',
  'coppaAccepted',
  'guardianConfirmed',
];

/** The fields a kind of sign-up asks, in the order of the form (the first error gets the focus). */
export function signUpFieldsOf(kind: SignUpKind): readonly SignUpField[] {
  return kind === 'child' ? CHILD_FIELDS : ADULT_FIELDS;
}

/** Every consent of the sign-up must be given (docs/product-rules.md#field-rules). */
export function validateConsent(accepted: boolean): ConsentCode | null {
  return accepted ? null : 'CONSENT_REQUIRED';
}

/** A date of birth is required here: blank is 'This field is required.', then the date rule. */
function validateRequiredBirthDate(parts: BirthDateParts, today: string): RequiredCode | BirthDateCode | null {
  const blank = [parts.year, parts.month, parts.day].every((part) => part.trim() === '');
  return blank ? 'FIELD_REQUIRED' : validateBirthDate(parts, today);
}

/** A parent's phone is required (their contact for the child); an adult's own phone is optional. */
function validateRequiredPhone(value: string): RequiredCode | PhoneCode | null {
  return validateRequiredValue(value) ?? validatePhone(value);
}

function ruleOf(field: SignUpField, values: SignUpValues, today: string): SignUpFieldCode | null {
  switch (field) {
    case 'firstName':
    case 'lastName':
    case 'parentFirstName':
    case 'parentLastName':
      return validateRequiredName(values[field]);
    case 'email':
    case 'parentEmail':
      return validateEmail(values[field]);
    case 'password':
      return validatePassword(values.password);
    case 'passwordConfirmation':
      return validatePasswordConfirmation(values.password, values.passwordConfirmation);
    case 'birthDate':
      return validateRequiredBirthDate(values.birthDate, today);
    case 'phoneNumber':
      return validatePhone(values.phoneNumber);
    case 'parentPhoneNumber':
      return validateRequiredPhone(values.parentPhoneNumber);
    case 'height':
      return validateHeight(values.height);
    case 'weight':
      return validateWeight(values.weight);
    case 'termsAccepted':
    case 'privacyAccepted':
    case 'coppaAccepted':
    case 'guardianConfirmed':
      return validateConsent(values[field]);
  }
}

/**
 * Every rule of the fields the kind asks; an empty object when the form can be sent. `today` is the user's
 * date as `YYYY-MM-DD` (a date of birth cannot be after it).
 */
export function validateSignUp(values: SignUpValues, kind: SignUpKind, today: string): SignUpErrors {
  const errors: SignUpErrors = {};
  for (const field of signUpFieldsOf(kind)) {
    const code = ruleOf(field, values, today);
    if (code !== null) errors[field] = code;
  }
  return errors;
}
