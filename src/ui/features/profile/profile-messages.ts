import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EmailChangeFailure, EmailChangeFieldCode } from '../../../application/profile/email-change.view-model';
import type { PasswordChangeFailure, PasswordFieldCode } from '../../../application/profile/password-change.view-model';
import type { PersonalFieldCode } from '../../../application/profile/personal-data-form';
import type { PersonalSaveFailure } from '../../../application/profile/personal-data-save-errors';
import { messageForCode } from '../../messages/message-for-code';

/** Toast texts of the codes the profile's view-models raise (docs/product-rules.md#messages). */
export const profileToastMessages: Readonly<Record<string, MessageDescriptor>> = {
  UNITS_SAVED: msg`Units saved.`,
  PROFILE_UPDATED: msg`Profile updated.`,
  PASSWORD_CHANGED: msg`Password changed.`,
  EMAIL_CHANGE_REQUESTED: msg`Confirmation email sent. Follow its link to start using your new address.`,
  EMAIL_CHANGE_RESENT: msg`Confirmation email sent again.`,
  EMAIL_CHANGE_CANCELLED: msg`Email change cancelled.`,
};

/** Codes only the profile raises; the shared ones come from messageForCode. */
type ProfileOwnCode =
  | 'AVATAR_TYPE'
  | 'AVATAR_TOO_LARGE'
  | 'AVATAR_FILE_TOO_LARGE'
  | 'AVATAR_UNREADABLE'
  | 'PHONE_COUNTRY_CODE_INVALID'
  | 'POSITION_INVALID'
  | 'SAME_EMAIL';

const profileCodeMessages: Readonly<Record<ProfileOwnCode, MessageDescriptor>> = {
  AVATAR_TYPE: msg`Please choose a PNG, JPEG or WebP image.`,
  AVATAR_TOO_LARGE: msg`This photo is larger than 1 MB. Please choose a smaller one.`,
  AVATAR_FILE_TOO_LARGE: msg`This photo is larger than 20 MB. Please choose a smaller one.`,
  AVATAR_UNREADABLE: msg`This photo could not be read. Please choose another one.`,
  PHONE_COUNTRY_CODE_INVALID: msg`Please enter a country code such as +1 or +33.`,
  POSITION_INVALID: msg`Please choose a position from the list.`,
  SAME_EMAIL: msg`This is already your email address. Please enter a different one.`,
};

function isOwnCode(code: string): code is ProfileOwnCode {
  return Object.hasOwn(profileCodeMessages, code);
}

/** The text of a code shown beside a field of the profile. */
export function profileFieldMessage(
  code: PersonalFieldCode | PasswordFieldCode | EmailChangeFieldCode,
): MessageDescriptor {
  return isOwnCode(code) ? profileCodeMessages[code] : messageForCode(code);
}

const failureMessages: Readonly<
  Record<Exclude<PersonalSaveFailure | PasswordChangeFailure, 'ACCESS_DENIED'>, MessageDescriptor>
> = {
  PROFILE_SAVE_FAILED: msg`Your profile could not be saved. What you typed is kept; please try again.`,
  PASSWORD_CHANGE_FAILED: msg`Your password could not be changed. What you typed is kept; please try again.`,
};

/** The text of a failed save that no field is to blame for. */
export function profileFailureMessage(code: PersonalSaveFailure | PasswordChangeFailure): MessageDescriptor {
  return code === 'ACCESS_DENIED' ? messageForCode(code) : failureMessages[code];
}

/** The text of a failed email action (request, resend, cancel). */
export function emailFailureMessage(
  action: 'request' | 'resend' | 'cancel',
  code: EmailChangeFailure,
): MessageDescriptor {
  if (code === 'ACCESS_DENIED') return messageForCode(code);
  return action === 'cancel'
    ? msg`The change could not be cancelled. Please try again.`
    : msg`The confirmation email could not be sent. Please try again.`;
}
