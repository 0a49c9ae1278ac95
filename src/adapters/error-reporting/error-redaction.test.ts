import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactText } from './error-redaction';

describe('redactText: what an error report may carry', () => {
  it.each([
    ['a link token in a path', 'GET https://api.example.com/api/password_reset/Zk3q9X2mLp7RtY4w failed', 'GET https://api.example.com/api/… failed'],
    ['a link token that reads like words', 'at https://app.example.com/reset-password/demo-valid', 'at https://app.example.com/reset-password/…'],
    ['a token in a query string', 'fetch https://app.example.com/login?token=abc123&next=/x#top failed', 'fetch https://app.example.com/login failed'],
    ['a user name and password in a URL', 'https://bob:hunter2@api.example.com/', 'https://api.example.com/'],
    ['an email in a message', 'No account for jane.doe+test@example.co.uk, sorry', 'No account for [email], sorry'],
    ['a bearer token', 'sent Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', 'sent Authorization: [redacted]'],
    ['a bearer token on its own', 'header was Bearer abc.DEF-123~x/y+z==', 'header was Bearer [token]'],
    ['a JSON Web Token', 'bad token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln in storage', 'bad token [token] in storage'],
    ['secrets written after their name', 'refresh_token=r-9f8e7d password: hunter2 api_key=k1', 'refresh_token=[redacted] password: [redacted] api_key=[redacted]'],
    ['quoted data, such as the start of an answer', 'Unexpected token \'A\', "Alice Martin" is not valid JSON', 'Unexpected token \'A\', "[redacted]" is not valid JSON'],
    ['a long opaque id', 'session 550e8400-e29b-41d4-a716-446655440000 missing', 'session [token] missing'],
  ])('removes %s', (_what, text, expected) => {
    expect(redactText(text)).toBe(expected);
  });

  it('keeps the script URLs of a stack, with their line and column, but drops their query', () => {
    const stack = [
      'TypeError: Cannot read properties of undefined (reading \'laps\')',
      '    at Ce (https://app.example.com/assets/session-detail-route-B3x_9aZ1.js:1:2345)',
      '    at https://app.example.com/assets/index-CZMjkTwi.js:12:40',
      '    at load (http://localhost:5173/src/ui/app/lazy-chunk.ts?t=1712345678901:20:7)',
      '    at fn@http://localhost:5173/@fs/work/node_modules/.vite/deps/react-dom_client.js?v=1a2b3c4d:9:1',
    ].join('\n');
    expect(redactText(stack)).toBe(
      [
        'TypeError: Cannot read properties of undefined (reading \'laps\')',
        '    at Ce (https://app.example.com/assets/session-detail-route-B3x_9aZ1.js:1:2345)',
        '    at https://app.example.com/assets/index-CZMjkTwi.js:12:40',
        '    at load (http://localhost:5173/src/ui/app/lazy-chunk.ts:20:7)',
        '    at fn@http://localhost:5173/@fs/work/node_modules/.vite/deps/react-dom_client.js:9:1',
      ].join('\n'),
    );
  });

  it('replaces the personal values it is given, as whole words in any case (the longest first), and names an address an email', () => {
    expect(redactText('Player ann LEE (Ann Lee, ann@club.example) has no Annual plan', ['Ann', 'Lee', 'Ann Lee', 'ann@club.example'])).toBe(
      'Player [name] ([name], [email]) has no Annual plan',
    );
    // A name that starts another address takes the whole address with it.
    expect(redactText('mailed jane.doe@example.com and jane@example.org', ['Jane'])).toBe('mailed [email] and [email]');
  });

  it('keeps ordinary error text as it is', () => {
    const text = 'ChunkLoadError: failed (cause: TypeError: Failed to fetch dynamically imported module)';
    expect(redactText(text)).toBe(text);
  });

  it('never lets an email address through, wherever it sits in a message', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.emailAddress(), fc.string({ maxLength: 20 }), (before, email, after) => {
        expect(redactText(`${before} ${email} ${after}`)).not.toContain(email);
      }),
    );
  });

  it('never lets the query or fragment of a URL, nor the path after its first segment, through', () => {
    // Origins built from fc.domain(): fc.webUrl() takes seconds to start.
    const origins = fc
      .tuple(fc.constantFrom('http', 'https'), fc.domain(), fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }))
      .map(([scheme, host, port]) => `${scheme}://${host}${port === undefined ? '' : `:${port}`}`);
    fc.assert(
      fc.property(origins, fc.stringMatching(/^[A-Za-z0-9_-]{12,30}$/), (origin, token) => {
        expect(redactText(`failed to load ${origin}/reset-password/${token}?token=${token}#${token} now`)).not.toContain(token);
      }),
    );
  });

  it.each([
    ['a hyphenated run', 'a-'.repeat(50_000)],
    ['a run of letters', 'a'.repeat(100_000)],
    ['an address without its domain', 'a.'.repeat(50_000)],
    ['quotes', '"a '.repeat(30_000)],
    ['a URL with many positions', `https://x.test/${':1'.repeat(50_000)}`],
  ])('redacts %s of 100 000 characters in time that grows with the length (a stack must not freeze the page)', (_what, text) => {
    expect(redactText(text).length).toBeGreaterThan(0);
  });

  it('changes nothing the second time', () => {
    const samples = fc.oneof(
      fc.string(),
      fc.emailAddress(),
      fc.constantFrom('https://app.example.com/x/y?token=abc#frag', 'Bearer abc.def', 'token=xyz', '"quoted"', 'eyJa.eyJb.c', 'id 0123456789abcdef0123456789'),
    );
    fc.assert(
      fc.property(fc.array(samples, { maxLength: 4 }), (parts) => {
        const once = redactText(parts.join(' '));
        expect(redactText(once)).toBe(once);
      }),
    );
  });
});
