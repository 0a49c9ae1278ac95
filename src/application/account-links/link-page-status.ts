import { linkStateOfError, type LinkState } from '../../domain/links/link-state';

/**
 * Where a link page is (docs/product-rules.md#links-and-invitations): reading its link, the link is usable
 * (`ready`), one of the three unusable link states, or `failed` when no usable answer came (network, 5xx):
 * the page then offers a retry.
 */
export type LinkPageStatus = 'loading' | 'ready' | Exclude<LinkState, 'valid'> | 'failed';

/** The status a failed link call leaves the page in. */
export function statusOfLinkError(error: unknown): Exclude<LinkPageStatus, 'loading' | 'ready'> {
  return linkStateOfError(error) ?? 'failed';
}
