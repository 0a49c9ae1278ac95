import { HttpResponse } from 'msw';
import type { ApiStatusCode } from '../../src/domain/errors/api-error';

/** The wire envelope of docs/api.md: success is the body itself, an error is `{status: {code, desc}}`. */

export interface ErrorBody {
  readonly status: { readonly code: string; readonly desc: string };
}

/** `code` is any string: injected faults (POST /__mock/faults) may carry codes the API never sends. */
export function errorResponse(httpStatus: number, code: string, desc: string): Response {
  return HttpResponse.json({ status: { code, desc } } satisfies ErrorBody, { status: httpStatus });
}

/**
 * Ends the handler with an error answer. MSW treats a thrown Response as the answer,
 * so guards deep inside a handler can stop it without threading results back.
 */
export function rejectWith(httpStatus: number, code: ApiStatusCode, desc: string): never {
  throw errorResponse(httpStatus, code, desc);
}

export function jsonResponse(body: unknown, httpStatus = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status: httpStatus });
}

/** The JSON body as an object, or a 400 BP_400 answer when it is missing, malformed or not an object. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return rejectWith(400, 'BP_400', 'Malformed request body');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return rejectWith(400, 'BP_400', 'Malformed request body');
  }
  return body as Record<string, unknown>;
}

/** A string field, or a 400 BP_400 answer. */
export function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') return rejectWith(400, 'BP_400', `Field '${field}' is required`);
  return value;
}

/** The path after the API base (`/api` or `/integration-api`), e.g. `/web/account/acc-1`. */
export function apiRelativePath(url: URL): string {
  const match = /\/(?:integration-)?api(\/.*)$/.exec(url.pathname);
  return match?.[1] ?? url.pathname;
}
