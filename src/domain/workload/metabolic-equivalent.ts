import { SECONDS_PER_HOUR } from '../units/time-units';

/**
 * MET over a session: kcal per kg per hour, taking 1 MET ≈ 1 kcal·kg⁻¹·h⁻¹
 * (Ainsworth et al., Compendium of Physical Activities; docs/product-rules.md#calories-and-met).
 * Null without weight, calories or a positive duration.
 */
export function computeMet(kcal: number | null, weightKg: number | undefined, durationSeconds: number): number | null {
  if (kcal === null || weightKg === undefined || !(weightKg > 0) || !(durationSeconds > 0)) return null;
  return kcal / weightKg / (durationSeconds / SECONDS_PER_HOUR);
}
