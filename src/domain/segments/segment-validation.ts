import { asSeconds, type Seconds } from '../units/branded-units';
import { parseSegmentTimeValue, type SegmentNumberCode } from '../validation/segment-time-validation';
import { SECONDS_PER_MINUTE } from '../units/time-units';

/**
 * The segment form (docs/product-rules.md#field-rules): start and end as minutes and seconds typed
 * by the user, checked against the session's duration. A segment is accepted exactly when
 * every input is a whole number, both seconds fields are below 60, it lies inside the session
 * (0 ≤ start < end ≤ duration) and it lasts at least 10 seconds.
 */

export const SEGMENT_MIN_DURATION_SECONDS = 10;

export type SegmentFormCode = SegmentNumberCode | 'SEGMENT_TOO_SHORT' | 'SEGMENT_OUT_OF_SCOPE' | 'SEGMENT_DATA_INVALID';

export interface SegmentFormInput {
  readonly startMinutes: string;
  readonly startSeconds: string;
  readonly endMinutes: string;
  readonly endSeconds: string;
}

export type SegmentField = keyof SegmentFormInput;

export type SegmentValidation =
  | { readonly ok: true; readonly startSec: Seconds; readonly endSec: Seconds }
  | {
      readonly ok: false;
      /** The code to show for the segment as a whole. */
      readonly code: SegmentFormCode;
      /** The inputs at fault; empty when the fault is the combination (too short, out of scope). */
      readonly fields: Readonly<Partial<Record<SegmentField, SegmentFormCode>>>;
    };

const FIELDS: readonly SegmentField[] = ['startMinutes', 'startSeconds', 'endMinutes', 'endSeconds'];

function failure(
  code: SegmentFormCode,
  fields: Partial<Record<SegmentField, SegmentFormCode>> = {},
): SegmentValidation {
  return { ok: false, code, fields };
}

export function validateSegment(input: SegmentFormInput, sessionDurationSec: number): SegmentValidation {
  const invalidNumbers: Partial<Record<SegmentField, SegmentFormCode>> = {};
  const values: Partial<Record<SegmentField, number>> = {};
  for (const field of FIELDS) {
    const parsed = parseSegmentTimeValue(input[field]);
    if (parsed === null) invalidNumbers[field] = 'SEGMENT_NUMBER_INVALID';
    else values[field] = parsed;
  }
  if (Object.keys(invalidNumbers).length > 0) return failure('SEGMENT_NUMBER_INVALID', invalidNumbers);

  const { startMinutes = 0, startSeconds = 0, endMinutes = 0, endSeconds = 0 } = values;
  const badSeconds: Partial<Record<SegmentField, SegmentFormCode>> = {};
  if (startSeconds >= SECONDS_PER_MINUTE) badSeconds.startSeconds = 'SEGMENT_DATA_INVALID';
  if (endSeconds >= SECONDS_PER_MINUTE) badSeconds.endSeconds = 'SEGMENT_DATA_INVALID';
  if (Object.keys(badSeconds).length > 0) return failure('SEGMENT_DATA_INVALID', badSeconds);
  if (!Number.isFinite(sessionDurationSec) || sessionDurationSec <= 0) return failure('SEGMENT_DATA_INVALID');

  const startSec = startMinutes * SECONDS_PER_MINUTE + startSeconds;
  const endSec = endMinutes * SECONDS_PER_MINUTE + endSeconds;
  if (endSec <= startSec) return failure('SEGMENT_DATA_INVALID');
  if (endSec > sessionDurationSec) return failure('SEGMENT_OUT_OF_SCOPE');
  if (endSec - startSec < SEGMENT_MIN_DURATION_SECONDS) return failure('SEGMENT_TOO_SHORT');
  return { ok: true, startSec: asSeconds(startSec), endSec: asSeconds(endSec) };
}
