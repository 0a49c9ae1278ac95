import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalMarkOf, withDecimalMark } from './decimal-input';

describe('decimalMarkOf', () => {
  it('is the comma in French and in English read in France, the point in American and British English', () => {
    expect(decimalMarkOf(['fr'])).toBe(',');
    expect(decimalMarkOf(['fr-FR', 'fr'])).toBe(',');
    expect(decimalMarkOf(['en-FR', 'en'])).toBe(',');
    expect(decimalMarkOf(['en-US', 'en'])).toBe('.');
    expect(decimalMarkOf(['en-GB', 'en'])).toBe('.');
  });
});

describe('withDecimalMark', () => {
  it('writes a whole decimal with the reader’s mark', () => {
    expect(withDecimalMark('167.6', ',')).toBe('167,6');
    expect(withDecimalMark('11.3', ',')).toBe('11,3');
    expect(withDecimalMark('76,5', '.')).toBe('76.5');
    expect(withDecimalMark('181', ',')).toBe('181');
  });

  it('leaves what is half typed or no number as it is', () => {
    for (const text of ['', '11.', ',5', 'abc', '1.2.3', '7 0']) expect(withDecimalMark(text, ',')).toBe(text);
  });

  it('changes nothing but the mark: back with the other mark it is the same text', () => {
    fc.assert(
      fc.property(fc.nat({ max: 999 }), fc.nat({ max: 99 }), (whole, fraction) => {
        const text = `${whole}.${fraction}`;
        const french = withDecimalMark(text, ',');
        expect(french).toBe(`${whole},${fraction}`);
        expect(withDecimalMark(french, '.')).toBe(text);
      }),
    );
  });
});
