import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  parseDecimalInput,
  validateBeltNumber,
  validateHeight,
  validatePhone,
  validateRequiredName,
  validateRequiredValue,
  validateWeight,
} from './profile-validation';

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));

describe('validateRequiredName', () => {
  it('requires a non-blank name', () => {
    expect(validateRequiredName('')).toBe('NAME_REQUIRED');
    expect(validateRequiredName(' \t')).toBe('NAME_REQUIRED');
    expect(validateRequiredName('Alex')).toBeNull();
    expect(validateRequiredValue('')).toBe('FIELD_REQUIRED');
  });
  it('property: any string with a non-blank character passes', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== ''),
        (s) => {
          expect(validateRequiredName(s)).toBeNull();
        },
      ),
    );
  });
});

describe('validatePhone', () => {
  it.each(['123456789', '0612345678', ' 123456789 '])('accepts %j', (p) => expect(validatePhone(p)).toBeNull());
  it.each(['12345678', '+33612345678', '06 12 34 56 78', '06-1234-5678', 'abcdefghi', '١٢٣٤٥٦٧٨٩'])('rejects %j', (p) =>
    expect(validatePhone(p)).toBe('PHONE_INVALID'),
  );
  it('treats an empty phone as not given', () => expect(validatePhone('')).toBeNull());
  it('property: digit strings pass exactly from 9 digits on', () => {
    fc.assert(
      fc.property(digits(1, 20), (p) => {
        expect(validatePhone(p) === null).toBe(p.length >= 9);
      }),
    );
  });
  it('property: appending digits to a valid phone keeps it valid (monotone)', () => {
    fc.assert(
      fc.property(digits(9, 15), digits(0, 5), (p, more) => {
        expect(validatePhone(p + more)).toBeNull();
      }),
    );
  });
});

describe('validateHeight', () => {
  it.each(['180', '5.9', '172,5'])('accepts %j', (h) => expect(validateHeight(h)).toBeNull());
  it.each(['abc', '1.8.0', '180cm', '-180', '.5', '5.'])('rejects %j', (h) =>
    expect(validateHeight(h)).toBe('HEIGHT_NOT_NUMERIC'),
  );
  it('property: any digit string passes', () => {
    fc.assert(
      fc.property(digits(1, 6), (h) => {
        expect(validateHeight(h)).toBeNull();
      }),
    );
  });
});

describe('validateWeight', () => {
  it.each(['70', '70.5', '70.25', '70,5', '70,25', '0'])('accepts %j', (w) => expect(validateWeight(w)).toBeNull());
  it.each(['70.123', '70.', '7,5.1', 'abc', '70..5', ',5', '7 0', '-70', '70kg'])('rejects %j', (w) =>
    expect(validateWeight(w)).toBe('WEIGHT_INVALID'),
  );
  it('property: accepted exactly when at most 2 digits follow one separator', () => {
    fc.assert(
      fc.property(digits(1, 4), fc.constantFrom('.', ','), digits(0, 5), (whole, sep, fraction) => {
        expect(validateWeight(whole + sep + fraction) === null).toBe(fraction.length >= 1 && fraction.length <= 2);
      }),
    );
  });
  it('property: an accepted weight parses to a finite number equal to its dotted reading', () => {
    fc.assert(
      fc.property(digits(1, 4), fc.constantFrom('.', ','), digits(1, 2), (whole, sep, fraction) => {
        expect(parseDecimalInput(whole + sep + fraction)).toBe(Number(`${whole}.${fraction}`));
      }),
    );
  });
  it('parses nothing else', () => expect(parseDecimalInput('7,5.1')).toBeNaN());
});

describe('validateBeltNumber', () => {
  it('accepts digits only', () => {
    expect(validateBeltNumber('0042')).toBeNull();
    expect(validateBeltNumber('42a')).toBe('BELT_NUMBER_NOT_NUMERIC');
    expect(validateBeltNumber('4.2')).toBe('BELT_NUMBER_NOT_NUMERIC');
  });
  it('property: a string with a non-digit (after trimming) is rejected', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== '' && /[^0-9]/.test(s.trim())),
        (s) => {
          expect(validateBeltNumber(s)).toBe('BELT_NUMBER_NOT_NUMERIC');
        },
      ),
    );
  });
});
