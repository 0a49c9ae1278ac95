import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateEmail, validatePassword } from '../../domain/validation/credentials-validation';
import { AccessCodeForm, LoginForm } from './credentials.form';
import { AdditionalEmailForm, DescriptionForm, SegmentForm } from './activity.form';
import { ProfileDetailsForm } from './profile.form';
import { isFormValid, validateForm } from './domain-rule.decorator';

function login(email: string, password: string): LoginForm {
  return Object.assign(new LoginForm(), { email, password });
}

function segment(values: Partial<SegmentForm>): SegmentForm {
  return Object.assign(new SegmentForm(), { name: 'Warm-up', sessionDurationSec: 3600 }, values);
}

describe('validateForm (class-validator decorators really run)', () => {
  it('gives the domain code for a bad email and a short password', () => {
    expect(validateForm(login('not-an-email', 'short'))).toEqual({ email: 'EMAIL_INVALID', password: 'PASSWORD_LENGTH_INVALID' });
  });
  it('gives required codes for an empty login form', () => {
    expect(validateForm(new LoginForm())).toEqual({ email: 'EMAIL_REQUIRED', password: 'PASSWORD_REQUIRED' });
  });
  it('passes a valid login form', () => {
    expect(validateForm(login('player@example.com', 'demo-pass-1'))).toEqual({});
    expect(isFormValid(login('player@example.com', 'demo-pass-1'))).toBe(true);
  });
  it('property: the form reports exactly the domain rules’ codes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), fc.string({ maxLength: 60 }), (email, password) => {
        const expected: Record<string, string> = {};
        const emailCode = validateEmail(email);
        const passwordCode = validatePassword(password);
        if (emailCode) expected['email'] = emailCode;
        if (passwordCode) expected['password'] = passwordCode;
        expect(validateForm(login(email, password))).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
  it('checks the access code', () => {
    expect(validateForm(new AccessCodeForm())).toEqual({ accessCode: 'ACCESS_CODE_REQUIRED' });
    expect(validateForm(Object.assign(new AccessCodeForm(), { accessCode: '1234' }))).toEqual({ accessCode: 'ACCESS_CODE_LENGTH_INVALID' });
    expect(validateForm(Object.assign(new AccessCodeForm(), { accessCode: 'ABCD1234' }))).toEqual({});
  });
});

describe('SegmentForm', () => {
  it('reports number errors per input', () => {
    expect(validateForm(segment({ startMinutes: 'x', startSeconds: '0', endMinutes: '1', endSeconds: '' }))).toEqual({
      startMinutes: 'SEGMENT_NUMBER_INVALID',
      endSeconds: 'SEGMENT_NUMBER_INVALID',
    });
  });
  it('reports the whole-segment code under `segment`', () => {
    expect(validateForm(segment({ startMinutes: '0', startSeconds: '0', endMinutes: '0', endSeconds: '5' }))).toEqual({ segment: 'SEGMENT_TOO_SHORT' });
    expect(validateForm(segment({ startMinutes: '59', startSeconds: '0', endMinutes: '61', endSeconds: '0' }))).toEqual({ segment: 'SEGMENT_OUT_OF_SCOPE' });
    expect(validateForm(segment({ startMinutes: '0', startSeconds: '70', endMinutes: '1', endSeconds: '0' }))).toEqual({ startSeconds: 'SEGMENT_DATA_INVALID' });
  });
  it('accepts a good segment and requires a name', () => {
    expect(validateForm(segment({ startMinutes: '1', startSeconds: '0', endMinutes: '2', endSeconds: '0' }))).toEqual({});
    expect(validateForm(segment({ name: ' ', startMinutes: '1', startSeconds: '0', endMinutes: '2', endSeconds: '0' }))).toEqual({ name: 'FIELD_REQUIRED' });
  });
});

describe('DescriptionForm, AdditionalEmailForm, ProfileDetailsForm', () => {
  it('limits the description to 500 characters', () => {
    expect(validateForm(Object.assign(new DescriptionForm(), { description: 'a'.repeat(501) }))).toEqual({ description: 'DESCRIPTION_TOO_LONG' });
    expect(validateForm(Object.assign(new DescriptionForm(), { description: '😀'.repeat(500) }))).toEqual({});
  });
  it('uses the account email and the existing list as context', () => {
    const form = Object.assign(new AdditionalEmailForm(), { accountEmail: 'player@example.com', existingEmails: ['coach@example.com'] });
    expect(validateForm(Object.assign(form, { email: 'PLAYER@example.com' }))).toEqual({ email: 'ADDITIONAL_EMAIL_SAME_AS_ACCOUNT' });
    expect(validateForm(Object.assign(form, { email: 'coach@example.com' }))).toEqual({ email: 'ADDITIONAL_EMAIL_EXISTS' });
    expect(validateForm(Object.assign(form, { email: 'mum@example.com' }))).toEqual({});
  });
  it('checks profile details', () => {
    const profile = Object.assign(new ProfileDetailsForm(), { firstName: '', lastName: 'Martin', phone: '123', beltNumber: 'A1', height: '180', weight: '70.123' });
    expect(validateForm(profile)).toEqual({
      firstName: 'NAME_REQUIRED',
      phone: 'PHONE_INVALID',
      beltNumber: 'BELT_NUMBER_NOT_NUMERIC',
      weight: 'WEIGHT_INVALID',
    });
  });
});
