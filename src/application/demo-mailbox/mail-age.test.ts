import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mailAgeOf } from './mail-age';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const MINUTE = 60_000;

describe('mailAgeOf', () => {
  it.each([
    [0, { value: 0, unit: 'second' }],
    [59_999, { value: 0, unit: 'second' }],
    [MINUTE, { value: 1, unit: 'minute' }],
    [59 * MINUTE + 59_999, { value: 59, unit: 'minute' }],
    [60 * MINUTE, { value: 1, unit: 'hour' }],
    [24 * 60 * MINUTE - 1, { value: 23, unit: 'hour' }],
    [24 * 60 * MINUTE, { value: 1, unit: 'day' }],
    [10 * 24 * 60 * MINUTE, { value: 10, unit: 'day' }],
  ])('an age of %i ms is %o', (age, expected) => {
    expect(mailAgeOf(NOW - age, NOW)).toEqual(expected);
  });

  it('a mail from the future (the mock clock ahead) is "now"', () => {
    expect(mailAgeOf(NOW + 3 * 24 * 60 * MINUTE, NOW)).toEqual({ value: 0, unit: 'second' });
  });

  it('never gives a negative value, and an older mail is never younger', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e11 }), fc.integer({ min: 0, max: 1e10 }), (age, extra) => {
        const younger = mailAgeOf(NOW - age, NOW);
        const older = mailAgeOf(NOW - age - extra, NOW);
        const rank = (a: typeof younger) => ['second', 'minute', 'hour', 'day'].indexOf(a.unit) * 1e9 + a.value;
        expect(younger.value).toBeGreaterThanOrEqual(0);
        expect(rank(older)).toBeGreaterThanOrEqual(rank(younger));
      }),
    );
  });
});
