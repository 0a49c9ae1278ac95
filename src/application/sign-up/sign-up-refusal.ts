import type { SignUpField, SignUpFieldCode, SignUpKind } from '../../domain/validation/sign-up-validation';
import { signUpFieldsOf } from '../../domain/validation/sign-up-validation';

export interface FieldRefusal {
  readonly field: SignUpField;
  readonly code: SignUpFieldCode;
}

/** Field codes that name their field after a colon, and the rule code the form shows for each. */
const NAMED: Readonly<Record<string, SignUpFieldCode>> = {
  NAME_REQUIRED: 'NAME_REQUIRED',
  PHONE_INVALID: 'PHONE_INVALID',
  CONSENT_REQUIRED: 'CONSENT_REQUIRED',
};

/** Field codes of a single field. */
const SINGLE: Readonly<Record<string, { field: SignUpField | 'accountEmail'; code: SignUpFieldCode }>> = {
  EMAIL_INVALID: { field: 'accountEmail', code: 'EMAIL_INVALID' },
  PASSWORD_LENGTH: { field: 'password', code: 'PASSWORD_LENGTH_INVALID' },
  HEIGHT_NOT_NUMERIC: { field: 'height', code: 'HEIGHT_NOT_NUMERIC' },
  WEIGHT_INVALID: { field: 'weight', code: 'WEIGHT_INVALID' },
  BIRTH_DATE_INVALID: { field: 'birthDate', code: 'BIRTH_DATE_INVALID' },
};

/**
 * The field a sign-up `BP_400` names in its desc (docs/api-account.md#link-tokens: "the app translates the code
 * and shows it beside the field it names"), or null for a code this form does not know or a field it does not
 * show. `EMAIL_INVALID` is the address of the account being made: the adult's own, or the parent's.
 */
export function fieldRefusalOf(desc: string, kind: SignUpKind): FieldRefusal | null {
  const [name = '', fieldName] = desc.trim().split(':', 2);
  const shown = signUpFieldsOf(kind);
  if (fieldName !== undefined) {
    const code = Object.hasOwn(NAMED, name) ? NAMED[name] : undefined;
    const field = shown.find((candidate) => candidate === fieldName);
    return code !== undefined && field !== undefined ? { field, code } : null;
  }
  const single = Object.hasOwn(SINGLE, name) ? SINGLE[name] : undefined;
  if (single === undefined) return null;
  const field = single.field === 'accountEmail' ? (kind === 'adult' ? 'email' : 'parentEmail') : single.field;
  return shown.includes(field) ? { field, code: single.code } : null;
}
