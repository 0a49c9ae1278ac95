import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACCESS_CODE_MAX_LENGTH,
  ACCESS_CODE_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  countCodePoints,
  validateAccessCode,
  validateEmail,
  validatePassword,
  validatePasswordConfirmation,
} from './credentials-validation';

describe('validateEmail', () => {
  it.each(['player@example.com', 'a.b+tag@sub.example.co.uk', '  parent@example.com ', 'x_y@demo-site.io'])(
    'accepts %s',
    (email) => expect(validateEmail(email)).toBeNull(),
  );
  it.each(['', '   '])('requires a value (%j)', (email) => expect(validateEmail(email)).toBe('EMAIL_REQUIRED'));
  it.each([
    'player',
    'player@',
    '@example.com',
    'a@b',
    'a b@example.com',
    'a@@example.com',
    'a@example..com',
    'a@-x.com',
    'a@example.c',
  ])('rejects %s', (email) => expect(validateEmail(email)).toBe('EMAIL_INVALID'));
  it('property: any non-blank string without "@" is invalid', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@') && s.trim() !== ''),
        (s) => {
          expect(validateEmail(s)).toBe('EMAIL_INVALID');
        },
      ),
    );
  });
  it('property: surrounding blanks never change the verdict', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom('', ' ', '\t', '  '), (email, pad) => {
        expect(validateEmail(pad + email + pad)).toBe(validateEmail(email));
      }),
    );
  });
  it('property: ordinary generated addresses with a dotted domain are accepted', () => {
    const address = fc
      .tuple(
        fc.stringMatching(/^[a-z0-9._+-]{1,20}$/),
        fc.stringMatching(/^[a-z0-9]{1,10}$/),
        fc.stringMatching(/^[a-z]{2,6}$/),
      )
      .map(([local, host, tld]) => `${local}@${host}.${tld}`);
    fc.assert(
      fc.property(address, (email) => {
        expect(validateEmail(email)).toBeNull();
      }),
    );
  });
});

describe('validatePassword', () => {
  it('requires a value', () => expect(validatePassword('')).toBe('PASSWORD_REQUIRED'));
  it('accepts 8 and 50 characters, rejects 7 and 51', () => {
    expect(validatePassword('a'.repeat(8))).toBeNull();
    expect(validatePassword('a'.repeat(50))).toBeNull();
    expect(validatePassword('a'.repeat(7))).toBe('PASSWORD_LENGTH_INVALID');
    expect(validatePassword('a'.repeat(51))).toBe('PASSWORD_LENGTH_INVALID');
  });
  it('counts an emoji once', () => expect(validatePassword('😀'.repeat(8))).toBeNull());
  it('property: accepted exactly when 8 ≤ code points ≤ 50', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 70 }), (s) => {
        const n = countCodePoints(s);
        const expected =
          n === 0
            ? 'PASSWORD_REQUIRED'
            : n >= PASSWORD_MIN_LENGTH && n <= PASSWORD_MAX_LENGTH
              ? null
              : 'PASSWORD_LENGTH_INVALID';
        expect(validatePassword(s)).toBe(expected);
      }),
    );
  });
});

describe('validateAccessCode', () => {
  it('requires a value', () => expect(validateAccessCode('  ')).toBe('ACCESS_CODE_REQUIRED'));
  it('accepts 8..50 and rejects outside', () => {
    expect(validateAccessCode('12345678')).toBeNull();
    expect(validateAccessCode('1234567')).toBe('ACCESS_CODE_LENGTH_INVALID');
    expect(validateAccessCode('x'.repeat(51))).toBe('ACCESS_CODE_LENGTH_INVALID');
  });
  it('property: monotone in length — once too long, longer stays too long', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 0, max: 20 }), (n, extra) => {
        const verdict = validateAccessCode('a'.repeat(n));
        expect(verdict === null).toBe(n >= ACCESS_CODE_MIN_LENGTH && n <= ACCESS_CODE_MAX_LENGTH);
        if (n > ACCESS_CODE_MAX_LENGTH)
          expect(validateAccessCode('a'.repeat(n + extra))).toBe('ACCESS_CODE_LENGTH_INVALID');
      }),
    );
  });
});

describe('validatePasswordConfirmation', () => {
  it('accepts exactly the same text and refuses any other', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (password, other) => {
        expect(validatePasswordConfirmation(password, password)).toBeNull();
        expect(validatePasswordConfirmation(password, other)).toBe(password === other ? null : 'PASSWORD_MISMATCH');
      }),
    );
    expect(validatePasswordConfirmation('demo-pass-1', 'demo-pass-1 ')).toBe('PASSWORD_MISMATCH');
  });
});
