import { ApiError, isApiStatusCode } from '../../domain/errors/api-error';

/** The longest wait a `Retry-After` may ask for: a day. A longer one is not believed. */
const MAX_RETRY_AFTER_SECONDS = 24 * 60 * 60;

/**
 * Turns a non-2xx answer into an ApiError (docs/api.md "Envelope"): the body's
 * `status {code, desc}` when it has one, else BP_500 for 5xx and BP_400 for anything else.
 * `call` names the call by its route pattern (`GET /public/shared-sessions/:token`), never its path.
 * `retryAfter` is the answer's `Retry-After` header, read when it is whole seconds (docs/api.md#too-many-requests).
 */
export function readApiError(
  httpStatus: number,
  bodyText: string,
  call?: string,
  retryAfter?: string | null,
): ApiError {
  const fallbackCode = httpStatus >= 500 ? 'BP_500' : 'BP_400';
  const status = readStatus(bodyText);
  const wait = readRetryAfterSeconds(retryAfter);
  if (status === null) {
    return new ApiError(fallbackCode, `HTTP ${httpStatus}`, httpStatus, call, wait);
  }
  const code = isApiStatusCode(status.code) ? status.code : fallbackCode;
  const desc = typeof status.desc === 'string' ? status.desc : `HTTP ${httpStatus}`;
  return new ApiError(code, desc, httpStatus, call, wait);
}

/**
 * A `Retry-After` of whole seconds (`45`), at least 1 and at most a day; undefined for anything else (absent, an
 * HTTP date, a fraction, a sign, 0, more than a day): the caller then waits as it would without one.
 */
export function readRetryAfterSeconds(header: string | null | undefined): number | undefined {
  if (header === null || header === undefined || !/^\s*\d{1,6}\s*$/.test(header)) return undefined;
  const seconds = Number(header);
  return seconds >= 1 && seconds <= MAX_RETRY_AFTER_SECONDS ? seconds : undefined;
}

function readStatus(bodyText: string): { code?: unknown; desc?: unknown } | null {
  if (bodyText.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const status = parsed['status'];
  return isRecord(status) ? status : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The BP_403 answer for a forged or unknown token says so in its description (docs/product-rules.md#error-behaviour). */
export function isSignatureFailure(error: ApiError): boolean {
  return error.httpStatus === 401 && error.code === 'BP_403' && /signature/i.test(error.desc);
}
