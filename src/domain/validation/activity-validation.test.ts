import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DESCRIPTION_MAX_LENGTH, validateActivityDescription, validateAdditionalEmail } from './activity-validation';

describe('validateActivityDescription', () => {
  it('accepts up to 500 characters, rejects 501', () => {
    expect(validateActivityDescription('')).toBeNull();
    expect(validateActivityDescription('a'.repeat(500))).toBeNull();
    expect(validateActivityDescription('a'.repeat(501))).toBe('DESCRIPTION_TOO_LONG');
  });
  it('counts an emoji as one character (500 emoji pass, though 1000 UTF-16 units)', () => {
    expect(validateActivityDescription('⚽'.repeat(500))).toBeNull();
    expect(validateActivityDescription('😀'.repeat(500))).toBeNull();
    expect(validateActivityDescription('😀'.repeat(501))).toBe('DESCRIPTION_TOO_LONG');
  });
  it('property: monotone — a prefix of an accepted description is accepted', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 600 }), fc.nat(), (s, cut) => {
        const codePoints = [...s];
        const prefix = codePoints.slice(0, cut % (codePoints.length + 1)).join('');
        if (validateActivityDescription(s) === null) expect(validateActivityDescription(prefix)).toBeNull();
        expect(validateActivityDescription(s) === null).toBe(codePoints.length <= DESCRIPTION_MAX_LENGTH);
      }),
    );
  });
});

describe('validateAdditionalEmail', () => {
  const account = 'player@example.com';
  const existing = ['coach@example.com'];
  it('accepts a new address', () => expect(validateAdditionalEmail('mum@example.com', account, existing)).toBeNull());
  it('checks the address itself first', () => {
    expect(validateAdditionalEmail('', account, existing)).toBe('EMAIL_REQUIRED');
    expect(validateAdditionalEmail('nope', account, existing)).toBe('EMAIL_INVALID');
  });
  it('rejects the account email, whatever the case', () => {
    expect(validateAdditionalEmail('Player@Example.COM ', account, existing)).toBe('ADDITIONAL_EMAIL_SAME_AS_ACCOUNT');
  });
  it('rejects an address already on the list, whatever the case', () => {
    expect(validateAdditionalEmail('COACH@example.com', account, existing)).toBe('ADDITIONAL_EMAIL_EXISTS');
  });
  it('property: after adding an accepted address, adding it again in any case is rejected', () => {
    const address = fc
      .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.stringMatching(/^[a-z]{2,8}$/))
      .map(([local, host]) => `${local}@${host}.com`)
      .filter((a) => a !== account);
    fc.assert(
      fc.property(address, fc.boolean(), (email, upper) => {
        expect(validateAdditionalEmail(email, account, [])).toBeNull();
        const again = upper ? email.toUpperCase() : email;
        expect(validateAdditionalEmail(again, account, [email])).toBe('ADDITIONAL_EMAIL_EXISTS');
      }),
    );
  });
});
