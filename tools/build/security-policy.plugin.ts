import type { Plugin } from 'vite';
import type { SecurityPolicy } from './security-policy';

/**
 * Puts the security policy into the build output (docs/architecture.md#security): the Content-Security-Policy meta
 * tag first in index.html's head, and dist/_headers for static hosts. Build only: the dev server injects inline
 * scripts for hot reload.
 */
export function securityPolicyPlugin(policy: SecurityPolicy): Plugin {
  return {
    name: 'pulseboard-security-policy',
    apply: 'build',
    transformIndexHtml() {
      return [
        { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy.metaContentSecurityPolicy }, injectTo: 'head-prepend' },
      ];
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: policy.headersFile });
    },
  };
}
