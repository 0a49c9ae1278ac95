/**
 * Login, integration and access-code rules (docs/product-rules.md#field-rules). Each rule returns a code or null;
 * the UI turns codes into text (docs/architecture.md#translations).
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;
export const ACCESS_CODE_MIN_LENGTH = 8;
export const ACCESS_CODE_MAX_LENGTH = 50;
/** RFC 5321 limits a forward path to 256 octets including the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;

export type EmailCode = 'EMAIL_REQUIRED' | 'EMAIL_INVALID';
export type PasswordCode = 'PASSWORD_REQUIRED' | 'PASSWORD_LENGTH_INVALID';
export type AccessCodeCode = 'ACCESS_CODE_REQUIRED' | 'ACCESS_CODE_LENGTH_INVALID';
export type PasswordConfirmationCode = 'PASSWORD_MISMATCH';

/**
 * A pragmatic address shape: one `@`, a local part and a dotted domain, no spaces or control
 * characters, domain labels not starting or ending with a hyphen. Full RFC 5322 is not the goal;
 * the server has the last word.
 */
const EMAIL_PATTERN =
  // eslint-disable-next-line no-control-regex -- the pattern lists control characters on purpose, to refuse them.
  /^[^\s@"(),:;<>[\\\]\u0000-\u001f\u007f]+@(?:[A-Za-z0-9\u00a1-\uffff](?:[A-Za-z0-9\u00a1-\uffff-]*[A-Za-z0-9\u00a1-\uffff])?\.)+[A-Za-z\u00a1-\uffff]{2,}$/;

/** Length in Unicode code points, so an emoji counts once. */
export function countCodePoints(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** Surrounding blanks are ignored: a pasted address with a trailing space is still the address. */
export function normaliseEmail(value: string): string {
  return value.trim();
}

export function validateEmail(value: string): EmailCode | null {
  const email = normaliseEmail(value);
  if (email === '') return 'EMAIL_REQUIRED';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'EMAIL_INVALID';
  if (email.split('@')[0]!.length > 64) return 'EMAIL_INVALID';
  return null;
}

/** Passwords are taken as typed (no trimming); 8 to 50 characters counted in code points. */
export function validatePassword(value: string): PasswordCode | null {
  if (value === '') return 'PASSWORD_REQUIRED';
  const length = countCodePoints(value);
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return 'PASSWORD_LENGTH_INVALID';
  return null;
}

/** The integration access code field: required, 8 to 50 characters (surrounding blanks ignored). */
export function validateAccessCode(value: string): AccessCodeCode | null {
  const code = value.trim();
  if (code === '') return 'ACCESS_CODE_REQUIRED';
  const length = countCodePoints(code);
  if (length < ACCESS_CODE_MIN_LENGTH || length > ACCESS_CODE_MAX_LENGTH) return 'ACCESS_CODE_LENGTH_INVALID';
  return null;
}

/**
 * A new password typed twice (sign-up, reset, profile) must be typed the same both times
 * (docs/product-rules.md#our-choices: the brief leaves it open; we require it).
 */
export function validatePasswordConfirmation(password: string, confirmation: string): PasswordConfirmationCode | null {
  return password === confirmation ? null : 'PASSWORD_MISMATCH';
}
