import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODE_MAX_DIGITS,
  normalisePhoneCountryCode,
  validatePhoneCountryCode,
} from './phone-country-code-validation';

describe('validatePhoneCountryCode', () => {
  it.each(['+1', '+33', '+352', '44', ' +49 '])('accepts %j with a number', (code) => {
    expect(validatePhoneCountryCode(code, '612345678')).toBeNull();
  });
  it.each(['', '+', '+1234', '33a', '++33', '0033 ', '+3 3'])('refuses %j with a number', (code) => {
    expect(validatePhoneCountryCode(code, '612345678')).toBe('PHONE_COUNTRY_CODE_INVALID');
  });
  it('asks nothing while the number is empty, but checks a code typed alone', () => {
    expect(validatePhoneCountryCode('', ' ')).toBeNull();
    expect(validatePhoneCountryCode('abc', '')).toBe('PHONE_COUNTRY_CODE_INVALID');
  });
  it('property: one to three digits pass, with or without +; four or more never', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,6}$/), fc.boolean(), (digits, plus) => {
        const code = `${plus ? '+' : ''}${digits}`;
        expect(validatePhoneCountryCode(code, '123456789') === null).toBe(digits.length <= COUNTRY_CODE_MAX_DIGITS);
      }),
    );
  });
});

describe('normalisePhoneCountryCode', () => {
  it('writes the code with one leading +', () => {
    expect(normalisePhoneCountryCode('33')).toBe('+33');
    expect(normalisePhoneCountryCode(' +33 ')).toBe('+33');
    expect(normalisePhoneCountryCode('')).toBe('');
  });
});
