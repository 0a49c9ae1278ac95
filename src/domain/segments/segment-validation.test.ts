import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SEGMENT_MIN_DURATION_SECONDS, validateSegment, type SegmentFormInput } from './segment-validation';

const form = (
  startMinutes: string,
  startSeconds: string,
  endMinutes: string,
  endSeconds: string,
): SegmentFormInput => ({
  startMinutes,
  startSeconds,
  endMinutes,
  endSeconds,
});
const fromSeconds = (start: number, end: number): SegmentFormInput =>
  form(String(Math.floor(start / 60)), String(start % 60), String(Math.floor(end / 60)), String(end % 60));

describe('validateSegment', () => {
  const oneHour = 3600;
  it('accepts a segment inside the session and returns seconds', () => {
    expect(validateSegment(form('1', '30', '5', '0'), oneHour)).toEqual({ ok: true, startSec: 90, endSec: 300 });
  });
  it('accepts exactly 10 seconds ending at the session end', () => {
    expect(validateSegment(fromSeconds(3590, 3600), oneHour)).toEqual({ ok: true, startSec: 3590, endSec: 3600 });
  });
  it('reports each invalid number field', () => {
    expect(validateSegment(form('a', '0', '1.5', ''), oneHour)).toEqual({
      ok: false,
      code: 'SEGMENT_NUMBER_INVALID',
      fields: {
        startMinutes: 'SEGMENT_NUMBER_INVALID',
        endMinutes: 'SEGMENT_NUMBER_INVALID',
        endSeconds: 'SEGMENT_NUMBER_INVALID',
      },
    });
  });
  it('rejects a segment under 10 seconds', () => {
    expect(validateSegment(form('0', '0', '0', '9'), oneHour)).toMatchObject({ ok: false, code: 'SEGMENT_TOO_SHORT' });
  });
  it('rejects a segment ending after the session', () => {
    expect(validateSegment(form('59', '0', '60', '1'), oneHour)).toMatchObject({
      ok: false,
      code: 'SEGMENT_OUT_OF_SCOPE',
    });
  });
  it('rejects seconds of 60 or more, an end before the start, and a bad session duration as invalid data', () => {
    expect(validateSegment(form('0', '75', '2', '0'), oneHour)).toEqual({
      ok: false,
      code: 'SEGMENT_DATA_INVALID',
      fields: { startSeconds: 'SEGMENT_DATA_INVALID' },
    });
    expect(validateSegment(form('5', '0', '1', '0'), oneHour)).toMatchObject({
      ok: false,
      code: 'SEGMENT_DATA_INVALID',
    });
    expect(validateSegment(form('0', '0', '1', '0'), Number.NaN)).toMatchObject({
      ok: false,
      code: 'SEGMENT_DATA_INVALID',
    });
  });

  it('property: accepted exactly when inside the session and at least 10 s long', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: 15_000 }),
        (start, end, duration) => {
          const result = validateSegment(fromSeconds(start, end), duration);
          const inside = start >= 0 && end <= duration && end > start;
          expect(result.ok).toBe(inside && end - start >= SEGMENT_MIN_DURATION_SECONDS);
          if (result.ok) expect([result.startSec, result.endSec]).toEqual([start, end]);
        },
      ),
    );
  });
  it('property: leading zeros and surrounding blanks do not change the verdict (idempotent normalisation)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (start, end) => {
        const plain = fromSeconds(start, end);
        const padded = form(
          ` 0${plain.startMinutes}`,
          `0${plain.startSeconds} `,
          `00${plain.endMinutes}`,
          plain.endSeconds,
        );
        expect(validateSegment(padded, 4000)).toEqual(validateSegment(plain, 4000));
      }),
    );
  });
  it('property: widening an accepted segment inside the session keeps it accepted (monotone)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 10, max: 500 }),
        fc.nat(100),
        fc.nat(100),
        (start, length, left, right) => {
          const duration = 4000;
          const end = start + length;
          fc.pre(end <= duration);
          const wider = validateSegment(
            fromSeconds(Math.max(0, start - left), Math.min(duration, end + right)),
            duration,
          );
          expect(validateSegment(fromSeconds(start, end), duration).ok).toBe(true);
          expect(wider.ok).toBe(true);
        },
      ),
    );
  });
});
