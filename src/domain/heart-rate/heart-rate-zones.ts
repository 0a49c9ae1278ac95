import type { Bpm } from '../units/branded-units';

/**
 * Edwards 1993 zones as fractions of HRmax (docs/product-rules.md#zones): below 50 % no zone;
 * zone 1 50–60 %, 2 60–70 %, 3 70–80 %, 4 80–90 %, 5 ≥ 90 % (values above 100 % included).
 * Each lower bound is inclusive.
 */
export const EDWARDS_ZONE_LOWER_BOUNDS = [0.5, 0.6, 0.7, 0.8, 0.9] as const;
export const EDWARDS_ZONE_COUNT = 5;

/** The "red zone": time above 80 % HRmax (docs/product-rules.md#red-zone). */
export const RED_ZONE_THRESHOLD = 0.8;

/** Display zones: low < 60 %, moderate 60–80 %, high ≥ 80 % (docs/product-rules.md#zones). */
export const DISPLAY_ZONE_MODERATE_FROM = 0.6;
export const DISPLAY_ZONE_HIGH_FROM = RED_ZONE_THRESHOLD;

export type EdwardsZone = 0 | 1 | 2 | 3 | 4 | 5;

/** The Edwards zone (1..5) of a heart rate, or 0 below 50 % HRmax. */
export function classifyEdwardsZone(bpm: Bpm, hrmax: Bpm): EdwardsZone {
  const fraction = bpm / hrmax;
  const [z1, z2, z3, z4, z5] = EDWARDS_ZONE_LOWER_BOUNDS;
  if (fraction >= z5) return 5;
  if (fraction >= z4) return 4;
  if (fraction >= z3) return 3;
  if (fraction >= z2) return 2;
  if (fraction >= z1) return 1;
  return 0;
}
