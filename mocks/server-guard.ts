/**
 * What the mock API server (`npm run mock-api`) refuses before any handler runs, so that no other web
 * page can drive it from the developer's browser (README, "mock API server"):
 * - a `Host` other than localhost, 127.0.0.1 or [::1] with the server's own port: a DNS-rebinding page
 *   reaches the server under its own name;
 * - an `Origin` that is present and not a dev origin of the app (any page's cross-site request carries
 *   its origin; a client without one, curl say, sends none);
 * - a write (POST, PUT, PATCH, DELETE) whose body is not JSON, except the multipart and plain-text
 *   bodies the contract names for a few calls, so that a cross-site "simple request" (text/plain, a form)
 *   never reaches a handler even without an Origin.
 */

/** The dev server (5173) and the preview of a build (4173), on localhost or any `<name>.localhost`, or 127.0.0.1. */
const DEV_ORIGIN = /^http:\/\/(?:(?:[a-z0-9-]+\.)*localhost|127\.0\.0\.1|\[::1\]):(?:5173|4173)$/i;

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The calls whose body is not JSON by contract (docs/api-account.md, docs/api-sessions.md), on the player API. */
const OTHER_BODIES: readonly { readonly method: string; readonly path: RegExp; readonly mediaType: string }[] = [
  { method: 'POST', path: /^\/api\/player-sign-up\/[^/]+$/, mediaType: 'multipart/form-data' },
  { method: 'PUT', path: /^\/api\/web\/players\/[^/]+$/, mediaType: 'multipart/form-data' },
  { method: 'POST', path: /^\/api\/web\/player-activities\/[^/]+\/attachments$/, mediaType: 'multipart/form-data' },
  { method: 'PUT', path: /^\/api\/web\/player-activities\/[^/]+\/description$/, mediaType: 'text/plain' },
  { method: 'POST', path: /^\/api\/web\/player\/[^/]+\/additional-email$/, mediaType: 'text/plain' },
];

export interface IncomingCall {
  readonly method: string;
  /** The request target's path, without the query. */
  readonly path: string;
  readonly host: string | undefined;
  readonly origin: string | undefined;
  readonly contentType: string | undefined;
  /** Whether the request has a body (a Content-Length above 0, or a chunked body). */
  readonly hasBody: boolean;
}

/** The three loopback names the server answers to, each with its own port. */
function isAllowedHost(host: string | undefined, port: number): boolean {
  if (host === undefined) return false;
  const lower = host.toLowerCase();
  return lower === `localhost:${port}` || lower === `127.0.0.1:${port}` || lower === `[::1]:${port}`;
}

export function isDevOrigin(origin: string): boolean {
  return DEV_ORIGIN.test(origin);
}

/** `type/subtype`, lower case, without parameters (`text/plain;charset=UTF-8` is `text/plain`). */
function mediaTypeOf(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

function isAllowedBody(call: IncomingCall): boolean {
  if (call.contentType === undefined) return !call.hasBody;
  const mediaType = mediaTypeOf(call.contentType);
  if (mediaType === 'application/json') return true;
  return OTHER_BODIES.some(
    (body) => body.method === call.method && body.path.test(call.path) && body.mediaType === mediaType,
  );
}

/** Why the call is refused, or null when it may reach the handlers. */
export function refusalOf(call: IncomingCall, port: number): string | null {
  if (!isAllowedHost(call.host, port))
    return `Host not allowed: the mock API answers only localhost, 127.0.0.1 and [::1] on port ${port}`;
  if (call.origin !== undefined && !isDevOrigin(call.origin)) return `Origin not allowed: ${call.origin}`;
  if (WRITE_METHODS.has(call.method) && !isAllowedBody(call)) {
    return `Content-Type not allowed for ${call.method} ${call.path}: ${call.contentType ?? 'none'}`;
  }
  return null;
}
