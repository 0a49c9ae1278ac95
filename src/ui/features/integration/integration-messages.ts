import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ChildCodeError, IntegrationLoginError } from '../../../application/integration/integration.view-model';

/** SPEC §8: integration login BP_401 and "any other failure". */
export const loginErrorMessages: Record<IntegrationLoginError, MessageDescriptor> = {
  INVALID_CREDENTIALS: msg`Your email and password combination is invalid.`,
  GENERIC: msg`Something went wrong. Please contact support.`,
};

export const childErrorMessages: Record<ChildCodeError, MessageDescriptor> = {
  LOGIN_EXPIRED: msg`Your sign-in has expired. Please go back and sign in again.`,
  GENERIC: msg`Something went wrong. Please contact support.`,
};

/** SPEC §8 "Integration code expired". */
export const codeExpiredMessage = msg`Your access code has expired. Go back to get a new one.`;
