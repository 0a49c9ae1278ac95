/**
 * Profile and sign-up field rules (docs/product-rules.md#field-rules). Phone, height, weight and belt number are
 * optional fields: an empty (or blank) value passes here, and a form that needs the value
 * adds `validateRequiredValue`. Decimal numbers accept '.' or ',' as the separator.
 */

const PHONE_MIN_DIGITS = 9;
const WEIGHT_MAX_DECIMALS = 2;

export type NameCode = 'NAME_REQUIRED';
export type RequiredCode = 'FIELD_REQUIRED';
export type PhoneCode = 'PHONE_INVALID';
export type HeightCode = 'HEIGHT_NOT_NUMERIC';
export type WeightCode = 'WEIGHT_INVALID';
export type BeltNumberCode = 'BELT_NUMBER_NOT_NUMERIC';

const PHONE_PATTERN = new RegExp(`^[0-9]{${PHONE_MIN_DIGITS},}$`);
const HEIGHT_PATTERN = /^[0-9]+(?:[.,][0-9]+)?$/;
const WEIGHT_PATTERN = new RegExp(`^[0-9]+(?:[.,][0-9]{1,${WEIGHT_MAX_DECIMALS}})?$`);
const DIGITS_PATTERN = /^[0-9]+$/;

function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** First, middle or last name, parent names: required, 'Name field is required.' */
export function validateRequiredName(value: string): NameCode | null {
  return isBlank(value) ? 'NAME_REQUIRED' : null;
}

/** Generic presence rule for fields that are required in a given form. */
export function validateRequiredValue(value: string): RequiredCode | null {
  return isBlank(value) ? 'FIELD_REQUIRED' : null;
}

/** Digits only, at least 9 of them (the country code is a separate field). */
export function validatePhone(value: string): PhoneCode | null {
  if (isBlank(value)) return null;
  return PHONE_PATTERN.test(value.trim()) ? null : 'PHONE_INVALID';
}

/** Height in cm or ft: digits, optionally one decimal separator followed by digits. */
export function validateHeight(value: string): HeightCode | null {
  if (isBlank(value)) return null;
  return HEIGHT_PATTERN.test(value.trim()) ? null : 'HEIGHT_NOT_NUMERIC';
}

/**
 * Weight in kg or lb: digits, optionally one '.' or ',' followed by one or two digits
 * (the brief gave two readings; we follow the English one, up to 2 decimals: docs/product-rules.md#field-rules).
 */
export function validateWeight(value: string): WeightCode | null {
  if (isBlank(value)) return null;
  return WEIGHT_PATTERN.test(value.trim()) ? null : 'WEIGHT_INVALID';
}

export function validateBeltNumber(value: string): BeltNumberCode | null {
  if (isBlank(value)) return null;
  return DIGITS_PATTERN.test(value.trim()) ? null : 'BELT_NUMBER_NOT_NUMERIC';
}

/** Parses a weight or height accepted above ('70,5' → 70.5); NaN for anything else. */
export function parseDecimalInput(value: string): number {
  const trimmed = value.trim();
  if (!HEIGHT_PATTERN.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}
