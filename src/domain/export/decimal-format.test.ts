import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimal-format';

describe('formatDecimal', () => {
  it('writes a dot, drops trailing zeros and never writes -0, NaN or Infinity', () => {
    expect(formatDecimal(120, 1)).toBe('120');
    expect(formatDecimal(120.5, 2)).toBe('120.5');
    expect(formatDecimal(3.2549, 3)).toBe('3.255');
    expect(formatDecimal(1234567.891, 2)).toBe('1234567.89');
    expect(formatDecimal(-0.0001, 2)).toBe('0');
    expect(formatDecimal(Number.NaN, 1)).toBe('');
    expect(formatDecimal(Number.POSITIVE_INFINITY, 1)).toBe('');
  });

  it('reads back within half a unit of its last decimal', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (value, decimals) => {
          const text = formatDecimal(value, decimals);
          expect(text).toMatch(/^-?\d+(\.\d*[1-9])?$/);
          expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(
            0.5 * 10 ** -decimals * (1 + 1e-9) + Math.abs(value) * 1e-15,
          );
        },
      ),
    );
  });
});
