import type { ApiError } from './api-error';

/**
 * The error catalogue (docs/product-rules.md#error-behaviour): what the app does with a failure, given
 * where it happened. Contexts and codes the spec leaves open fall back to a generic error;
 * failures that never reached the server (network, time-out) ask the user to try later and
 * never log out (docs/architecture.md#http-client).
 */

export const ERROR_CONTEXTS = [
  /** Any call answered HTTP 401 (the HTTP client's own decision). */
  'http-401',
  /** The refresh-token call itself failed. */
  'refresh',
  'login',
  'integration-login',
  /** Exchanging the one-time code for a child's code (integration site). */
  'integration-child',
  'resend-activation',
  'dashboard',
  /** The dashboard's first load: a 404 there means the player has no sessions at all. */
  'dashboard-first-load',
  'activity-fetch',
  'language-change',
  /** Any other call. */
  'generic',
] as const;
export type ErrorContext = (typeof ERROR_CONTEXTS)[number];

/** Behaviours that carry a user-facing message (src/ui/messages apiErrorMessages has each). */
export type ErrorMessageBehaviour =
  | 'EMAIL_NOT_REGISTERED'
  | 'INCORRECT_PASSWORD'
  | 'LOGIN_FAILED'
  | 'INVALID_CREDENTIALS'
  | 'ACCESS_CODE_EXPIRED'
  | 'NO_DATA'
  | 'NO_SESSIONS'
  | 'ACTIVITY_NOT_FOUND'
  | 'ACTIVITY_DELETED'
  | 'ACCESS_DENIED'
  | 'GENERIC_ERROR'
  | 'TRY_AGAIN_LATER'
  /** The device is offline: nothing was sent, what the user entered stays (docs/product-rules.md#offline). */
  | 'OFFLINE';

/** Behaviours that are actions, not messages. MARK_ACTIVE goes with the 'account activated' toast. */
type ErrorActionBehaviour = 'LOGOUT' | 'REFRESH_AND_RETRY' | 'MARK_ACTIVE' | 'IGNORE';

export type ErrorBehaviour = ErrorMessageBehaviour | ErrorActionBehaviour;

type ErrorCode = ApiError['code'];

/** A BP_403 description that mentions a signature (any case) means a forged or foreign token. */
export function isSignatureProblem(desc: string): boolean {
  return /signature/i.test(desc);
}

function isTransportFailure(code: ErrorCode): boolean {
  return code === 'NETWORK' || code === 'TIMEOUT' || code === 'OFFLINE';
}

/** A failure that never reached the server: the device offline says so, the others ask to try later. */
function transportBehaviour(code: ErrorCode): ErrorBehaviour {
  return code === 'OFFLINE' ? 'OFFLINE' : 'TRY_AGAIN_LATER';
}

function fallback(code: ErrorCode): ErrorBehaviour {
  return isTransportFailure(code) ? transportBehaviour(code) : 'GENERIC_ERROR';
}

export function decideErrorBehaviour(context: ErrorContext, code: ErrorCode, desc = ''): ErrorBehaviour {
  switch (context) {
    case 'http-401':
      if (code === 'BP_405') return 'REFRESH_AND_RETRY';
      if (code === 'BP_403' && isSignatureProblem(desc)) return 'LOGOUT';
      return 'GENERIC_ERROR';
    case 'refresh':
      // A rejected refresh token ends the session; a network or server failure does not.
      return code === 'BP_401' || code === 'BP_403' || code === 'BP_405' ? 'LOGOUT' : fallback(code);
    case 'login':
      if (code === 'BP_404') return 'EMAIL_NOT_REGISTERED';
      if (code === 'BP_401') return 'INCORRECT_PASSWORD';
      return isTransportFailure(code) ? transportBehaviour(code) : 'LOGIN_FAILED';
    case 'integration-login':
      return code === 'BP_401' ? 'INVALID_CREDENTIALS' : fallback(code);
    case 'integration-child':
      return code === 'BP_401' ? 'ACCESS_CODE_EXPIRED' : fallback(code);
    case 'resend-activation':
      return code === 'BP_403' ? 'MARK_ACTIVE' : fallback(code);
    case 'dashboard':
      return code === 'BP_404' ? 'NO_DATA' : fallback(code);
    case 'dashboard-first-load':
      return code === 'BP_404' ? 'NO_SESSIONS' : fallback(code);
    case 'activity-fetch':
      if (code === 'BP_403') return 'ACTIVITY_NOT_FOUND';
      if (code === 'BP_404') return 'ACTIVITY_DELETED';
      return fallback(code);
    case 'language-change':
      return 'IGNORE';
    case 'generic':
      return code === 'BP_403' ? 'ACCESS_DENIED' : fallback(code);
  }
}
