import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trustedScriptUrl } from './trusted-script-url';

const PAGE = 'https://app.test/analyse?file=1';
/** The demo names its mock service worker; a real-API build names nothing else. */
const DEMO = ['/mockServiceWorker.js'];

describe('trustedScriptUrl (the Trusted Types policy of src/start/trusted-types.ts)', () => {
  it("lets the app's own worker scripts through: a built chunk under /assets/ and the demo's mock service worker", () => {
    expect(trustedScriptUrl('https://app.test/assets/recording-analysis.worker-Bq3x_9.js', PAGE)).toBe(
      'https://app.test/assets/recording-analysis.worker-Bq3x_9.js',
    );
    expect(trustedScriptUrl('/mockServiceWorker.js', PAGE, DEMO)).toBe('https://app.test/mockServiceWorker.js');
    expect(trustedScriptUrl('/mockServiceWorker.js', PAGE)).toBeNull();
    expect(trustedScriptUrl('./assets/chunk-1.js', 'https://app.test/')).toBe('https://app.test/assets/chunk-1.js');
  });

  it.each([
    'https://evil.test/assets/x.js',
    '//evil.test/mockServiceWorker.js',
    'http://app.test/assets/x.js',
    'https://user:pw@app.test/assets/x.js',
    'data:text/javascript,alert(1)',
    'blob:https://app.test/0b6a',
    'javascript:alert(1)',
    '/assets/x.css',
    '/assets/sub/x.js',
    '/assets/../api/upload.js',
    '/api/__mock/outbox',
    '/mockServiceWorker.js/../x.js',
    'https://app.test:8443/assets/x.js',
  ])('refuses %j', (raw) => expect(trustedScriptUrl(raw, PAGE, DEMO)).toBeNull());

  it('refuses every URL of another origin, whatever its path', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.constantFrom('/assets/a.js', '/mockServiceWorker.js'), (url, path) => {
        const other = new URL(url);
        fc.pre(other.origin !== 'https://app.test');
        expect(trustedScriptUrl(`${other.origin}${path}`, PAGE, DEMO)).toBeNull();
      }),
      { numRuns: 50 },
    );
  });
});
