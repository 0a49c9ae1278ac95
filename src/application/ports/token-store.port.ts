export interface AuthTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

/** Keeps the tokens under the keys `token_id` and `refresh_token` (docs/product-rules.md#auth). */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  save(tokens: AuthTokens): void;
  clear(): void;
  /** Called when another tab logs in, refreshes or logs out. Returns an unsubscribe. */
  onExternalChange(listener: () => void): () => void;
}

export const TOKEN_KEY = 'token_id';
export const REFRESH_TOKEN_KEY = 'refresh_token';
