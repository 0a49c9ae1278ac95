/**
 * The phone's country code (docs/product-rules.md#field-rules: the country code is its own field).
 * ITU-T E.164 country codes have one to three digits; we take them with or without the leading '+'.
 */

export const COUNTRY_CODE_MAX_DIGITS = 3;

export type PhoneCountryCodeCode = 'PHONE_COUNTRY_CODE_INVALID';

const COUNTRY_CODE_PATTERN = new RegExp(`^\\+?[0-9]{1,${COUNTRY_CODE_MAX_DIGITS}}$`);

/** Needed only with a phone number: an empty code passes while the number is empty too. */
export function validatePhoneCountryCode(code: string, phoneNumber: string): PhoneCountryCodeCode | null {
  const trimmed = code.trim();
  if (trimmed === '' && phoneNumber.trim() === '') return null;
  return COUNTRY_CODE_PATTERN.test(trimmed) ? null : 'PHONE_COUNTRY_CODE_INVALID';
}

/** '33', ' +33 ' → '+33' (the form the API keeps); '' stays ''. Call on a code the rule accepted. */
export function normalisePhoneCountryCode(code: string): string {
  const digits = code.trim().replace(/^\+/, '');
  return digits === '' ? '' : `+${digits}`;
}
