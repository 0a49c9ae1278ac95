/** The integration site is chosen when the first label of the host name is 'integration' (docs/product-rules.md#integration-site). */
export type SiteMode = 'app' | 'integration';

export function siteModeOf(hostname: string): SiteMode {
  return hostname.toLowerCase().split('.')[0] === 'integration' ? 'integration' : 'app';
}
