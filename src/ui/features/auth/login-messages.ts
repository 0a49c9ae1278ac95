import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LoginFailureCode } from '../../../application/auth/login.view-model';

/** The login messages (docs/product-rules.md#messages), verbatim in English. */
export const loginFailureMessages: Record<LoginFailureCode, MessageDescriptor> = {
  EMAIL_NOT_REGISTERED: msg`Email address not registered in the system.`,
  INCORRECT_PASSWORD: msg`Incorrect password.`,
  LOGIN_FAILED: msg`Something went wrong. Please contact technical support.`,
};
