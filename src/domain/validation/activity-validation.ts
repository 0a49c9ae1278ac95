import { countCodePoints, normaliseEmail, validateEmail, type EmailCode } from './credentials-validation';

/** Activity description and additional notification emails (docs/product-rules.md#field-rules). */

export const DESCRIPTION_MAX_LENGTH = 500;

export type DescriptionCode = 'DESCRIPTION_TOO_LONG';
export type AdditionalEmailCode = EmailCode | 'ADDITIONAL_EMAIL_SAME_AS_ACCOUNT' | 'ADDITIONAL_EMAIL_EXISTS';

/** At most 500 characters counted in code points (an emoji is one). Empty is allowed. */
export function validateActivityDescription(value: string): DescriptionCode | null {
  return countCodePoints(value) > DESCRIPTION_MAX_LENGTH ? 'DESCRIPTION_TOO_LONG' : null;
}

function sameAddress(a: string, b: string): boolean {
  return normaliseEmail(a).toLowerCase() === normaliseEmail(b).toLowerCase();
}

/**
 * A new additional email: a valid address, not the account's own email and not one already
 * on the player's list. Addresses compare case-insensitively, ignoring surrounding blanks.
 */
export function validateAdditionalEmail(
  value: string,
  accountEmail: string,
  existingEmails: readonly string[],
): AdditionalEmailCode | null {
  const emailCode = validateEmail(value);
  if (emailCode !== null) return emailCode;
  if (sameAddress(value, accountEmail)) return 'ADDITIONAL_EMAIL_SAME_AS_ACCOUNT';
  if (existingEmails.some((existing) => sameAddress(value, existing))) return 'ADDITIONAL_EMAIL_EXISTS';
  return null;
}
