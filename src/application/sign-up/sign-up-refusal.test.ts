import { describe, expect, it } from 'vitest';
import { fieldRefusalOf } from './sign-up-refusal';

describe('fieldRefusalOf', () => {
  it('places each field code of the contract', () => {
    expect(fieldRefusalOf('NAME_REQUIRED:lastName', 'adult')).toEqual({ field: 'lastName', code: 'NAME_REQUIRED' });
    expect(fieldRefusalOf('NAME_REQUIRED:parentFirstName', 'child')).toEqual({
      field: 'parentFirstName',
      code: 'NAME_REQUIRED',
    });
    expect(fieldRefusalOf('PHONE_INVALID:parentPhoneNumber', 'child')).toEqual({
      field: 'parentPhoneNumber',
      code: 'PHONE_INVALID',
    });
    expect(fieldRefusalOf('CONSENT_REQUIRED:coppaAccepted', 'child')).toEqual({
      field: 'coppaAccepted',
      code: 'CONSENT_REQUIRED',
    });
    expect(fieldRefusalOf('PASSWORD_LENGTH', 'adult')).toEqual({ field: 'password', code: 'PASSWORD_LENGTH_INVALID' });
    expect(fieldRefusalOf('HEIGHT_NOT_NUMERIC', 'adult')).toEqual({ field: 'height', code: 'HEIGHT_NOT_NUMERIC' });
    expect(fieldRefusalOf('WEIGHT_INVALID', 'child')).toEqual({ field: 'weight', code: 'WEIGHT_INVALID' });
    expect(fieldRefusalOf('BIRTH_DATE_INVALID', 'adult')).toEqual({ field: 'birthDate', code: 'BIRTH_DATE_INVALID' });
  });

  it('puts EMAIL_INVALID on the address of the account being made', () => {
    expect(fieldRefusalOf('EMAIL_INVALID', 'adult')).toEqual({ field: 'email', code: 'EMAIL_INVALID' });
    expect(fieldRefusalOf('EMAIL_INVALID', 'child')).toEqual({ field: 'parentEmail', code: 'EMAIL_INVALID' });
  });

  it('refuses unknown codes and fields the form does not show', () => {
    expect(fieldRefusalOf('SOMETHING', 'adult')).toBeNull();
    expect(fieldRefusalOf('NAME_REQUIRED:parentFirstName', 'adult')).toBeNull();
    expect(fieldRefusalOf('PHONE_INVALID:phoneNumber', 'child')).toBeNull();
    expect(fieldRefusalOf('NAME_REQUIRED:__proto__', 'adult')).toBeNull();
    expect(fieldRefusalOf('toString', 'adult')).toBeNull();
  });
});
