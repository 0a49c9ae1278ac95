import { asCentimeters, asKilograms, asPounds, type Centimeters, type Kilograms, type Pounds } from './branded-units';

/** Exact by definition (international yard and pound agreement, 1959). */
export const CENTIMETERS_PER_INCH = 2.54;
export const INCHES_PER_FOOT = 12;
/** Exact by definition (international yard and pound agreement, 1959). */
export const KILOGRAMS_PER_POUND = 0.45359237;

export interface FeetInches {
  readonly feet: number;
  /** Whole inches, 0..11. */
  readonly inches: number;
}

/** A height in whole feet and inches (inches rounded; 12 in rolls into a foot). */
export function centimetersToFeetInches(cm: Centimeters): FeetInches {
  const totalInches = Math.round(cm / CENTIMETERS_PER_INCH);
  return { feet: Math.floor(totalInches / INCHES_PER_FOOT), inches: totalInches % INCHES_PER_FOOT };
}

export function feetInchesToCentimeters(height: FeetInches): Centimeters {
  return asCentimeters((height.feet * INCHES_PER_FOOT + height.inches) * CENTIMETERS_PER_INCH);
}

export function kilogramsToPounds(kg: Kilograms): Pounds {
  return asPounds(kg / KILOGRAMS_PER_POUND);
}

export function poundsToKilograms(lb: Pounds): Kilograms {
  return asKilograms(lb * KILOGRAMS_PER_POUND);
}
