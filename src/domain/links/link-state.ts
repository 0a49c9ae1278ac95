import { isApiError } from '../errors/api-error';

/**
 * What a token of an email link can be (docs/product-rules.md#links-and-invitations). The API says
 * which through the code and description of its answer (docs/api-account.md#link-tokens).
 */
export type LinkState = 'valid' | 'invalid' | 'expired' | 'redeemed';

/** Why a link could not be used, or null when the failure is not about the link (network, 5xx, a form error). */
export function linkStateOfError(error: unknown): Exclude<LinkState, 'valid'> | null {
  if (!isApiError(error)) return null;
  if (error.desc === 'LINK_EXPIRED' || (error.code === 'BP_412' && error.httpStatus === 410)) return 'expired';
  if (error.desc === 'LINK_REDEEMED') return 'redeemed';
  if (error.desc === 'LINK_INVALID' || (error.code === 'BP_404' && error.httpStatus === 404)) return 'invalid';
  return null;
}
