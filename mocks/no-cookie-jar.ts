/**
 * A cookie jar that keeps nothing, bundled in place of tough-cookie (vite.config.ts aliases it): msw keeps the
 * cookies its handlers set in a tough-cookie jar, whose public-suffix list (tldts) was half of the demo's mock
 * backend code. The mock backend sets and reads no cookies, as the API carries bearer tokens and the app sends none
 * (docs/architecture.md#http-client), so the demo does without. Only what msw's cookie store calls is here.
 */

/** A stored cookie: none is ever read back. */
export class Cookie {
  static fromJSON(): null {
    return null;
  }
}

/** The store msw hands the jar, with the index it fills from its own storage key; never read. */
export class MemoryCookieStore {
  idx: Record<string, unknown> = {};
}

export class CookieJar {
  /** No cookie matches any URL. */
  getCookiesSync(): readonly Cookie[] {
    return [];
  }

  /** A Set-Cookie header is dropped. */
  setCookie(): Promise<void> {
    return Promise.resolve();
  }
}
