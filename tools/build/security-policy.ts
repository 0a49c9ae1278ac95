import { createHash } from 'node:crypto';
// With .js, like every import of vite.config.ts's own modules (see there).
import { API_URL_VARIABLES, ERROR_REPORT_URL_VARIABLE, type ApiUrlVariable, type BuildTarget } from './build-target.js';

/**
 * The security headers of the built app (docs/architecture.md#security), from one source: the build target, whose
 * dist/_headers; only the header adds frame-ancestors, which a meta tag cannot carry, and the other headers, which only
 * a response can carry (HSTS, the opener policy, X-Frame-Options, the permissions policy, nosniff).
 */
export interface SecurityPolicy {
  /** The Content-Security-Policy of the index.html meta tag. */
  readonly metaContentSecurityPolicy: string;
  /** dist/_headers, for static hosts that read it (Netlify, Cloudflare Pages): the policy and the other headers. */
  readonly headersFile: string;
}

/**
 * Browser features the app never uses, denied to the page and to anything it could embed. Left out on purpose:
 * clipboard-write (the integration site copies its one-time code), and names Chromium does not know on every platform
 * (bluetooth, web-share), which it reports as header errors in the console: not denied, so Web Bluetooth stays open to the
 * app's own pages ("Record live", docs/live-recording.md), as it is by default.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** Features the app's own pages use and nothing it embeds may: the screen kept on while recording live (docs/live-recording.md). */
const SELF_ONLY_FEATURES = ['screen-wake-lock'] as const;

/** What an origin in a CSP source list may look like once the URL parser has normalised it: no `;`, `,` or blank. */
const PLAIN_ORIGIN = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?$/;

/**
 * The origin a configured API URL sends its calls to, or null for a path on the app's own origin ('self' covers it).
 * Anything else is refused with a message that names the variable, so a typo fails the build instead of shipping an
 * app whose calls the policy blocks.
 */
function apiOriginOf(name: ApiUrlVariable, value: string): string | null {
  const raw = value.trim();
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\')) return null;
  return originOf(
    name,
    value,
    "give an http(s) URL (https://api.example.com/api) or a path on the app's origin (/api)",
  );
}

/** The origin of the error report endpoint: an http(s) URL only (docs/architecture.md#error-reporting). */
function errorReportOriginOf(value: string): string {
  return originOf(ERROR_REPORT_URL_VARIABLE, value, 'give an http(s) URL (https://errors.example.com/report)');
}

/** The origin of an http(s) URL that can go into a policy, or an error naming the variable and what to give. */
function originOf(name: string, value: string, advice: string): string {
  const raw = value.trim();
  const refuse = (why: string): never => {
    throw new Error(`${name}=${JSON.stringify(value)} ${why}: ${advice}.`);
  };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') refuse(`has the scheme ${url.protocol}`);
  // Browsers refuse to fetch a URL with credentials in it.
  if (url.username !== '' || url.password !== '') refuse('carries a user name or password');
  if (!PLAIN_ORIGIN.test(url.origin)) refuse('has a host that cannot go into a Content-Security-Policy');
  return url.origin;
}

/**
 * The inline scripts and styles index.html carries (its login card and the first screen's styles:
 * docs/architecture.md#the-first-paint), as CSP hash sources: the policy allows these and no other inline code.
 */
export interface InlineHashes {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

const NO_INLINE_CODE: InlineHashes = { scripts: [], styles: [] };

/** The CSP source of an inline element's exact text: 'sha256-<base64>'. */
function hashSourceOf(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hashes of a page's inline scripts (those without src) and style elements, in document order. */
export function inlineHashesOf(html: string): InlineHashes {
  const textsOf = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => hashSourceOf(match[1] ?? ''));
  return {
    scripts: textsOf(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi),
    styles: textsOf(/<style\b[^>]*>([\s\S]*?)<\/style>/gi),
  };
}

function contentSecurityPolicy(target: BuildTarget, inline: InlineHashes): string[] {
  const originsOf = (names: readonly ApiUrlVariable[]) =>
    names.flatMap((name) => {
      const value = target.apiUrls[name];
      const origin = value === undefined ? null : apiOriginOf(name, value);
      return origin === null ? [] : [origin];
    });
  const apiOrigins = originsOf(API_URL_VARIABLES);
  // Photos (the account's and its children's) are URLs the player API gives: served from its origin.
  const photoOrigins = originsOf(['VITE_PLAYER_API_URL']);
  const reportOrigins = target.errorReportUrl === undefined ? [] : [errorReportOriginOf(target.errorReportUrl)];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inline.scripts].join(' '),
    // No 'unsafe-inline': React's style props and d3's .style() go through the CSSOM, which the policy allows.
    ['style-src', "'self'", ...inline.styles].join(' '),
    // The player API's origin for the photos it returns; data: for the demo's stored photos, blob: for the preview of
    // a photo being chosen. No other host: an image URL cannot carry anything out of the page.
    ['img-src', "'self'", 'data:', 'blob:', ...photoOrigins].join(' '),
    // The error reports' endpoint only when one is set: a beacon is a connection like any other.
    ['connect-src', "'self'", ...new Set([...apiOrigins, ...reportOrigins])].join(' '),
    // The app's own scripts only: the recording-analysis Web Worker (both builds), and the service worker: the demo's
    // mock one, or the real-API build's /sw.js (docs/architecture.md#installable-and-offline).
    "worker-src 'self'",
    // The web app manifest (manifest.webmanifest), on the app's own origin only.
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // Trusted Types: a string reaches a script sink only through the page's one policy, `default`, which lets the
    // app's own worker scripts through and nothing else (src/start/trusted-types.ts); an innerHTML of a string is refused.
    "require-trusted-types-for 'script'",
    'trusted-types default',
  ];
}

/** The pages of shared sessions, /share/<token> (docs/product-rules.md#shared-sessions). */
const SHARED_SESSION_PAGES = '/share/*';

/**
 * What a shared session's page adds to the headers of every page: the token in its address is the key
 * to the session, so no search engine lists it, no request it makes tells another site the address, and
 * no cache keeps the page (docs/api-sessions.md#shared-sessions). The page says the first two in meta
 * tags as well, but only once its script runs. A host that reads _headers gives a path the headers of
 * every block that matches it: Referrer-Policy then arrives as "strict-origin-when-cross-origin,
 * no-referrer" (Cloudflare Pages joins the values) or as the more specific block's (Netlify), and a
 * browser applies the last policy it knows in the list, so no-referrer either way.
 */
const SHARED_SESSION_PAGE_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['X-Robots-Tag', 'noindex'],
  ['Referrer-Policy', 'no-referrer'],
  ['Cache-Control', 'no-store'],
];

const SHARED_SESSION_PAGE_NOTE = [
  '# A shared session: not indexed, no referrer, not stored (the link is the key to the session).',
];

export function securityPolicyFor(target: BuildTarget, inline: InlineHashes = NO_INLINE_CODE): SecurityPolicy {
  const policy = contentSecurityPolicy(target, inline);
  const headers: ReadonlyArray<readonly [string, string]> = [
    ['Content-Security-Policy', [...policy, "frame-ancestors 'none'"].join('; ')],
    [
      'Permissions-Policy',
      [
        ...DENIED_FEATURES.map((feature) => `${feature}=()`),
        ...SELF_ONLY_FEATURES.map((feature) => `${feature}=(self)`),
      ].join(', '),
    ],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    // HTTPS only, for a year, subdomains included (the integration site is one); a host on plain http ignores it.
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    // No window opened elsewhere keeps a handle on this one (and the reverse).
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // frame-ancestors 'none' for browsers that do not read it.
    ['X-Frame-Options', 'DENY'],
  ];
  const headersFile = [
    `# Generated by the build from tools/build/security-policy.ts (docs/architecture.md#security): edit that file.`,
    '/*',
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    '',
    ...SHARED_SESSION_PAGE_NOTE,
    SHARED_SESSION_PAGES,
    ...SHARED_SESSION_PAGE_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
    '',
  ].join('\n');
  return { metaContentSecurityPolicy: policy.join('; '), headersFile };
}
