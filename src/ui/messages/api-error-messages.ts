import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorMessageBehaviour } from '../../domain/errors/error-behaviour';

/**
 * Codes of failures and empty states shown to the user: every message-carrying behaviour
 * of the error catalogue (decideErrorBehaviour) plus the other messages forms need (docs/product-rules.md#messages).
 */
export type ApiErrorMessageCode =
  | ErrorMessageBehaviour
  | 'NO_TEAMS'
  | 'EMAIL_ALREADY_REGISTERED'
  | 'CURRENT_PASSWORD_INVALID'
  | 'ACCOUNT_NOT_ACTIVATED';

export const apiErrorMessages: Readonly<Record<ApiErrorMessageCode, MessageDescriptor>> = {
  EMAIL_NOT_REGISTERED: msg`Email address not registered in the system.`,
  INCORRECT_PASSWORD: msg`Incorrect password.`,
  LOGIN_FAILED: msg`Something went wrong. Please contact technical support.`,
  INVALID_CREDENTIALS: msg`Your email and password combination is invalid.`,
  ACCESS_CODE_EXPIRED: msg`The access code has expired. Please sign in again.`,
  NO_DATA: msg`No data found for the selected date range.`,
  NO_SESSIONS: msg`There are no sessions for this player.`,
  NO_TEAMS: msg`This player has no teams.`,
  // docs/product-rules.md#activity: a BP_403 on fetch marks the activity not found, that is, access denied.
  ACTIVITY_NOT_FOUND: msg`Access denied. Make sure you are logged in using the correct account.`,
  ACTIVITY_DELETED: msg`This session has been deleted.`,
  ACCESS_DENIED: msg`Access denied. Make sure you are logged in using the correct account.`,
  GENERIC_ERROR: msg`Something went wrong. Please contact support.`,
  TRY_AGAIN_LATER: msg`Sorry, something went wrong. Please try again later.`,
  OFFLINE: msg`You are offline, so nothing was sent. What you entered is still here: try again once you are back online.`,
  EMAIL_ALREADY_REGISTERED: msg`Sorry this email is already registered.`,
  CURRENT_PASSWORD_INVALID: msg`Current password is invalid.`,
  ACCOUNT_NOT_ACTIVATED: msg`Account is not activated.`,
};
