export interface AuthTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

/**
 * Keeps the tokens under the keys `token_id` and `refresh_token` (docs/product-rules.md#auth). A stored value
 * that could not travel as a bearer header reads as no token (docs/architecture.md#storage).
 */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** A sign-in: ends whatever identity was stored, then keeps the new tokens. */
  save(tokens: AuthTokens): void;
  /**
   * A refresh answer: kept only while `replaced` (the refresh token it was bought with) is still the
   * stored one, so an answer that lands after a logout or another sign-in is dropped. True when kept.
   */
  saveRefreshed(replaced: string, tokens: AuthTokens): boolean;
  clear(): void;
  /**
   * Another tab signed in, refreshed or logged out; `identityEnded` is true when it removed the tokens
   * (a logout, or the start of a sign-in). Returns an unsubscribe.
   */
  onExternalChange(listener: (identityEnded: boolean) => void): () => void;
  /**
   * Aborted when the identity the stored tokens belong to ends or changes hands: a logout or a sign-in, in
   * this tab or another, never a refresh. Each identity has its own: read it when sending a request. A read
   * of the tokens that finds another sign-in's (another tab signed out and in, and its storage events have
   * not reached this tab yet) ends this tab's identity there and then.
   */
  identitySignal(): AbortSignal;
}

export const TOKEN_KEY = 'token_id';
export const REFRESH_TOKEN_KEY = 'refresh_token';
/** A random name for each sign-in, kept by its refreshes: whose tokens the stored ones are. */
export const SIGN_IN_KEY = 'token_sign_in';
