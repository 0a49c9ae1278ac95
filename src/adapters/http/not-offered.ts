import { ApiError } from '../../domain/errors/api-error';

/** Statuses that say the server has no such call: one of our extensions that it does not offer. */
const NOT_OFFERED_STATUSES: readonly number[] = [404, 405, 501];

/**
 * Whether a call failed because the server does not offer it (404, 405 or 501), so that the app
 * does without it: a live recording stays on the device, the records are computed from the session
 * history (docs/api-sessions.md#personal-records).
 */
export function isNotOffered(error: unknown): boolean {
  return error instanceof ApiError && NOT_OFFERED_STATUSES.includes(error.httpStatus);
}
