import type { AccessCodeCode, EmailCode, PasswordCode } from './credentials-validation';
import type { BeltNumberCode, HeightCode, NameCode, PhoneCode, RequiredCode, WeightCode } from './profile-validation';
import type { AdditionalEmailCode, DescriptionCode } from './activity-validation';
import type { SegmentNumberCode } from './segment-time-validation';
import type { DateRangeCode } from './date-range-validation';
import type { SegmentFormCode } from '../segments/segment-validation';

/** Every code a form rule can return; the UI has a message for each (src/ui/messages). */
export type ValidationCode =
  | EmailCode
  | PasswordCode
  | AccessCodeCode
  | NameCode
  | RequiredCode
  | PhoneCode
  | HeightCode
  | WeightCode
  | BeltNumberCode
  | DescriptionCode
  | AdditionalEmailCode
  | SegmentNumberCode
  | SegmentFormCode
  | DateRangeCode;

/** The same list at run time, for exhaustive tests and message catalogues. */
export const VALIDATION_CODES = [
  'EMAIL_REQUIRED',
  'EMAIL_INVALID',
  'PASSWORD_REQUIRED',
  'PASSWORD_LENGTH_INVALID',
  'ACCESS_CODE_REQUIRED',
  'ACCESS_CODE_LENGTH_INVALID',
  'NAME_REQUIRED',
  'FIELD_REQUIRED',
  'PHONE_INVALID',
  'HEIGHT_NOT_NUMERIC',
  'WEIGHT_INVALID',
  'BELT_NUMBER_NOT_NUMERIC',
  'DESCRIPTION_TOO_LONG',
  'ADDITIONAL_EMAIL_SAME_AS_ACCOUNT',
  'ADDITIONAL_EMAIL_EXISTS',
  'SEGMENT_NUMBER_INVALID',
  'SEGMENT_TOO_SHORT',
  'SEGMENT_OUT_OF_SCOPE',
  'SEGMENT_DATA_INVALID',
  'DATE_RANGE_INVALID',
] as const satisfies readonly ValidationCode[];

/** Compile-time check that the list above names every code (fails to type-check otherwise). */
type AssertTrue<T extends true> = T;
export type ValidationCodesComplete = AssertTrue<
  [Exclude<ValidationCode, (typeof VALIDATION_CODES)[number]>] extends [never] ? true : false
>;
