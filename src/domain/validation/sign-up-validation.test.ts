import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  signUpFieldsOf,
  validateConsent,
  validateSignUp,
  type SignUpKind,
  type SignUpValues,
} from './sign-up-validation';

const TODAY = '2026-11-22';

const adult: SignUpValues = {
  firstName: 'Riley',
  lastName: 'Stone',
  email: 'invited@example.com',
  password: 'new-pass-22',
  passwordConfirmation: 'new-pass-22',
  birthDate: { year: '1998', month: '4', day: '12' },
  phoneNumber: '',
  height: '',
  weight: '',
  termsAccepted: true,
  privacyAccepted: true,
  parentFirstName: '',
  parentLastName: '',
  parentEmail: '',
  parentPhoneNumber: '',
  coppaAccepted: false,
  guardianConfirmed: false,
};

const child: SignUpValues = {
  ...adult,
  firstName: 'Mia',
  lastName: 'Rivera',
  email: '',
  birthDate: { year: '2015', month: '6', day: '1' },
  parentFirstName: 'Jo',
  parentLastName: 'Rivera',
  parentEmail: 'jo.parent@example.com',
  parentPhoneNumber: '612345678',
  coppaAccepted: true,
  guardianConfirmed: true,
};

describe('validateConsent', () => {
  it('requires the box to be ticked', () => {
    expect(validateConsent(true)).toBeNull();
    expect(validateConsent(false)).toBe('CONSENT_REQUIRED');
  });
});

describe('validateSignUp', () => {
  it('accepts a complete adult form and a complete child form', () => {
    expect(validateSignUp(adult, 'adult', TODAY)).toEqual({});
    expect(validateSignUp(child, 'child', TODAY)).toEqual({});
  });

  it('names every missing or wrong adult field with its rule code', () => {
    const empty: SignUpValues = {
      ...adult,
      firstName: ' ',
      lastName: '',
      email: 'nope',
      password: 'short',
      passwordConfirmation: 'other',
      birthDate: { year: '', month: '', day: '' },
      phoneNumber: '12345',
      height: 'tall',
      weight: '70.123',
      termsAccepted: false,
      privacyAccepted: false,
    };
    expect(validateSignUp(empty, 'adult', TODAY)).toEqual({
      firstName: 'NAME_REQUIRED',
      lastName: 'NAME_REQUIRED',
      email: 'EMAIL_INVALID',
      password: 'PASSWORD_LENGTH_INVALID',
      passwordConfirmation: 'PASSWORD_MISMATCH',
      birthDate: 'FIELD_REQUIRED',
      phoneNumber: 'PHONE_INVALID',
      height: 'HEIGHT_NOT_NUMERIC',
      weight: 'WEIGHT_INVALID',
      termsAccepted: 'CONSENT_REQUIRED',
      privacyAccepted: 'CONSENT_REQUIRED',
    });
  });

  it('checks the date of birth once given: a real past day', () => {
    expect(validateSignUp({ ...adult, birthDate: { year: '1999', month: '2', day: '30' } }, 'adult', TODAY)).toEqual({
      birthDate: 'BIRTH_DATE_INVALID',
    });
    expect(validateSignUp({ ...adult, birthDate: { year: '2027', month: '1', day: '1' } }, 'adult', TODAY)).toEqual({
      birthDate: 'BIRTH_DATE_IN_FUTURE',
    });
  });

  it('asks a child form for the parent, the COPPA and guardian confirmations, not for an email', () => {
    const bare: SignUpValues = {
      ...child,
      parentFirstName: '',
      parentLastName: '',
      parentEmail: '',
      parentPhoneNumber: '',
      coppaAccepted: false,
      guardianConfirmed: false,
      termsAccepted: false,
      privacyAccepted: false,
    };
    expect(validateSignUp(bare, 'child', TODAY)).toEqual({
      parentFirstName: 'NAME_REQUIRED',
      parentLastName: 'NAME_REQUIRED',
      parentEmail: 'EMAIL_REQUIRED',
      parentPhoneNumber: 'FIELD_REQUIRED',
      termsAccepted: 'CONSENT_REQUIRED',
      privacyAccepted: 'CONSENT_REQUIRED',
      coppaAccepted: 'CONSENT_REQUIRED',
      guardianConfirmed: 'CONSENT_REQUIRED',
    });
    expect(validateSignUp({ ...child, parentPhoneNumber: '0612 345' }, 'child', TODAY)).toEqual({
      parentPhoneNumber: 'PHONE_INVALID',
    });
  });

  it('an adult form ignores the parent fields and the child-only consents', () => {
    expect(signUpFieldsOf('adult')).not.toContain('coppaAccepted');
    expect(signUpFieldsOf('adult')).not.toContain('parentEmail');
    expect(signUpFieldsOf('child')).not.toContain('email');
    expect(signUpFieldsOf('child')).not.toContain('phoneNumber');
  });

  it('property: a form is accepted only when every consent of its kind is given', () => {
    const consents = fc.record({
      termsAccepted: fc.boolean(),
      privacyAccepted: fc.boolean(),
      coppaAccepted: fc.boolean(),
      guardianConfirmed: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.constantFrom<SignUpKind>('adult', 'child'), consents, (kind, boxes) => {
        const base = kind === 'adult' ? adult : child;
        const errors = validateSignUp({ ...base, ...boxes }, kind, TODAY);
        const needed =
          kind === 'adult'
            ? [boxes.termsAccepted, boxes.privacyAccepted]
            : [boxes.termsAccepted, boxes.privacyAccepted, boxes.coppaAccepted, boxes.guardianConfirmed];
        expect(Object.keys(errors).length === 0).toBe(needed.every(Boolean));
        for (const value of Object.values(errors)) expect(value).toBe('CONSENT_REQUIRED');
      }),
    );
  });

  it('property: a password is accepted with its confirmation exactly when it has 8 to 50 characters and both match', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.boolean(), (password, same) => {
        const confirmation = same ? password : `${password}x`;
        const errors = validateSignUp({ ...adult, password, passwordConfirmation: confirmation }, 'adult', TODAY);
        const length = [...password].length;
        expect(errors.password === undefined).toBe(length >= 8 && length <= 50);
        expect(errors.passwordConfirmation === undefined).toBe(same);
      }),
    );
  });

  it('property: the only errors of a form are of the fields its kind asks', () => {
    const text = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(
        fc.constantFrom<SignUpKind>('adult', 'child'),
        text,
        text,
        text,
        text,
        (kind, name, email, phone, weight) => {
          const values = {
            ...adult,
            firstName: name,
            email,
            parentEmail: email,
            phoneNumber: phone,
            parentPhoneNumber: phone,
            weight,
          };
          for (const field of Object.keys(validateSignUp(values, kind, TODAY))) {
            expect(signUpFieldsOf(kind)).toContain(field);
          }
        },
      ),
    );
  });
});
