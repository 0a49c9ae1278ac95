import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import { ERROR_REPORT_TEXT_LIMITS, errorReportOf, fingerprintOf, type ErrorOccurrence } from './error-report';

const DETAILS = { route: '/reset-password/:token', version: '0.1.0+abc', knownValues: ['Jane'] };

function occurrenceOf(error: unknown, overrides: Partial<ErrorOccurrence> = {}): ErrorOccurrence {
  return { error, context: { source: 'window-error' }, path: '/reset-password/secret-token', at: 1_000, ...overrides };
}

describe('errorReportOf', () => {
  it('names the route pattern and the build, never the path, and redacts every text', () => {
    const error = new TypeError('Jane has no session at https://api.example.com/api/sessions/42?token=x', {
      cause: new Error('sent to jane@example.com'),
    });
    error.stack = 'TypeError: Jane has no session\n    at f (https://app.example.com/assets/a-1b2c3d4e.js?v=1:1:10)';
    const report = errorReportOf(
      occurrenceOf(error, {
        context: {
          source: 'react-caught',
          boundary: 'page',
          componentStack: '\n    at Page (https://app.example.com/assets/a.js:2:3)',
        },
      }),
      DETAILS,
    );
    expect(report).toEqual({
      source: 'react-caught',
      boundary: 'page',
      route: '/reset-password/:token',
      version: '0.1.0+abc',
      name: 'TypeError',
      message: '[name] has no session at https://api.example.com/api/…',
      stack: 'TypeError: [name] has no session\n    at f (https://app.example.com/assets/a-1b2c3d4e.js:1:10)',
      cause: 'Error: sent to [email]',
      componentStack: '\n    at Page (https://app.example.com/assets/a.js:2:3)',
      at: 1_000,
      count: 1,
    });
    expect(JSON.stringify(report)).not.toContain('secret-token');
  });

  it('carries none of the paths the security review found in reports, and keeps the route pattern an HTTP error names', () => {
    const token = 'Zk3q9X2mLp7RtY4wQ1';
    const leaks = [
      new ApiError('NETWORK', 'Failed to fetch', 0, 'GET /public/shared-sessions/:token'),
      new Error(`GET /public/shared-sessions/${token} failed: Failed to fetch`),
      new Error('Cannot leave /login?email=jane%40example.com', { cause: new Error(`left /reset-password/${token}`) }),
    ];
    const reports = leaks.map((error) => errorReportOf(occurrenceOf(error), DETAILS));
    expect(reports.map(({ message, cause }) => ({ message, cause }))).toEqual([
      { message: 'NETWORK (0) for GET /public/shared-sessions/:token: Failed to fetch', cause: undefined },
      { message: 'GET /public/… failed: Failed to fetch', cause: undefined },
      { message: 'Cannot leave /login', cause: 'Error: left /reset-password/…' },
    ]);
    expect(JSON.stringify(reports)).not.toMatch(new RegExp(`${token}|jane|%40`));
  });

  it.each([
    ['a string', 'failed for jane@example.com', { name: 'Non-error value', message: 'failed for [email]' }],
    ['a number', 42, { name: 'Non-error value', message: '42' }],
    ['undefined', undefined, { name: 'Non-error value', message: 'undefined' }],
    ['an object without a message', { token: 'x' }, { name: 'Non-error value', message: '[object Object]' }],
    ['an error-like object', { name: 'ApiError', message: 'BP_500' }, { name: 'ApiError', message: 'BP_500' }],
  ])('describes %s that was thrown', (_what, thrown, expected) => {
    expect(errorReportOf(occurrenceOf(thrown), DETAILS)).toMatchObject(expected);
  });

  it('cuts a very long text at a blank before redacting it, so no address is cut where the patterns miss it', () => {
    // 60 tokens of 33 characters (1,980, redacted to 480), then an address across the first cut (2,000: four times
    // the 500 kept); cut there, "jane.doe@example" would no longer look like an address, and would be kept.
    const message = `${'Zk3q9X2mLp7RtY4wZk3q9X2mLp7RtY4w '.repeat(60)}see jane.doe@example.com and more`;
    expect(message.indexOf('jane')).toBeLessThan(ERROR_REPORT_TEXT_LIMITS.message * 4);
    expect(message.indexOf('.com')).toBeGreaterThanOrEqual(ERROR_REPORT_TEXT_LIMITS.message * 4);
    const report = errorReportOf(occurrenceOf(new Error(message)), DETAILS);
    expect(report.message).not.toContain('jane');
    expect(report.message).not.toContain('@');
  });

  it('cuts long texts after redacting them, so no half token is left to recognise', () => {
    const report = errorReportOf(occurrenceOf(new Error('x'.repeat(2_000))), DETAILS);
    expect(report.message).toHaveLength(ERROR_REPORT_TEXT_LIMITS.message);
    expect(report.message.endsWith('…')).toBe(true);
  });
});

describe('fingerprintOf', () => {
  const reportOf = (message: string, frame: string, route = DETAILS.route) => {
    const error = new Error(message);
    error.stack = `Error: ${message}\n    at ${frame}\n    at caller (https://app.example.com/assets/b.js:1:1)`;
    return errorReportOf(occurrenceOf(error), { ...DETAILS, route });
  };

  it('is the same for the same error thrown again, at another time', () => {
    expect(fingerprintOf({ ...reportOf('boom', 'f (a.js:1:1)'), at: 5 })).toBe(
      fingerprintOf(reportOf('boom', 'f (a.js:1:1)')),
    );
  });

  it('differs with the message, the throwing frame or the route', () => {
    const first = fingerprintOf(reportOf('boom', 'f (a.js:1:1)'));
    expect(fingerprintOf(reportOf('bang', 'f (a.js:1:1)'))).not.toBe(first);
    expect(fingerprintOf(reportOf('boom', 'g (a.js:9:9)'))).not.toBe(first);
    expect(fingerprintOf(reportOf('boom', 'f (a.js:1:1)', '/dashboard'))).not.toBe(first);
  });
});
