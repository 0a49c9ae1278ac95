import { ApiError, isApiStatusCode } from '../../domain/errors/api-error';

/**
 * Turns a non-2xx answer into an ApiError (docs/api.md "Envelope"): the body's
 * `status {code, desc}` when it has one, else BP_500 for 5xx and BP_400 for anything else.
 * `call` names the call by its route pattern (`GET /public/shared-sessions/:token`), never its path.
 */
export function readApiError(httpStatus: number, bodyText: string, call?: string): ApiError {
  const fallbackCode = httpStatus >= 500 ? 'BP_500' : 'BP_400';
  const status = readStatus(bodyText);
  if (status === null) {
    return new ApiError(fallbackCode, `HTTP ${httpStatus}`, httpStatus, call);
  }
  const code = isApiStatusCode(status.code) ? status.code : fallbackCode;
  const desc = typeof status.desc === 'string' ? status.desc : `HTTP ${httpStatus}`;
  return new ApiError(code, desc, httpStatus, call);
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
