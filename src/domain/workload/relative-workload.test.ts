import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MILLISECONDS_PER_DAY } from '../units/time-units';
import { computeRelativePercent, selectPreviousDays } from './relative-workload';

const day = MILLISECONDS_PER_DAY;

describe('workload and distance %', () => {
  it('100 % is the usual session', () => {
    expect(computeRelativePercent(120, [100, 140])).toBe(100);
    expect(computeRelativePercent(60, [100, 140])).toBe(50);
  });

  it('is null without history or with a zero mean', () => {
    expect(computeRelativePercent(100, [])).toBeNull();
    expect(computeRelativePercent(100, [0, 0])).toBeNull();
  });

  it('uses only the previous 28 days', () => {
    const now = 100 * day;
    const history = [
      { startedAtMs: now - 29 * day, value: 1000 },
      { startedAtMs: now - 28 * day, value: 100 },
      { startedAtMs: now - day, value: 300 },
      { startedAtMs: now, value: 5000 },
    ];
    expect(selectPreviousDays(history, now)).toEqual([100, 300]);
    expect(computeRelativePercent(400, selectPreviousDays(history, now))).toBe(200);
  });

  it('grows with the session value', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.array(fc.double({ min: 1, max: 1000, noNaN: true }), { minLength: 1, maxLength: 30 }),
        (a, b, previous) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(computeRelativePercent(hi, previous) as number).toBeGreaterThanOrEqual(
            computeRelativePercent(lo, previous) as number,
          );
        },
      ),
    );
  });
});
