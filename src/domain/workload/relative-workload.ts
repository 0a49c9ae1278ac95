import { MILLISECONDS_PER_DAY } from '../units/time-units';

/** The reference period for workload and distance percentages (docs/product-rules.md#workload). */
const REFERENCE_PERIOD_DAYS = 28;

export interface DatedValue {
  /** When the session started, in epoch milliseconds. */
  readonly startedAtMs: number;
  readonly value: number;
}

/**
 * The values of the sessions that started in the `days` days before `referenceMs`
 * (strictly before it, and no earlier than `referenceMs − days`).
 */
export function selectPreviousDays(
  history: readonly DatedValue[],
  referenceMs: number,
  days: number = REFERENCE_PERIOD_DAYS,
): number[] {
  const from = referenceMs - days * MILLISECONDS_PER_DAY;
  const values: number[] = [];
  for (const entry of history) {
    if (entry.startedAtMs >= from && entry.startedAtMs < referenceMs) values.push(entry.value);
  }
  return values;
}

/**
 * A session's workload (or distance) as a percentage of the player's usual:
 * value ÷ mean of the previous sessions' values × 100, so 100 % = usual (docs/product-rules.md#workload).
 * Null when there is no history or its mean is not positive.
 */
export function computeRelativePercent(value: number, previousValues: readonly number[]): number | null {
  if (previousValues.length === 0) return null;
  let sum = 0;
  for (const previous of previousValues) sum += previous;
  const mean = sum / previousValues.length;
  if (!(mean > 0)) return null;
  return (value / mean) * 100;
}
