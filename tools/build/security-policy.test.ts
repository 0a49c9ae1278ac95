import { describe, expect, it } from 'vitest';
import type { BuildTarget } from './build-target';
import { securityPolicyFor } from './security-policy';

const REAL_API: BuildTarget = {
  demo: false,
  apiUrls: {
    VITE_PLAYER_API_URL: 'https://player.example.com/api',
    VITE_INTEGRATION_API_URL: 'https://integration.example.com:8443/integration-api',
  },
};

/** The blocks of dist/_headers in their order: each path pattern with its headers, by name. */
function blocksOf(file: string): [string, Map<string, string>][] {
  const lines = file.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const blocks: [string, Map<string, string>][] = [];
  for (const line of lines) {
    if (!line.startsWith(' ')) {
      blocks.push([line, new Map<string, string>()]);
      continue;
    }
    const [, name, value] = /^ {2}([\w-]+): (.+)$/.exec(line) ?? expect.fail(`not a header line: ${line}`);
    const block = blocks.at(-1) ?? expect.fail(`a header before any path: ${line}`);
    block[1].set(name!, value!);
  }
  return blocks;
}

/** The headers of dist/_headers, by name, for every path (its first block, /*). */
function headersOf(file: string): Map<string, string> {
  const [first] = blocksOf(file);
  expect(first?.[0]).toBe('/*');
  return first![1];
}

function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

describe('the security policy of the build (meta tag and _headers)', () => {
  it('lets the app call both API origins, in the meta tag and in _headers alike', () => {
    const policy = securityPolicyFor(REAL_API);
    const headerPolicy = headersOf(policy.headersFile).get('Content-Security-Policy')!;
    const expected = ["'self'", 'https://player.example.com', 'https://integration.example.com:8443'];
    expect(directivesOf(policy.metaContentSecurityPolicy).get('connect-src')).toEqual(expected);
    expect(directivesOf(headerPolicy).get('connect-src')).toEqual(expected);
  });

  it('is the same policy in both places, with frame-ancestors only in the header (a meta tag cannot carry it)', () => {
    const policy = securityPolicyFor(REAL_API);
    expect(headersOf(policy.headersFile).get('Content-Security-Policy')).toBe(
      `${policy.metaContentSecurityPolicy}; frame-ancestors 'none'`,
    );
    expect(policy.metaContentSecurityPolicy).not.toContain('frame-ancestors');
  });

  it('lists a shared origin once, normalised, and adds nothing for API paths on the app origin', () => {
    const shared = securityPolicyFor({
      demo: false,
      apiUrls: {
        VITE_PLAYER_API_URL: 'https://API.example.com:443/api',
        VITE_INTEGRATION_API_URL: 'https://api.example.com/integration-api',
      },
    });
    expect(directivesOf(shared.metaContentSecurityPolicy).get('connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
    ]);
    const sameOrigin = securityPolicyFor({
      demo: false,
      apiUrls: { VITE_PLAYER_API_URL: '/api', VITE_INTEGRATION_API_URL: '/integration-api' },
    });
    expect(directivesOf(sameOrigin.metaContentSecurityPolicy).get('connect-src')).toEqual(["'self'"]);
    expect(
      directivesOf(securityPolicyFor({ demo: true, apiUrls: {} }).metaContentSecurityPolicy).get('connect-src'),
    ).toEqual(["'self'"]);
  });

  it.each([
    ['api.example.com/api', 'is not a URL'],
    ['ftp://api.example.com/api', 'has the scheme ftp:'],
    ['javascript:alert(1)', 'has the scheme javascript:'],
    ['//api.example.com/api', 'is not a URL'],
    ['https://user:secret@api.example.com/api', 'carries a user name or password'],
    ["https://api.example.com;script-src-elem 'unsafe-inline'", 'is not a URL'],
    ['https://api;script-src-elem.example.com/api', 'has a host that cannot go into a Content-Security-Policy'],
  ])('refuses %s with a message naming the variable and what to give instead', (value, why) => {
    expect(() => securityPolicyFor({ demo: false, apiUrls: { VITE_INTEGRATION_API_URL: value } })).toThrow(
      `VITE_INTEGRATION_API_URL=${JSON.stringify(value)} ${why}: give an http(s) URL (https://api.example.com/api) or a path on the app's origin (/api).`,
    );
  });

  it('lets the app send error reports to the origin of VITE_ERROR_REPORT_URL only when it is set', () => {
    const withReports = securityPolicyFor({
      ...REAL_API,
      errorReportUrl: 'https://errors.example.com:8443/report?key=public',
    });
    const expected = [
      "'self'",
      'https://player.example.com',
      'https://integration.example.com:8443',
      'https://errors.example.com:8443',
    ];
    expect(directivesOf(withReports.metaContentSecurityPolicy).get('connect-src')).toEqual(expected);
    expect(directivesOf(headersOf(withReports.headersFile).get('Content-Security-Policy')!).get('connect-src')).toEqual(
      expected,
    );
    const shared = securityPolicyFor({ ...REAL_API, errorReportUrl: 'https://player.example.com/errors' });
    expect(directivesOf(shared.metaContentSecurityPolicy).get('connect-src')).toEqual([
      "'self'",
      'https://player.example.com',
      'https://integration.example.com:8443',
    ]);
    expect(securityPolicyFor(REAL_API).metaContentSecurityPolicy).not.toContain('errors.example.com');
  });

  it.each([
    ['/errors', 'is not a URL'],
    ['errors.example.com/report', 'is not a URL'],
    ['ftp://errors.example.com/report', 'has the scheme ftp:'],
    ['https://user:secret@errors.example.com/report', 'carries a user name or password'],
  ])('refuses the error report URL %s with a message naming the variable', (value, why) => {
    expect(() => securityPolicyFor({ ...REAL_API, errorReportUrl: value })).toThrow(
      `VITE_ERROR_REPORT_URL=${JSON.stringify(value)} ${why}: give an http(s) URL (https://errors.example.com/report).`,
    );
  });

  it('allows no inline script or style, nor eval, in either build', () => {
    for (const demo of [true, false]) {
      const policy = securityPolicyFor({ ...REAL_API, demo });
      for (const text of [policy.metaContentSecurityPolicy, policy.headersFile]) {
        expect(text).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
      }
      const directives = directivesOf(policy.metaContentSecurityPolicy);
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('style-src')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'none'"]);
    }
  });

  it('allows workers from the app itself in both builds (the recording-analysis worker, the service worker) and the manifest from the app itself', () => {
    expect(
      directivesOf(securityPolicyFor({ demo: true, apiUrls: {} }).metaContentSecurityPolicy).get('worker-src'),
    ).toEqual(["'self'"]);
    expect(directivesOf(securityPolicyFor(REAL_API).metaContentSecurityPolicy).get('worker-src')).toEqual(["'self'"]);
    expect(headersOf(securityPolicyFor(REAL_API).headersFile).get('Content-Security-Policy')).toContain(
      "worker-src 'self';",
    );
    for (const target of [{ demo: true, apiUrls: {} }, REAL_API]) {
      expect(directivesOf(securityPolicyFor(target).metaContentSecurityPolicy).get('manifest-src')).toEqual(["'self'"]);
    }
  });

  it('sends the other headers: features the app does not use denied, the referrer trimmed cross-origin, no sniffing, HTTPS only, no opener, no frame', () => {
    const headers = headersOf(securityPolicyFor(REAL_API).headersFile);
    expect([...headers.keys()]).toEqual([
      'Content-Security-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'Strict-Transport-Security',
      'Cross-Origin-Opener-Policy',
      'X-Frame-Options',
    ]);
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    const permissions = headers.get('Permissions-Policy')!.split(', ');
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
      'midi',
      'display-capture',
    ]) {
      expect(permissions).toContain(`${feature}=()`);
    }
    // Record live keeps the screen on and reaches the belt: both open to the app's own pages, to nothing embedded.
    expect(permissions).toContain('screen-wake-lock=(self)');
    expect(permissions.some((entry) => entry.startsWith('bluetooth'))).toBe(false);
    // The integration site copies its one-time code to the clipboard.
    expect(permissions.some((entry) => entry.startsWith('clipboard-write'))).toBe(false);
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('requires Trusted Types for scripts, with the one policy the page creates (src/start/trusted-types.ts), in both builds and both places', () => {
    for (const target of [REAL_API, { demo: true, apiUrls: {} }] satisfies BuildTarget[]) {
      const policy = securityPolicyFor(target);
      for (const text of [
        policy.metaContentSecurityPolicy,
        headersOf(policy.headersFile).get('Content-Security-Policy')!,
      ]) {
        const directives = directivesOf(text);
        expect(directives.get('require-trusted-types-for')).toEqual(["'script'"]);
        expect(directives.get('trusted-types')).toEqual(['default']);
      }
    }
  });

  it("shows images from the app, data: and blob: URLs and the player API's origin only (its photos), no other host", () => {
    expect(directivesOf(securityPolicyFor(REAL_API).metaContentSecurityPolicy).get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://player.example.com',
    ]);
    expect(
      directivesOf(securityPolicyFor({ demo: true, apiUrls: {} }).metaContentSecurityPolicy).get('img-src'),
    ).toEqual(["'self'", 'data:', 'blob:']);
    const sameOrigin = securityPolicyFor({
      demo: false,
      apiUrls: { VITE_PLAYER_API_URL: '/api', VITE_INTEGRATION_API_URL: 'https://integration.example.com/x' },
    });
    expect(directivesOf(sameOrigin.metaContentSecurityPolicy).get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });
});

describe("the headers of a shared session's page, /share/<token>", () => {
  it('asks not to be indexed, sends no referrer and is not stored, in both builds, after the block for every path', () => {
    for (const target of [REAL_API, { demo: true, apiUrls: {} }] satisfies BuildTarget[]) {
      const blocks = blocksOf(securityPolicyFor(target).headersFile);
      expect(blocks.map(([path]) => path)).toEqual(['/*', '/share/*']);
      expect(Object.fromEntries(blocks[1]![1])).toEqual({
        'X-Robots-Tag': 'noindex',
        'Referrer-Policy': 'no-referrer',
        'Cache-Control': 'no-store',
      });
    }
  });

  it('ends up with no-referrer however a host merges the two blocks: the more specific one, or both joined in file order (the last known policy wins)', () => {
    const blocks = blocksOf(securityPolicyFor(REAL_API).headersFile);
    const joined = blocks
      .map(([, headers]) => headers.get('Referrer-Policy'))
      .filter((value) => value !== undefined)
      .join(', ');
    expect(joined).toBe('strict-origin-when-cross-origin, no-referrer');
    expect(joined.split(', ').at(-1)).toBe('no-referrer');
  });
});
