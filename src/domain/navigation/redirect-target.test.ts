import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_REDIRECT_TARGET, safeRedirectTarget } from './redirect-target';

const origin = 'https://app.example.com';

const hostile = [
  '//evil.com',
  '///evil.com',
  '////evil.com/path',
  '/\\evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  '/\\/evil.com',
  '%2F%2Fevil.com',
  '/%2F%2Fevil.com',
  '/%2f/evil.com',
  '/%5Cevil.com',
  '/%2e%2e//evil.com',
  '/%2E%2E//evil.com',
  '/a/..//evil.com',
  '/.//evil.com',
  '/./..//evil.com',
  '/a/b/../..//evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '/javascript:alert(1)/../..//evil.com',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.com',
  'http://evil.com/dashboard',
  'https://user@evil.com',
  'https://app.example.com@evil.com',
  'https://app.example.com.evil.com/',
  'http://app.example.com/dashboard',
  'evil.com',
  'dashboard',
  '',
  ' /dashboard',
  '/\tevil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '/das hboard',
  '/dash\u0000board',
  '/dash\u007fboard',
  '/\u2028/evil.com',
  '/\u00a0/evil.com',
  '/\ufeff/evil.com',
  '/%0a/evil.com',
  '/%09/evil.com',
  '/%',
  '/login',
  '/login?redirectTo=%2Fcalendar',
  '/login/',
  '/LOGIN',
  '/../login',
];

describe('safeRedirectTarget', () => {
  it.each(hostile)('sends %j to the dashboard', (raw) => {
    expect(safeRedirectTarget(raw, origin)).toBe(DEFAULT_REDIRECT_TARGET);
  });

  it('sends a missing target to the dashboard', () => {
    expect(safeRedirectTarget(null, origin)).toBe('/dashboard');
  });

  it('falls back when the origin itself is unusable', () => {
    expect(safeRedirectTarget('/calendar', 'not a url')).toBe('/dashboard');
  });

  it.each([
    '/calendar/activity/42?tab=hr#segments',
    '/dashboard',
    '/profile',
    '/session-history?sort=date,desc&page=2',
    '/calendar?view=2024-05-01#top',
    '/leaderboard?redirectTo=%2F%2Fevil.com',
    '/calendar/activity/42#//evil.com',
    '/login-help',
  ])('keeps the legitimate path %s exactly', (raw) => {
    expect(safeRedirectTarget(raw, origin)).toBe(raw);
  });

  it('normalises dot segments that stay on the site', () => {
    expect(safeRedirectTarget('/calendar/../profile', origin)).toBe('/profile');
  });

  it('accepts an origin with a trailing slash or a path', () => {
    expect(safeRedirectTarget('/profile', 'https://app.example.com/')).toBe('/profile');
    expect(safeRedirectTarget('//evil.com', 'http://localhost:5173/x')).toBe('/dashboard');
  });

  it('property: any string yields exactly one leading slash, no backslash, same origin', () => {
    const candidates = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.webUrl(),
      fc.webPath(),
      fc.stringMatching(/^[/\\.%2eEfF:a-z@\t\n ]{0,16}$/),
    );
    fc.assert(
      fc.property(candidates, (raw) => {
        const result = safeRedirectTarget(raw, origin);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result.includes('\\')).toBe(false);
        expect(new URL(result, origin).origin).toBe(origin);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: idempotent — a safe target stays itself', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webPath(), fc.string()), (raw) => {
        const once = safeRedirectTarget(raw, origin);
        expect(safeRedirectTarget(once, origin)).toBe(once);
      }),
    );
  });
});
