import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactText } from './error-redaction';

/** Origins built from fc.domain(): fc.webUrl() takes seconds to start. */
const ORIGINS = fc
  .tuple(
    fc.constantFrom('http', 'https'),
    fc.domain(),
    fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }),
  )
  .map(([scheme, host, port]) => `${scheme}://${host}${port === undefined ? '' : `:${port}`}`);

/** 16 characters or more of an alphabet, with a digit somewhere, as a random run of 16 nearly always has one. */
function withADigit(alphabet: RegExp): fc.Arbitrary<string> {
  return fc
    .tuple(fc.stringMatching(alphabet), fc.integer({ min: 0, max: 9 }), fc.stringMatching(alphabet))
    .map(([before, digit, after]) => `${before}${digit}${after}`);
}

/** Tokens as servers mint them: base64url, hexadecimal, UUIDs (examples below cover tokens without a digit). */
const LONG_TOKENS = fc.oneof(withADigit(/^[A-Za-z0-9_-]{8,24}$/), withADigit(/^[0-9a-f]{8,20}$/), fc.uuid());

/**
 * Addresses as a query or a path carries them, form-encoded (URLSearchParams, which the HTTP client uses): `@` as
 * `%40`, and no quote or bracket, which would end a path in text.
 */
const ENCODED_EMAILS = fc
  .emailAddress()
  .map((email) => new URLSearchParams({ e: email }).toString().slice('e='.length));

/** Where a token may sit in an error's text. */
const TOKEN_PLACES: readonly ((token: string) => string)[] = [
  (token) => `session ${token} missing`,
  (token) => `(${token})`,
  (token) => `at /share/${token}`,
  (token) => `at /${token}`,
  (token) => `GET /public/shared-sessions/${token}: failed`,
  (token) => `opened /login?code=${token}&next=/x`,
  (token) => `opened login?code=${token}`,
  (token) => `https://app.example.com/reset-password/${token}#${token}`,
];

/** A path of one to five segments of URL characters (no dot: a script's path is kept on purpose; no `:name`). */
const PATHS = fc
  .array(fc.oneof(fc.stringMatching(/^[A-Za-z0-9_~%-]{1,20}$/), LONG_TOKENS, ENCODED_EMAILS), {
    minLength: 1,
    maxLength: 5,
  })
  .map((segments) => `/${segments.join('/')}`);
/** A query, empty or of parameters whose values may be tokens or encoded addresses. */
const QUERIES = fc
  .array(
    fc.tuple(
      fc.stringMatching(/^[a-z]{1,8}$/),
      fc.oneof(fc.stringMatching(/^[\w.~%+-]{0,20}$/), LONG_TOKENS, ENCODED_EMAILS),
    ),
    {
      maxLength: 3,
    },
  )
  .map((parameters) =>
    parameters.length === 0 ? '' : `?${parameters.map(([key, value]) => `${key}=${value}`).join('&')}`,
  );
const FRAGMENTS = fc.option(
  fc.stringMatching(/^[\w.~%-]{0,20}$/).map((fragment) => `#${fragment}`),
  { nil: '' },
);

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('redactText: what an error report may carry', () => {
  it.each([
    [
      'a link token in a path',
      'GET https://api.example.com/api/password_reset/Zk3q9X2mLp7RtY4w failed',
      'GET https://api.example.com/api/… failed',
    ],
    [
      'a link token that reads like words',
      'at https://app.example.com/reset-password/demo-valid',
      'at https://app.example.com/reset-password/…',
    ],
    [
      'a token in a query string',
      'fetch https://app.example.com/login?token=abc123&next=/x#top failed',
      'fetch https://app.example.com/login failed',
    ],
    ['a user name and password in a URL', 'https://bob:hunter2@api.example.com/', 'https://api.example.com/'],
    ['an email in a message', 'No account for jane.doe+test@example.co.uk, sorry', 'No account for [email], sorry'],
    [
      'a bearer token',
      'sent Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
      'sent Authorization: [redacted]',
    ],
    ['a bearer token on its own', 'header was Bearer abc.DEF-123~x/y+z==', 'header was Bearer [token]'],
    [
      'a JSON Web Token',
      'bad token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln in storage',
      'bad token [token] in storage',
    ],
    [
      'secrets written after their name',
      'refresh_token=r-9f8e7d password: hunter2 api_key=k1',
      'refresh_token=[redacted] password: [redacted] api_key=[redacted]',
    ],
    [
      'quoted data, such as the start of an answer',
      'Unexpected token \'A\', "Alice Martin" is not valid JSON',
      'Unexpected token \'A\', "[redacted]" is not valid JSON',
    ],
    ['a long opaque id', 'session 550e8400-e29b-41d4-a716-446655440000 missing', 'session [token] missing'],
  ])('removes %s', (_what, text, expected) => {
    expect(redactText(text)).toBe(expected);
  });

  // The leaks of the security review: each of these passed before.
  it.each([
    [
      'a path without a scheme, after its first segment',
      'No route for /calendar/activity/8f3e2c1a at load',
      'No route for /calendar/… at load',
    ],
    ["a page link's token", 'Lost state on /reset-password/demo-valid', 'Lost state on /reset-password/…'],
    [
      "a shared session's token in an API path",
      'GET /public/shared-sessions/Zk3q9X2mLp7RtY4wQ1 failed',
      'GET /public/… failed',
    ],
    [
      'the query of a path, with a percent-encoded address',
      'Redirected to /login?email=a%40b.c',
      'Redirected to /login',
    ],
    ['the fragment of a path', 'at /share/abc#section', 'at /share/…'],
    ['a path whose first segment is a token', 'at /Zk3q9X2mLp7RtY4wQ1/x', 'at /…'],
    ['a query on its own', 'opened login?next=home&ref=Zk3q9 now', 'opened login now'],
    ['a percent-encoded address on its own', 'no account for jane.doe%40example.com', 'no account for [email]'],
    ['an address encoded twice', 'sent to jane%2540example.com', 'sent to [email]'],
    ['a token of 16 characters', 'session Zk3q9X2mLp7RtY4w missing', 'session [token] missing'],
    ['a token without a digit', 'share ZkqXmLpRtYwBvNcDq expired', 'share [token] expired'],
    ['a token of capitals only', 'code ABCDEFGHJKMNPQRSTV used', 'code [token] used'],
  ])('removes %s', (_what, text, expected) => {
    expect(redactText(text)).toBe(expected);
  });

  it.each([
    [
      'a route pattern, whose parameters are names and not values',
      'BP_404 (404) for GET /public/shared-sessions/:token: LINK_INVALID',
    ],
    ['a script path without a scheme, with its line and column', 'at f (/src/ui/routing/lazy-chunk.ts:20:7)'],
    [
      'long names written as words',
      'InvalidStateError: QuotaExceededError in useSyncExternalStore (react-dom_client, NS_ERROR_FAILURE, XMLHttpRequestUpload, visibilitychange)',
    ],
    ['slashes between words and numbers', 'km/h and/or 1/2, a / b; Why? Because.'],
  ])('keeps %s', (_what, text) => {
    expect(redactText(text)).toBe(text);
  });

  it('keeps the script URLs of a stack, with their line and column, but drops their query', () => {
    const stack = [
      "TypeError: Cannot read properties of undefined (reading 'laps')",
      '    at Ce (https://app.example.com/assets/session-detail-route-B3x_9aZ1.js:1:2345)',
      '    at https://app.example.com/assets/index-CZMjkTwi.js:12:40',
      '    at load (http://localhost:5173/src/ui/routing/lazy-chunk.ts?t=1712345678901:20:7)',
      '    at fn@http://localhost:5173/@fs/work/node_modules/.vite/deps/react-dom_client.js?v=1a2b3c4d:9:1',
    ].join('\n');
    expect(redactText(stack)).toBe(
      [
        "TypeError: Cannot read properties of undefined (reading 'laps')",
        '    at Ce (https://app.example.com/assets/session-detail-route-B3x_9aZ1.js:1:2345)',
        '    at https://app.example.com/assets/index-CZMjkTwi.js:12:40',
        '    at load (http://localhost:5173/src/ui/routing/lazy-chunk.ts:20:7)',
        '    at fn@http://localhost:5173/@fs/work/node_modules/.vite/deps/react-dom_client.js:9:1',
      ].join('\n'),
    );
  });

  it('replaces the personal values it is given, as whole words in any case (the longest first), and names an address an email', () => {
    expect(
      redactText('Player ann LEE (Ann Lee, ann@club.example) has no Annual plan', [
        'Ann',
        'Lee',
        'Ann Lee',
        'ann@club.example',
      ]),
    ).toBe('Player [name] ([name], [email]) has no Annual plan');
    // A name that starts another address takes the whole address with it.
    expect(redactText('mailed jane.doe@example.com and jane@example.org', ['Jane'])).toBe('mailed [email] and [email]');
  });

  it('keeps ordinary error text as it is', () => {
    const text = 'ChunkLoadError: failed (cause: TypeError: Failed to fetch dynamically imported module)';
    expect(redactText(text)).toBe(text);
  });

  it('never lets an email address through, wherever it sits in a message', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.emailAddress(),
        fc.string({ maxLength: 20 }),
        (before, email, after) => {
          expect(redactText(`${before} ${email} ${after}`)).not.toContain(email);
        },
      ),
    );
  });

  it('never lets a percent-encoded email address through', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const encoded = encodeURIComponent(email);
        const redacted = redactText(`no account for ${encoded}, or ${email.replace('@', '%2540')}`);
        expect(redacted).not.toContain(encoded);
        expect(redacted).not.toContain(email.replace('@', '%2540'));
      }),
    );
  });

  it('never lets a long token through, alone, in a path, a query or a URL', () => {
    fc.assert(
      fc.property(LONG_TOKENS, fc.constantFrom(...TOKEN_PLACES), (token, place) => {
        expect(redactText(place(token))).not.toContain(token);
      }),
    );
  });

  it('keeps no more of a path than its first segment, and never its query or fragment', () => {
    fc.assert(
      fc.property(fc.option(ORIGINS, { nil: '' }), PATHS, QUERIES, FRAGMENTS, (origin, path, query, fragment) => {
        const redacted = redactText(`at ${origin}${path}${query}${fragment} now`);
        // The origin, then one segment that reads as a word, or an ellipsis; sentence punctuation may follow.
        expect(redacted).toMatch(
          new RegExp(`^at ${escaped(origin)}/(?:[a-z][\\w-]{0,39}(?:/…)?|…)?[.,;:!?]* now$`, 'i'),
        );
      }),
    );
  });

  it('never lets the query or fragment of a URL, nor the path after its first segment, through', () => {
    fc.assert(
      fc.property(ORIGINS, fc.stringMatching(/^[A-Za-z0-9_-]{12,30}$/), (origin, token) => {
        expect(
          redactText(`failed to load ${origin}/reset-password/${token}?token=${token}#${token} now`),
        ).not.toContain(token);
      }),
    );
  });

  it.each([
    ['a hyphenated run', 'a-'.repeat(50_000)],
    ['a run of letters', 'a'.repeat(100_000)],
    ['an address without its domain', 'a.'.repeat(50_000)],
    ['quotes', '"a '.repeat(30_000)],
    ['a URL with many positions', `https://x.test/${':1'.repeat(50_000)}`],
    ['a path of many segments', '/a'.repeat(50_000)],
    ['queries', ' ?a='.repeat(25_000)],
    ['encoded at-signs without a domain', 'a%40'.repeat(25_000)],
    ['a run of capitals and words', 'AbcDef'.repeat(16_667)],
  ])(
    'redacts %s of 100 000 characters in time that grows with the length (a stack must not freeze the page)',
    (_what, text) => {
      expect(redactText(text).length).toBeGreaterThan(0);
    },
  );

  it('changes nothing the second time', () => {
    const samples = fc.oneof(
      fc.string(),
      fc.emailAddress(),
      ENCODED_EMAILS,
      LONG_TOKENS,
      fc.tuple(fc.option(ORIGINS, { nil: '' }), PATHS, QUERIES, FRAGMENTS).map((parts) => parts.join('')),
      fc.constantFrom(
        'https://app.example.com/x/y?token=abc#frag',
        'Bearer abc.def',
        'token=xyz',
        '"quoted"',
        'eyJa.eyJb.c',
        'id 0123456789abcdef0123456789',
      ),
      fc.constantFrom(
        '/reset-password/demo-valid.',
        'GET /public/shared-sessions/:token:',
        'login?email=a%40b.c',
        '(/src/x.ts:1:2)',
        'InvalidStateError',
      ),
    );
    fc.assert(
      fc.property(fc.array(samples, { maxLength: 4 }), (parts) => {
        const once = redactText(parts.join(' '));
        expect(redactText(once)).toBe(once);
      }),
    );
  });
});
