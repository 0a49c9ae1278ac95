import type { SessionEvents } from '../../application/ports/session-events.port';
import type { AuthTokens, TokenStore } from '../../application/ports/token-store.port';
import { ApiError, isApiError } from '../../domain/errors/api-error';

/** The Web Locks name every tab uses to refresh one at a time. */
export const TOKEN_REFRESH_LOCK = 'pulseboard-token-refresh';

/** The part of the Web Locks API (`navigator.locks`) the refresher uses. */
export interface TokenRefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The Web Locks API of this browser, or null where it is missing (old browsers, Node). */
export function findBrowserLocks(): TokenRefreshLocks | null {
  const candidate = (globalThis as { navigator?: { locks?: TokenRefreshLocks } }).navigator?.locks;
  return candidate !== undefined && typeof candidate.request === 'function' ? candidate : null;
}

/**
 * The token refresh of docs/architecture.md#http-client. One refresh at a time per tab (a shared promise) and per
 * browser (a Web Lock, inside which the stored tokens are read again, so a tab that waited
 * for another's refresh uses the token that one stored). A refresh rejected with a 4xx ends
 * the session; network errors and 5xx keep the tokens.
 */
export class TokenRefresher {
  private inFlight: Promise<string> | null = null;

  constructor(
    private readonly tokenStore: TokenStore,
    private readonly sessionEvents: SessionEvents,
    private readonly postRefresh: (refreshToken: string) => Promise<AuthTokens>,
    private readonly locks: TokenRefreshLocks | null,
  ) {}

  /** The access token to retry with, after a request sent with `sentToken` was answered BP_405. */
  tokenAfterExpiry(sentToken: string | null): Promise<string> {
    const stored = this.tokenStore.getAccessToken();
    if (stored !== null && stored !== sentToken) return Promise.resolve(stored);
    if (this.inFlight === null) {
      const refresh = this.locks === null
        ? this.refreshUnlessDone(sentToken)
        : this.locks.request(TOKEN_REFRESH_LOCK, () => this.refreshUnlessDone(sentToken));
      this.inFlight = refresh.finally(() => {
        this.inFlight = null;
      });
    }
    return this.inFlight;
  }

  /**
   * Clears the tokens; tells the application once, when there was a session to end
   * (concurrent failures after the first find the store already empty).
   */
  endSession(): void {
    const hadSession = this.tokenStore.getAccessToken() !== null || this.tokenStore.getRefreshToken() !== null;
    this.tokenStore.clear();
    if (hadSession) this.sessionEvents.sessionExpired();
  }

  private async refreshUnlessDone(sentToken: string | null): Promise<string> {
    const stored = this.tokenStore.getAccessToken();
    if (stored !== null && stored !== sentToken) return stored;
    const refreshToken = this.tokenStore.getRefreshToken();
    if (stored === null || refreshToken === null) {
      this.endSession();
      throw new ApiError('BP_401', 'The session has ended', 401);
    }
    let tokens: AuthTokens;
    try {
      tokens = await this.postRefresh(refreshToken);
    } catch (error) {
      if (isApiError(error) && isRefreshRejection(error.httpStatus)) this.endSession();
      throw error;
    }
    this.tokenStore.save(tokens);
    return tokens.accessToken;
  }
}

/** A 4xx answer refuses the refresh token; 408 and 429 only ask to come back later. */
function isRefreshRejection(httpStatus: number): boolean {
  return httpStatus >= 400 && httpStatus < 500 && httpStatus !== 408 && httpStatus !== 429;
}
