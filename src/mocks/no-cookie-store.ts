/**
 * Stands in for `tough-cookie` in the demo's browser build (vite.config.ts aliases it): msw keeps
 * a cookie jar for mocked responses, but the fake API sets no cookie and reads none, and
 * tough-cookie's public-suffix list (tldts) is 94 KB of gzip JavaScript, most of the fake's chunk.
 * A jar that holds nothing keeps msw's behaviour for this fake. Node (tests, fake-api) keeps
 * the real one.
 */
type CookieIndex = Record<string, Record<string, Record<string, Cookie>>>;

export class Cookie {
  domain: string | null = null;
  path: string | null = null;
  key = '';
  static fromJSON(): Cookie | null {
    return null;
  }
  toJSON(): Record<string, never> {
    return {};
  }
}

export class MemoryCookieStore {
  idx: CookieIndex = {};
}

export class CookieJar {
  constructor(readonly store?: MemoryCookieStore) {}
  getCookiesSync(): Cookie[] {
    return [];
  }
  setCookie(): Promise<undefined> {
    return Promise.resolve(undefined);
  }
}
