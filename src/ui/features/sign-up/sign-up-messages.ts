import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SignUpFailure } from '../../../application/sign-up/sign-up.view-model';
import type { SignUpConsentField } from '../../../application/sign-up/sign-up-form.model';
import type { SignUpField, SignUpFieldCode } from '../../../domain/validation/sign-up-validation';
import { messageForCode } from '../../messages/message-for-code';

/** Each consent's 'CONSENT_REQUIRED' text (docs/product-rules.md#field-rules: terms, privacy, COPPA, parent or guardian). */
const consentMessages: Readonly<Record<SignUpConsentField, MessageDescriptor>> = {
  termsAccepted: msg`You must accept the Terms of Use.`,
  privacyAccepted: msg`You must accept the Privacy Policy.`,
  coppaAccepted: msg`You must accept the COPPA Policy to sign up a child.`,
  guardianConfirmed: msg`Only a parent or guardian can sign up a child: please confirm that you are one.`,
};

/** The text of a field's error code; a consent's depends on which box it is. */
export function signUpFieldMessage(field: SignUpField, code: SignUpFieldCode): MessageDescriptor {
  if (code === 'CONSENT_REQUIRED') {
    return field in consentMessages ? consentMessages[field as SignUpConsentField] : msg`This field is required.`;
  }
  return messageForCode(code);
}

/** A submit that did not go through, with the form kept as typed. */
export const signUpFailureMessages: Readonly<Record<SignUpFailure, MessageDescriptor>> = {
  SIGN_UP_FAILED: msg`Your sign-up could not be sent. Everything you typed is kept; please try again.`,
  SIGN_UP_REFUSED: msg`Your sign-up was not accepted. Please check your details and try again.`,
};
