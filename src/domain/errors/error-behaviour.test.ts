import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { API_STATUS_CODES } from './api-error';
import { ERROR_CONTEXTS, decideErrorBehaviour, isSignatureProblem } from './error-behaviour';

const anyCode = fc.constantFrom(...API_STATUS_CODES, 'NETWORK' as const, 'TIMEOUT' as const, 'BAD_RESPONSE' as const);

describe('isSignatureProblem', () => {
  it.each(['Invalid token signature', 'SIGNATURE mismatch', 'bad Signature'])('sees %j', (d) =>
    expect(isSignatureProblem(d)).toBe(true),
  );
  it.each(['', 'Forbidden', 'not your account', 'sign'])('does not see %j', (d) =>
    expect(isSignatureProblem(d)).toBe(false),
  );
  it('property: any text containing "signature" in any case qualifies', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (before, after, upper) => {
        expect(isSignatureProblem(before + (upper ? 'SIGNATURE' : 'signature') + after)).toBe(true);
      }),
    );
  });
});

describe('decideErrorBehaviour (the table of docs/product-rules.md#error-behaviour)', () => {
  it.each([
    ['http-401', 'BP_403', 'Invalid token signature', 'LOGOUT'],
    ['http-401', 'BP_403', 'Forbidden', 'GENERIC_ERROR'],
    ['http-401', 'BP_405', 'expired', 'REFRESH_AND_RETRY'],
    ['refresh', 'BP_401', '', 'LOGOUT'],
    ['refresh', 'NETWORK', '', 'TRY_AGAIN_LATER'],
    ['refresh', 'BP_500', '', 'GENERIC_ERROR'],
    ['login', 'BP_404', '', 'EMAIL_NOT_REGISTERED'],
    ['login', 'BP_401', '', 'INCORRECT_PASSWORD'],
    ['login', 'BP_500', '', 'LOGIN_FAILED'],
    ['login', 'TIMEOUT', '', 'TRY_AGAIN_LATER'],
    ['integration-login', 'BP_401', '', 'INVALID_CREDENTIALS'],
    ['integration-login', 'BP_500', '', 'GENERIC_ERROR'],
    ['integration-child', 'BP_401', '', 'ACCESS_CODE_EXPIRED'],
    ['resend-activation', 'BP_403', '', 'MARK_ACTIVE'],
    ['resend-activation', 'BP_500', '', 'GENERIC_ERROR'],
    ['dashboard', 'BP_404', '', 'NO_DATA'],
    ['dashboard-first-load', 'BP_404', '', 'NO_SESSIONS'],
    ['activity-fetch', 'BP_403', '', 'ACTIVITY_NOT_FOUND'],
    ['activity-fetch', 'BP_404', '', 'ACTIVITY_DELETED'],
    ['language-change', 'BP_500', '', 'IGNORE'],
    ['generic', 'BP_403', '', 'ACCESS_DENIED'],
    ['generic', 'BP_409', '', 'GENERIC_ERROR'],
  ] as const)('%s + %s (%j) → %s', (context, code, desc, expected) => {
    expect(decideErrorBehaviour(context, code, desc)).toBe(expected);
  });

  it('property: network failures and 5xx never log out', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ERROR_CONTEXTS),
        fc.constantFrom('NETWORK' as const, 'TIMEOUT' as const, 'BP_500' as const),
        fc.string(),
        (context, code, desc) => {
          expect(decideErrorBehaviour(context, code, desc)).not.toBe('LOGOUT');
        },
      ),
    );
  });

  it('property: only an HTTP 401 or a failed refresh can log out, and only refresh-token problems retry', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ERROR_CONTEXTS), anyCode, fc.string(), (context, code, desc) => {
        const behaviour = decideErrorBehaviour(context, code, desc);
        if (behaviour === 'LOGOUT') expect(['http-401', 'refresh']).toContain(context);
        if (behaviour === 'REFRESH_AND_RETRY') expect([context, code]).toEqual(['http-401', 'BP_405']);
        if (context === 'language-change') expect(behaviour).toBe('IGNORE');
      }),
    );
  });
});
