import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_STATUS_CODES, ApiError } from '../errors/api-error';
import { linkStateOfError } from './link-state';

describe('linkStateOfError (docs/api-account.md#link-tokens)', () => {
  it('reads the three link answers of the API', () => {
    expect(linkStateOfError(new ApiError('BP_404', 'LINK_INVALID', 404))).toBe('invalid');
    expect(linkStateOfError(new ApiError('BP_412', 'LINK_EXPIRED', 410))).toBe('expired');
    expect(linkStateOfError(new ApiError('BP_409', 'LINK_REDEEMED', 409))).toBe('redeemed');
  });

  it('leaves transport failures, server errors and form errors to the caller', () => {
    expect(linkStateOfError(new ApiError('NETWORK', 'offline', 0))).toBeNull();
    expect(linkStateOfError(new ApiError('BP_500', 'boom', 500))).toBeNull();
    expect(linkStateOfError(new ApiError('BP_400', 'PASSWORD_LENGTH', 400))).toBeNull();
    expect(linkStateOfError(new Error('LINK_INVALID'))).toBeNull();
  });

  it('never calls a 5xx or a transport failure a link state, whatever its description', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...API_STATUS_CODES),
        fc.integer({ min: 500, max: 599 }),
        fc.string(),
        (code, status, desc) => {
          const state = linkStateOfError(new ApiError(code, desc, status));
          return state === null || ['LINK_INVALID', 'LINK_EXPIRED', 'LINK_REDEEMED'].includes(desc);
        },
      ),
    );
  });
});
