/**
 * Where to go after login (docs/architecture.md#security). The raw value comes from the URL, so it
 * is hostile until proven otherwise: only a same-origin path survives, anything else falls
 * back to the dashboard. Known bypasses this rejects: `//evil.com`, `/\evil.com`,
 * `/a/..//evil.com`, `/.//evil.com`, `/%2e%2e//evil.com`, `%2F%2Fevil.com`.
 */

export const DEFAULT_REDIRECT_TARGET = '/dashboard';
/** Sending the user back to the login page after login would loop. */
const LOGIN_PATH = '/login';

/** C0 and C1 control characters, DEL, and every Unicode blank (including U+2028/U+2029, NBSP). */
const FORBIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job: they are refused.
  /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff\\]/;

function startsLikeAnotherHost(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\');
}

function parseOrigin(origin: string): string | null {
  try {
    const parsed = new URL(origin);
    return parsed.origin === 'null' ? null : parsed.origin;
  } catch {
    return null;
  }
}

/** True when the path, once percent-decoded, would still be a plain same-origin path. */
function decodesToPlainPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return !startsLikeAnotherHost(decoded) && !FORBIDDEN_CHARACTERS.test(decoded);
}

/**
 * `raw` as a same-origin `pathname+search+hash` (normalised by the URL parser), or
 * '/dashboard' when it is missing, not a single-slash path, contains a backslash, a control
 * or blank character, resolves to another origin or to something that starts like a host,
 * or points at the login page.
 */
export function safeRedirectTarget(raw: string | null, origin: string): string {
  const expectedOrigin = parseOrigin(origin);
  if (raw === null || expectedOrigin === null) return DEFAULT_REDIRECT_TARGET;
  if (!raw.startsWith('/') || startsLikeAnotherHost(raw) || FORBIDDEN_CHARACTERS.test(raw))
    return DEFAULT_REDIRECT_TARGET;

  let url: URL;
  try {
    url = new URL(raw, expectedOrigin);
  } catch {
    return DEFAULT_REDIRECT_TARGET;
  }
  if (url.origin !== expectedOrigin) return DEFAULT_REDIRECT_TARGET;

  const target = url.pathname + url.search + url.hash;
  if (!target.startsWith('/') || startsLikeAnotherHost(target) || target.includes('\\')) return DEFAULT_REDIRECT_TARGET;
  if (!decodesToPlainPath(url.pathname)) return DEFAULT_REDIRECT_TARGET;
  const lowerPath = url.pathname.toLowerCase();
  if (lowerPath === LOGIN_PATH || lowerPath === `${LOGIN_PATH}/`) return DEFAULT_REDIRECT_TARGET;
  return target;
}
