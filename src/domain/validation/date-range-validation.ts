import { isIsoDate } from '../time/civil-date';

/**
 * The dashboard custom range rule (docs/product-rules.md#field-rules: 'You must select a valid
 * date range.').
 */

export type DateRangeCode = 'DATE_RANGE_INVALID';

/** A custom range needs two real dates with from ≤ to (a single day is a valid range). */
export function validateDateRange(from: string | null, to: string | null): DateRangeCode | null {
  if (from === null || to === null || !isIsoDate(from) || !isIsoDate(to)) return 'DATE_RANGE_INVALID';
  // Zero-padded ISO dates order lexicographically the same as chronologically.
  return from <= to ? null : 'DATE_RANGE_INVALID';
}
