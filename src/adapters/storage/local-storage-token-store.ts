import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import { REFRESH_TOKEN_KEY, TOKEN_KEY, type AuthTokens, type TokenStore } from '../../application/ports/token-store.port';

/** TokenStore over a KeyValueStore: the raw token strings under `token_id` and `refresh_token` (docs/product-rules.md#auth). */
export class LocalStorageTokenStore implements TokenStore {
  constructor(private readonly store: KeyValueStore) {}

  getAccessToken(): string | null {
    return this.readToken(TOKEN_KEY);
  }

  getRefreshToken(): string | null {
    return this.readToken(REFRESH_TOKEN_KEY);
  }

  save(tokens: AuthTokens): void {
    this.store.set(TOKEN_KEY, tokens.accessToken);
    this.store.set(REFRESH_TOKEN_KEY, tokens.refreshToken);
  }

  clear(): void {
    this.store.remove(TOKEN_KEY);
    this.store.remove(REFRESH_TOKEN_KEY);
  }

  onExternalChange(listener: () => void): () => void {
    return this.store.onExternalChange((key) => {
      if (key === null || key === TOKEN_KEY || key === REFRESH_TOKEN_KEY) listener();
    });
  }

  /** An empty or blank value is no token. */
  private readToken(key: string): string | null {
    const value = this.store.get(key);
    return value === null || value.trim() === '' ? null : value;
  }
}
