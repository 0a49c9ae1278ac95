import { ApiError } from '../../domain/errors/api-error';

type QueryValue = string | number | boolean | null | undefined;
/** Query parameters; null and undefined are left out, an array repeats the key. */
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/** undefined: no body; string: text/plain; FormData or Blob: as-is; anything else: JSON. */
export type RequestBody = unknown;

export function withQuery(url: string, query: QueryParams | undefined): string {
  if (query === undefined) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** Encodes a request body and sets its Content-Type (FormData lets fetch set the boundary). */
export function encodeBody(body: RequestBody, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string') {
    headers.set('Content-Type', 'text/plain;charset=UTF-8');
    return body;
  }
  if (body instanceof FormData || body instanceof Blob) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/**
 * The unwrapped body of a 2xx answer: parsed JSON, undefined when empty, the text itself for
 * a text/* answer. Anything else that does not parse is ApiError('BAD_RESPONSE') for `call`
 * (the call named by its route pattern).
 */
export function parseSuccessBody(text: string, contentType: string | null, call: string, httpStatus: number): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (contentType !== null && contentType.toLowerCase().startsWith('text/')) return text;
    throw new ApiError('BAD_RESPONSE', 'The answer is not JSON', httpStatus, call);
  }
}
