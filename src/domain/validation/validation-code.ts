import type { AccessCodeCode, EmailCode, PasswordCode, PasswordConfirmationCode } from './credentials-validation';
import type { BirthDateCode } from './birth-date-validation';
import type { BeltNumberCode, HeightCode, NameCode, PhoneCode, RequiredCode, WeightCode } from './profile-validation';
import type { AdditionalEmailCode, DescriptionCode } from './activity-validation';
import type { SegmentNumberCode } from './segment-time-validation';
import type { DateRangeCode } from './date-range-validation';
import type { SegmentFormCode } from '../segments/segment-validation';

/** Every code a form rule can return; the UI has a message for each (src/ui/messages). */
export type ValidationCode =
  | EmailCode
  | PasswordCode
  | PasswordConfirmationCode
  | BirthDateCode
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
