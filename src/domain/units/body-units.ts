/**
 * Height and weight in the user's system (docs/product-rules.md#units: cm/kg or ft/lb). The API keeps
 * metric values (docs/api-account.md#profile); the profile shows and takes imperial ones.
 */
declare const bodyUnitBrand: unique symbol;

type BodyUnit<TBrand extends string> = number & { readonly [bodyUnitBrand]: TBrand };

export type Centimeters = BodyUnit<'Centimeters'>;
export type Inches = BodyUnit<'Inches'>;
export type Kilograms = BodyUnit<'Kilograms'>;
export type Pounds = BodyUnit<'Pounds'>;

export const asCentimeters = (value: number): Centimeters => value as Centimeters;
export const asInches = (value: number): Inches => value as Inches;
export const asKilograms = (value: number): Kilograms => value as Kilograms;
export const asPounds = (value: number): Pounds => value as Pounds;

/** 1 in = 2.54 cm exactly (international yard and pound agreement, 1959; NIST SP 811, appendix B). */
export const CENTIMETERS_PER_INCH = 2.54;
/** 1 ft = 12 in. */
export const INCHES_PER_FOOT = 12;
/** 1 lb = 0.45359237 kg exactly (international yard and pound agreement, 1959; NIST SP 811, appendix B). */
export const KILOGRAMS_PER_POUND = 0.45359237;

/** Decimals kept when a value is stored or shown (ours): cm to 0.1, kg to 0.01 (the weight rule's two decimals), in and lb to 0.1. */
const CENTIMETER_DECIMALS = 1;
const KILOGRAM_DECIMALS = 2;
const INCH_DECIMALS = 1;
const POUND_DECIMALS = 1;

export interface FeetAndInches {
  /** Whole feet. */
  readonly feet: number;
  /** The rest, below 12, to INCH_DECIMALS. */
  readonly inches: Inches;
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function inchesToCentimeters(inches: Inches): Centimeters {
  return asCentimeters(inches * CENTIMETERS_PER_INCH);
}

export function centimetersToInches(cm: Centimeters): Inches {
  return asInches(cm / CENTIMETERS_PER_INCH);
}

/** 5 ft 11 in → 180.34 cm (exact, not rounded). */
export function feetAndInchesToCentimeters(feet: number, inches: Inches): Centimeters {
  return inchesToCentimeters(asInches(feet * INCHES_PER_FOOT + inches));
}

/** 180.34 cm → 5 ft 11 in: the inches rounded to INCH_DECIMALS first, so 71.99 in reads 6 ft 0 in, never 5 ft 12 in. */
export function centimetersToFeetAndInches(cm: Centimeters): FeetAndInches {
  const totalInches = roundTo(centimetersToInches(cm), INCH_DECIMALS);
  const feet = Math.floor(totalInches / INCHES_PER_FOOT);
  return { feet, inches: asInches(roundTo(totalInches - feet * INCHES_PER_FOOT, INCH_DECIMALS)) };
}

export function poundsToKilograms(lb: Pounds): Kilograms {
  return asKilograms(lb * KILOGRAMS_PER_POUND);
}

export function kilogramsToPounds(kg: Kilograms): Pounds {
  return asPounds(kg / KILOGRAMS_PER_POUND);
}

/** A height as the API keeps it: cm to CENTIMETER_DECIMALS. */
export function roundCentimeters(cm: Centimeters): Centimeters {
  return asCentimeters(roundTo(cm, CENTIMETER_DECIMALS));
}

/** A weight as the API keeps it: kg to KILOGRAM_DECIMALS (the weight rule allows two). */
export function roundKilograms(kg: Kilograms): Kilograms {
  return asKilograms(roundTo(kg, KILOGRAM_DECIMALS));
}

/** A weight as the profile shows it in lb: to POUND_DECIMALS. */
export function roundPounds(lb: Pounds): Pounds {
  return asPounds(roundTo(lb, POUND_DECIMALS));
}
