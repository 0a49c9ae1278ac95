import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import {
  REFRESH_TOKEN_KEY,
  SIGN_IN_KEY,
  TOKEN_KEY,
  type AuthTokens,
  type TokenStore,
} from '../../application/ports/token-store.port';

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

/** 128 random bits in hex: getRandomValues works on plain http too, where randomUUID does not. */
function newSignInName(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * TokenStore over a KeyValueStore: the raw token strings under `token_id` and `refresh_token` (docs/product-rules.md#auth),
 * and under `token_sign_in` a random name for the sign-in they belong to, which a refresh keeps.
 * One instance per tab: it ends the identity for this tab's logouts and sign-ins itself, for other tabs'
 * through the storage events, and, when it reads tokens of another sign-in than its identity's before
 * those events arrive (another tab signed out and in), at that read.
 */
export class LocalStorageTokenStore implements TokenStore {
  private identity = new AbortController();
  /** The sign-in this tab's identity belongs to (null: tokens of before sign-ins were named, or none). */
  private signIn: string | null;

  constructor(private readonly store: KeyValueStore) {
    this.signIn = store.get(SIGN_IN_KEY);
    store.onExternalChange((key, newValue) => {
      if (!endsIdentity(key, newValue)) return;
      this.endIdentity();
      this.signIn = this.store.get(SIGN_IN_KEY);
    });
  }

  getAccessToken(): string | null {
    this.followSignIn();
    return this.readToken(TOKEN_KEY);
  }

  getRefreshToken(): string | null {
    this.followSignIn();
    return this.readToken(REFRESH_TOKEN_KEY);
  }

  /** Removing first means other tabs always see a sign-in as the end of the identity they had. */
  save(tokens: AuthTokens): void {
    this.clear();
    const signIn = newSignInName();
    this.store.set(SIGN_IN_KEY, signIn);
    this.signIn = signIn;
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
    this.store.remove(SIGN_IN_KEY);
    this.signIn = null;
    this.endIdentity();
  }

  onExternalChange(listener: (identityEnded: boolean) => void): () => void {
    return this.store.onExternalChange((key, newValue) => {
      if (key === null || key === TOKEN_KEY || key === REFRESH_TOKEN_KEY) listener(endsIdentity(key, newValue));
    });
  }

  identitySignal(): AbortSignal {
    this.followSignIn();
    return this.identity.signal;
  }

  /** Tokens of another sign-in are stored: the identity this tab had is over, whatever the events say. */
  private followSignIn(): void {
    const stored = this.store.get(SIGN_IN_KEY);
    if (stored === this.signIn) return;
    this.signIn = stored;
    this.endIdentity();
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
