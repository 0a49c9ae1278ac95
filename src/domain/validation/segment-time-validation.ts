/**
 * One segment time input (start/end minutes or seconds, docs/product-rules.md#field-rules): a whole, non-negative
 * number written in digits. 'Please insert a valid number.' otherwise. Range checks
 * (seconds below 60, inside the session) belong to the segment rule in domain/segments.
 */

export type SegmentNumberCode = 'SEGMENT_NUMBER_INVALID';

/** Six digits of minutes is far beyond any session; longer inputs are typos. */
const SEGMENT_TIME_MAX_DIGITS = 6;

const SEGMENT_TIME_PATTERN = new RegExp(`^[0-9]{1,${SEGMENT_TIME_MAX_DIGITS}}$`);

export function validateSegmentTimeValue(value: string): SegmentNumberCode | null {
  return SEGMENT_TIME_PATTERN.test(value.trim()) ? null : 'SEGMENT_NUMBER_INVALID';
}

/** The number a valid input stands for; null when `validateSegmentTimeValue` rejects it. */
export function parseSegmentTimeValue(value: string): number | null {
  return validateSegmentTimeValue(value) === null ? Number.parseInt(value.trim(), 10) : null;
}
