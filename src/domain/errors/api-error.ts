/**
 * The product API's status codes (docs/product-rules.md#error-behaviour). An error body carries `status {code, desc}`;
 * the HTTP adapter turns it into an ApiError so every layer can branch on the code.
 */
export const API_STATUS_CODES = [
  'BP_200',
  'BP_400',
  'BP_401',
  'BP_403',
  'BP_404',
  'BP_405',
  'BP_409',
  'BP_412',
  'BP_429',
  'BP_431',
  'BP_500',
] as const;
export type ApiStatusCode = (typeof API_STATUS_CODES)[number];

/**
 * Codes of failures that never reached a well-formed API answer. OFFLINE: the device is offline, so the call was not
 * sent (a write) or could not reach the server (docs/product-rules.md#offline).
 */
export type TransportErrorCode = 'NETWORK' | 'TIMEOUT' | 'BAD_RESPONSE' | 'OFFLINE';

export function isApiStatusCode(value: unknown): value is ApiStatusCode {
  return typeof value === 'string' && (API_STATUS_CODES as readonly string[]).includes(value);
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ApiStatusCode | TransportErrorCode,
    readonly desc: string,
    /** 0 when no HTTP answer arrived (network error, time-out). */
    readonly httpStatus: number,
    /**
     * The call that failed, named by its route pattern and never by its path (`GET /public/shared-sessions/:token`),
     * so the message may reach an error report whole (docs/architecture.md#error-reporting).
     */
    readonly call?: string,
    /** How long the server asks to wait before the call is tried again (a 429's `Retry-After`), in whole seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(call === undefined ? `${code} (${httpStatus}): ${desc}` : `${code} (${httpStatus}) for ${call}: ${desc}`);
  }
}

export function isApiError(error: unknown, code?: ApiError['code']): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** The server's rate limit (HTTP 429, docs/api.md#too-many-requests); `retryAfterSeconds` is its wait when it gave one. */
export function isTooManyRequests(error: unknown): error is ApiError {
  return error instanceof ApiError && error.httpStatus === 429;
}
