/**
 * Energy expenditure from heart rate without VO2max: Keytel L.R. et al. 2005,
 * "Prediction of energy expenditure from heart rate monitoring during submaximal
 * exercise", J Sports Sci 23(3):289–297. The equations give kJ/min;
 * ÷ 4.184 converts to kcal/min.
 */
export const KEYTEL_MALE = { intercept: -55.0969, heartRate: 0.6309, weight: 0.1988, age: 0.2017 } as const;
export const KEYTEL_FEMALE = { intercept: -20.4022, heartRate: 0.4472, weight: -0.1263, age: 0.074 } as const;
const KILOJOULES_PER_KILOCALORIE = 4.184;
/** Calories are only counted where HR ≥ 50 % HRmax (docs/product-rules.md#calories-and-met), where the equations hold. */
export const CALORIE_MIN_HR_FRACTION = 0.5;

export type Sex = 'm' | 'f';

export interface KeytelCoefficients {
  readonly intercept: number;
  readonly heartRate: number;
  readonly weight: number;
  readonly age: number;
}

/** Men, women, or the mean of the two when sex is unknown (docs/product-rules.md#calories-and-met). */
export function selectKeytelCoefficients(sex: Sex | undefined): KeytelCoefficients {
  if (sex === 'm') return KEYTEL_MALE;
  if (sex === 'f') return KEYTEL_FEMALE;
  return {
    intercept: (KEYTEL_MALE.intercept + KEYTEL_FEMALE.intercept) / 2,
    heartRate: (KEYTEL_MALE.heartRate + KEYTEL_FEMALE.heartRate) / 2,
    weight: (KEYTEL_MALE.weight + KEYTEL_FEMALE.weight) / 2,
    age: (KEYTEL_MALE.age + KEYTEL_FEMALE.age) / 2,
  };
}

/**
 * kcal per minute at a heart rate (Keytel 2005, ÷ 4.184). Never negative: the
 * regression can dip below zero at low heart rates, where no energy is counted.
 */
export function computeKeytelKcalPerMinute(
  bpm: number,
  weightKg: number,
  ageYears: number,
  coefficients: KeytelCoefficients,
): number {
  const kilojoules =
    coefficients.intercept +
    coefficients.heartRate * bpm +
    coefficients.weight * weightKg +
    coefficients.age * ageYears;
  return kilojoules > 0 ? kilojoules / KILOJOULES_PER_KILOCALORIE : 0;
}
