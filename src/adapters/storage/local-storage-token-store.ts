import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import { REFRESH_TOKEN_KEY, TOKEN_KEY, type AuthTokens, type TokenStore } from '../../application/ports/token-store.port';

/**
 * What a bearer token may hold: RFC 7235's token68 (letters, digits, `-._~+/`, then `=` padding), which
 * covers JWTs and base64. Anything else (a line break, a space, a control or non-ASCII character) would
 * make `Headers.set` throw or split the header, so it is no token (docs/architecture.md#storage).
 */
const TOKEN68 = /^[A-Za-z0-9\-._~+/]+=*$/;

/** Every logout removes `token_id` first, so its removal (or a cleared store) in another tab ends the identity. */
function endsIdentity(key: string | null, newValue: string | null): boolean {
  return key === null || (key === TOKEN_KEY && newValue === null);
}

/**
 * TokenStore over a KeyValueStore: the raw token strings under `token_id` and `refresh_token` (docs/product-rules.md#auth).
 * One instance per tab: it ends the identity for this tab's logouts and sign-ins itself, and for other
 * tabs' through the storage events.
 */
export class LocalStorageTokenStore implements TokenStore {
  private identity = new AbortController();

  constructor(private readonly store: KeyValueStore) {
    store.onExternalChange((key, newValue) => {
      if (endsIdentity(key, newValue)) this.endIdentity();
    });
  }

  getAccessToken(): string | null {
    return this.readToken(TOKEN_KEY);
  }

  getRefreshToken(): string | null {
    return this.readToken(REFRESH_TOKEN_KEY);
  }

  /** Removing first means other tabs always see a sign-in as the end of the identity they had. */
  save(tokens: AuthTokens): void {
    this.clear();
    this.write(tokens);
  }

  saveRefreshed(replaced: string, tokens: AuthTokens): boolean {
    if (this.getRefreshToken() !== replaced) return false;
    this.write(tokens);
    return true;
  }

  clear(): void {
    this.store.remove(TOKEN_KEY);
    this.store.remove(REFRESH_TOKEN_KEY);
    this.endIdentity();
  }

  onExternalChange(listener: (identityEnded: boolean) => void): () => void {
    return this.store.onExternalChange((key, newValue) => {
      if (key === null || key === TOKEN_KEY || key === REFRESH_TOKEN_KEY) listener(endsIdentity(key, newValue));
    });
  }

  identitySignal(): AbortSignal {
    return this.identity.signal;
  }

  private endIdentity(): void {
    const ended = this.identity;
    this.identity = new AbortController();
    ended.abort();
  }

  private write(tokens: AuthTokens): void {
    this.store.set(TOKEN_KEY, tokens.accessToken);
    this.store.set(REFRESH_TOKEN_KEY, tokens.refreshToken);
  }

  /** A missing, blank or non-token68 value is no token. */
  private readToken(key: string): string | null {
    const value = this.store.get(key);
    return value !== null && TOKEN68.test(value) ? value : null;
  }
}
