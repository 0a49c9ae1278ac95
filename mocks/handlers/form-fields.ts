import { validateEmail } from '../../src/domain/validation/credentials-validation';
import { birthDatePartsOf, validateBirthDate } from '../../src/domain/validation/birth-date-validation';
import {
  normalisePhoneCountryCode,
  validatePhoneCountryCode,
} from '../../src/domain/validation/phone-country-code-validation';
import {
  parseDecimalInput,
  validateHeight,
  validatePhone,
  validateRequiredName,
  validateWeight,
} from '../../src/domain/validation/profile-validation';
import { rejectWith } from './respond';

/**
 * Reading the multipart forms of the sign-up and the profile, checked with the domain's field rules.
 * A refused field ends the handler with 400 BP_400 and the field code in `desc`
 * (docs/api-account.md#link-tokens: "A form-level BP_400 carries a code").
 */

export function rejectField(code: string): never {
  return rejectWith(400, 'BP_400', code);
}

/** The body as form data, or 400 BP_400 when it is not a form. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return rejectWith(400, 'BP_400', 'Malformed request body');
  }
}

/** A text field, trimmed; '' when absent (or a file). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A text field as typed (passwords are not trimmed); '' when absent. */
export function rawField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A file field, or null when absent or an empty file input (no name, no bytes). */
export function fileField(form: FormData, name: string): File | null {
  const value = form.get(name);
  if (value === null || typeof value === 'string') return null;
  return value.size === 0 && value.name === '' ? null : value;
}

export function requireName(form: FormData, field: string): string {
  const value = textField(form, field);
  if (validateRequiredName(value) !== null) rejectField(`NAME_REQUIRED:${field}`);
  return value;
}

/** `EMAIL_INVALID` when blank or not an address. */
export function requireEmail(form: FormData, field: string): string {
  const value = textField(form, field);
  if (validateEmail(value) !== null) rejectField('EMAIL_INVALID');
  return value;
}

type Phone = { countryCode: string; number: string };

/** The phone of two fields (the code kept as `+<digits>`); null when no number is given. */
export function optionalPhone(form: FormData, codeField: string, numberField: string): Phone | null {
  const number = textField(form, numberField);
  if (number === '') return null;
  if (validatePhone(number) !== null) rejectField(`PHONE_INVALID:${numberField}`);
  const countryCode = textField(form, codeField);
  if (validatePhoneCountryCode(countryCode, number) !== null) rejectField(`PHONE_INVALID:${codeField}`);
  return { countryCode: normalisePhoneCountryCode(countryCode), number };
}

/** A phone that must be given (a parent's, in a child's sign-up): blank is `PHONE_INVALID:<number field>`. */
export function requirePhone(form: FormData, codeField: string, numberField: string): Phone {
  return optionalPhone(form, codeField, numberField) ?? rejectField(`PHONE_INVALID:${numberField}`);
}

/** `YYYY-MM-DD` of a real past day (`BIRTH_DATE_INVALID` otherwise, a future day too); null when blank and optional. */
export function birthDateField(form: FormData, field: string, today: string, required: boolean): string | null {
  const value = textField(form, field);
  if (value === '') return required ? rejectField('BIRTH_DATE_INVALID') : null;
  const parts = birthDatePartsOf(value);
  if (parts.year === '' || validateBirthDate(parts, today) !== null) rejectField('BIRTH_DATE_INVALID');
  return value;
}

/** Height in cm, one decimal kept; null when blank. */
export function heightField(form: FormData, field: string): number | null {
  const value = textField(form, field);
  if (value === '') return null;
  if (validateHeight(value) !== null) rejectField('HEIGHT_NOT_NUMERIC');
  return Math.round(parseDecimalInput(value) * 10) / 10;
}

/** Weight in kg (at most two decimals); null when blank. */
export function weightField(form: FormData, field: string): number | null {
  const value = textField(form, field);
  if (value === '') return null;
  if (validateWeight(value) !== null) rejectField('WEIGHT_INVALID');
  return parseDecimalInput(value);
}

/** A consent checkbox: must be `true`. */
export function requireConsent(form: FormData, field: string): void {
  if (textField(form, field) !== 'true') rejectField(`CONSENT_REQUIRED:${field}`);
}
