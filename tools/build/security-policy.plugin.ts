import type { Plugin } from 'vite';
import { inlineHashesOf, type InlineHashes, type SecurityPolicy } from './security-policy.js';

/**
 * Puts the security policy into the build output (docs/architecture.md#security): the Content-Security-Policy meta
 * tag first in index.html's head, and dist/_headers for static hosts. The policy allows index.html's own inline script
 * and style by their hashes, taken from the page as built (docs/architecture.md#the-first-paint). Build only: the dev
 * server injects inline scripts for hot reload.
 */
export function securityPolicyPlugin(policyFor: (inline: InlineHashes) => SecurityPolicy): Plugin {
  let policy: SecurityPolicy | null = null;
  return {
    name: 'pulseboard-security-policy',
    apply: 'build',
    transformIndexHtml: {
      // After the other plugins have put their inline code into the page.
      order: 'post',
      handler(html) {
        policy = policyFor(inlineHashesOf(html));
        return [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: policy.metaContentSecurityPolicy },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
    generateBundle: {
      order: 'post',
      handler() {
        if (!policy) this.error('security policy: index.html was not built, so its inline code has no hashes');
        this.emitFile({ type: 'asset', fileName: '_headers', source: policy.headersFile });
      },
    },
  };
}
