import type { Clock } from '../../application/ports/clock.port';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
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
 * The cross-tab refresh lock: Web Locks where the browser has them, else the storage lock
 * (docs/architecture.md#http-client), loaded on a refresh so that /login does not carry it for the few
 * browsers that need it. If its chunk cannot load, that refresh goes unlocked, as it would without either.
 */
export function crossTabRefreshLocks(store: KeyValueStore, clock: Pick<Clock, 'now'>): TokenRefreshLocks {
  return (
    findBrowserLocks() ?? {
      request: async (name, callback) => {
        const lock = await import('../storage/key-value-refresh-lock').then(
          (module) => new module.KeyValueRefreshLock(store, clock),
          () => null,
        );
        return lock === null ? callback() : lock.request(name, callback);
      },
    }
  );
}

/**
 * How a request of an identity that ended (a logout, another sign-in) fails: BP_401, which the app treats
 * as signed out, never as an error to show the next user.
 */
export function signedOutError(): ApiError {
  return new ApiError('BP_401', 'The session has ended', 401);
}

/**
 * The token refresh of docs/architecture.md#http-client. One refresh at a time per tab (a shared promise) and per
 * browser (a Web Lock, inside which the stored tokens are read again, so a tab that waited
 * for another's refresh uses the token that one stored). A refresh rejected with a 4xx ends
 * the session; network errors and 5xx keep the tokens.
 */
export class TokenRefresher {
  /** The refresh under way and the refresh token it spends: a later caller joins it only for that same token. */
  private inFlight: { readonly spent: string | null; readonly token: Promise<string> } | null = null;

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
    const spent = this.tokenStore.getRefreshToken();
    if (this.inFlight === null || this.inFlight.spent !== spent) {
      const refresh =
        this.locks === null
          ? this.refreshUnlessDone(sentToken)
          : this.locks.request(TOKEN_REFRESH_LOCK, () => this.refreshUnlessDone(sentToken));
      const entry = {
        spent,
        token: refresh.finally(() => {
          if (this.inFlight === entry) this.inFlight = null;
        }),
      };
      this.inFlight = entry;
    }
    return this.inFlight.token;
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

  /**
   * Refreshes, unless another tab already did. The answer is kept only while the refresh token it
   * replaced is still stored: after a logout or another sign-in it is dropped (the old identity's new
   * tokens must not live on this device) and the waiting requests fail as signed out.
   */
  private async refreshUnlessDone(sentToken: string | null): Promise<string> {
    const stored = this.tokenStore.getAccessToken();
    if (stored !== null && stored !== sentToken) return stored;
    const refreshToken = this.tokenStore.getRefreshToken();
    if (stored === null || refreshToken === null) {
      this.endSession();
      throw signedOutError();
    }
    let tokens: AuthTokens;
    try {
      tokens = await this.postRefresh(refreshToken);
    } catch (error) {
      // Whatever the failure, a session that ended meanwhile is not this refresh's to end again.
      if (this.tokenStore.getRefreshToken() !== refreshToken) throw signedOutError();
      if (isApiError(error) && isRefreshRejection(error.httpStatus)) this.endSession();
      throw error;
    }
    if (!this.tokenStore.saveRefreshed(refreshToken, tokens)) throw signedOutError();
    return tokens.accessToken;
  }
}

/** A 4xx answer refuses the refresh token; 408 and 429 only ask to come back later. */
function isRefreshRejection(httpStatus: number): boolean {
  return httpStatus >= 400 && httpStatus < 500 && httpStatus !== 408 && httpStatus !== 429;
}
