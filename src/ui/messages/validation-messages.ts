import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ValidationCode } from '../../domain/validation/validation-code';

/** The text of every form rule code (docs/product-rules.md#field-rules). */
export const validationMessages: Readonly<Record<ValidationCode, MessageDescriptor>> = {
  EMAIL_REQUIRED: msg`Email is required.`,
  EMAIL_INVALID: msg`Please enter a valid email address.`,
  PASSWORD_REQUIRED: msg`Password is required.`,
  PASSWORD_LENGTH_INVALID: msg`Password must be between 8 and 50 characters.`,
  PASSWORD_MISMATCH: msg`The two passwords do not match.`,
  BIRTH_DATE_INVALID: msg`Please enter a real date of birth.`,
  BIRTH_DATE_IN_FUTURE: msg`The date of birth cannot be in the future.`,
  ACCESS_CODE_REQUIRED: msg`Access code is required.`,
  ACCESS_CODE_LENGTH_INVALID: msg`Access code must be between 8 and 50 characters.`,
  NAME_REQUIRED: msg`Name field is required.`,
  FIELD_REQUIRED: msg`This field is required.`,
  PHONE_INVALID: msg`Only digits allowed with minimum length of 9.`,
  HEIGHT_NOT_NUMERIC: msg`Please insert numeric characters.`,
  WEIGHT_INVALID: msg`The weight field must be numeric and may contain up to 2 decimal places.`,
  BELT_NUMBER_NOT_NUMERIC: msg`Please insert numeric characters.`,
  DESCRIPTION_TOO_LONG: msg`Please insert no more than 500 characters for activity description.`,
  ADDITIONAL_EMAIL_SAME_AS_ACCOUNT: msg`You can't enter same email address from the account.`,
  ADDITIONAL_EMAIL_EXISTS: msg`Email already exists for this player.`,
  SEGMENT_NUMBER_INVALID: msg`Please insert a valid number.`,
  SEGMENT_TOO_SHORT: msg`Segment duration can't be less than 10 seconds.`,
  SEGMENT_OUT_OF_SCOPE: msg`Segment is out of the scope.`,
  SEGMENT_DATA_INVALID: msg`Please insert a valid data.`,
  DATE_RANGE_INVALID: msg`You must select a valid date range.`,
};
