import type { TokenStore } from '../../application/ports/token-store.port';
import { ApiError } from '../../domain/errors/api-error';
import { isSignatureFailure, readApiError } from './api-error-from-response';
import { callName, pathOf, type RoutePattern } from './api-path';
import { encodeBody, parseSuccessBody, withQuery, type RequestBody } from './http-message';
import { createRetryingFetch, type FetchFunction } from './retrying-fetch';
import type {
  Call,
  CallOptions,
  CommonOptions,
  HttpClientOptions,
  HttpMethod,
  PatternOptions,
  RequestOptions,
} from './http-client-options';
import { findBrowserLocks, signedOutError, TokenRefresher } from './token-refresher';

const DEFAULT_TIMEOUT_MS = 20_000;

/** Calls that must never carry a bearer token nor trigger a refresh. */
const SESSION_PATHS: ReadonlySet<string> = new Set(['/login', '/refresh']);

type Exchange = { readonly ok: true; readonly body: unknown } | { readonly ok: false; readonly error: ApiError };

interface Session {
  readonly tokenStore: TokenStore;
  readonly refresher: TokenRefresher;
}

/**
 * The player API client (docs/architecture.md#http-client): bearer token, unwrapping to the body, typed ApiErrors,
 * token refresh (see TokenRefresher), retries of reads (see createRetryingFetch), time-out.
 *
 * A request sent with a token belongs to that identity: when the token store says the identity ended or
 * changed hands (a logout or sign-in, here or in another tab), the requests still in flight for it are
 * aborted and reject as signed out, and none is repeated with a later token.
 *
 * Answers are not checked here: they come back as `unknown`, and adapters validate them with
 * their DTOs before they reach the application. Calls are written as route patterns, and errors
 * name the pattern, never the path (see `get`).
 */
export class HttpClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly plainFetch: FetchFunction;
  private readonly retryingFetch: FetchFunction;
  private readonly session: Session | null;
  private readonly online: () => boolean;
  /** An anonymous client sends no cookies either: nothing of the visitor's travels with its calls. */
  private readonly credentials: RequestCredentials | undefined;

  constructor(options: HttpClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.plainFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.online = options.online ?? deviceOnline;
    this.retryingFetch = createRetryingFetch(this.plainFetch, {
      random: options.random ?? Math.random,
      sleep: options.sleep ?? waitFor,
    });
    if (options.auth === false) {
      this.session = null;
      this.credentials = 'omit';
    } else {
      this.credentials = undefined;
      const refresher = new TokenRefresher(
        options.tokenStore,
        options.sessionEvents,
        async (refreshToken) => {
          const answer = await this.post('/refresh', { refreshToken }, { signal: options.tokenStore.identitySignal() });
          // Its check is in the main app's response-checks chunk (class-validator), loaded with the first answer
          // that needs it; the integration site, whose client never refreshes, goes without them.
          const { readRefreshResponse } = await import('./dto/refresh-response.dto');
          return readRefreshResponse(answer);
        },
        options.locks === undefined ? findBrowserLocks() : options.locks,
      );
      this.session = { tokenStore: options.tokenStore, refresher };
    }
  }

  /**
   * Each call is written as its route pattern (a string literal, such as `/public/shared-sessions/:token`) with the
   * values of its parameters in `options.params`; errors name the pattern, never the path
   * (docs/architecture.md#error-reporting). Answers are `unknown`: adapters check them with their DTOs.
   */
  get<P extends string>(pattern: RoutePattern<P>, ...[options]: CallOptions<P>): Promise<unknown> {
    return this.request('GET', pattern, undefined, options ?? {});
  }

  /** A string body is sent as text/plain, FormData as multipart, anything else as JSON. */
  post<P extends string>(pattern: RoutePattern<P>, body?: RequestBody, ...[options]: CallOptions<P>): Promise<unknown> {
    return this.request('POST', pattern, body, options ?? {});
  }

  put<P extends string>(pattern: RoutePattern<P>, body?: RequestBody, ...[options]: CallOptions<P>): Promise<unknown> {
    return this.request('PUT', pattern, body, options ?? {});
  }

  patch<P extends string>(
    pattern: RoutePattern<P>,
    body?: RequestBody,
    ...[options]: CallOptions<P>
  ): Promise<unknown> {
    return this.request('PATCH', pattern, body, options ?? {});
  }

  delete<P extends string>(pattern: RoutePattern<P>, ...[options]: CallOptions<P>): Promise<unknown> {
    return this.request('DELETE', pattern, undefined, options ?? {});
  }

  private async request(
    method: HttpMethod,
    pattern: string,
    body: RequestBody,
    options: PatternOptions,
  ): Promise<unknown> {
    const call: Call = {
      method,
      name: callName(method, pattern),
      path: pathOf(pattern, options.params),
      signIn: SESSION_PATHS.has(pattern),
    };
    const session = SESSION_PATHS.has(pattern) ? null : this.session;
    const sentToken = session?.tokenStore.getAccessToken() ?? null;
    // A request without a token belongs to no identity: a sign-in does not end it.
    const identity = sentToken === null ? undefined : session?.tokenStore.identitySignal();
    const first = await this.exchange(call, body, options, sentToken, identity);
    if (first.ok) return first.body;
    if (session === null) throw first.error;

    if (first.error.httpStatus === 401 && first.error.code === 'BP_405') {
      // If the identity ends meanwhile, the refresh is aborted or its answer dropped: this rejects as signed out.
      // The repeat goes for `identity`, the one this call was sent for: reading a token of another sign-in
      // (another tab signed out and in) ends it, and the repeat is not sent (LocalStorageTokenStore).
      const token = await session.refresher.tokenAfterExpiry(sentToken);
      const second = await this.exchange(call, body, options, token, identity);
      if (second.ok) return second.body;
      this.endSessionOnSignatureFailure(session, second.error, token);
      throw second.error;
    }
    this.endSessionOnSignatureFailure(session, first.error, sentToken);
    throw first.error;
  }

  /** A forged or unknown token ends the session, unless a newer token was stored meanwhile. */
  private endSessionOnSignatureFailure(session: Session, error: ApiError, sentToken: string | null): void {
    if (isSignatureFailure(error) && session.tokenStore.getAccessToken() === sentToken) {
      session.refresher.endSession();
    }
  }

  private async exchange(
    call: Call,
    body: RequestBody,
    options: RequestOptions,
    token: string | null,
    identity?: AbortSignal,
  ): Promise<Exchange> {
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const unlinkCaller = followAbort(options.signal, controller);
    const unlinkIdentity = followAbort(identity, controller);
    // A function, not a narrowed value: the identity can end during each await.
    const identityEnded = (): boolean => identity?.aborted === true;
    try {
      // Inside the try: a header value that cannot be sent (Headers.set throws) fails like fetch would.
      const headers = new Headers({ Accept: 'application/json' });
      if (token !== null) headers.set('Authorization', `Bearer ${token}`);
      if (options.idempotencyKey !== undefined) headers.set('Idempotency-Key', options.idempotencyKey);
      const { method } = call;
      const init: RequestInit = { method, headers, body: encodeBody(body, headers), signal: controller.signal };
      if (this.credentials !== undefined) init.credentials = this.credentials;
      if (identityEnded()) throw signedOutError(); // never sent for an identity that ended
      // A write while the device is offline is refused unsent (docs/product-rules.md#offline); the sign-in's own calls go.
      if (method !== 'GET' && method !== 'HEAD' && !call.signIn && !this.online()) throw offlineError(call.name);
      const fetchFn = method === 'GET' || method === 'HEAD' ? this.retryingFetch : this.plainFetch;
      const response = await fetchFn(withQuery(`${this.baseUrl}${call.path}`, options.query), init);
      const text = await response.text();
      if (identityEnded()) throw signedOutError();
      if (!response.ok)
        return {
          ok: false,
          error: readApiError(response.status, text, call.name, response.headers.get('retry-after')),
        };
      return {
        ok: true,
        body: parseSuccessBody(text, response.headers.get('content-type'), call.name, response.status),
      };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (identityEnded()) throw signedOutError();
      if (options.signal?.aborted === true) throw options.signal.reason ?? error;
      if (timedOut) throw new ApiError('TIMEOUT', `No answer within ${timeoutMs} ms`, 0, call.name);
      if (!this.online()) throw offlineError(call.name);
      throw new ApiError('NETWORK', describe(error), 0, call.name);
    } finally {
      clearTimeout(timer);
      unlinkCaller();
      unlinkIdentity();
    }
  }
}

/**
 * The client of the public calls (docs/api-account.md, "Public calls: no bearer token"): the email links'
 * pages and anything a visitor without an account may open. It never sends the signed-in visitor's bearer
 * token or cookies, never refreshes, and no answer of its own ends the signed-in session (a signature
 * refusal on a link page is the link's answer, not the account's). A type of its own: an adapter that
 * asks for it cannot be handed the signed-in client by mistake.
 */
export class PublicHttpClient extends HttpClient {
  /** Makes the type nominal, so that an HttpClient is not a PublicHttpClient. */
  protected readonly withoutCredentials = true;

  constructor(options: CommonOptions) {
    super({ ...options, auth: false });
  }
}

function followAbort(source: AbortSignal | undefined, target: AbortController): () => void {
  if (source === undefined) return () => undefined;
  if (source.aborted) {
    target.abort(source.reason);
    return () => undefined;
  }
  const onAbort = (): void => target.abort(source.reason);
  source.addEventListener('abort', onAbort, { once: true });
  return () => source.removeEventListener('abort', onAbort);
}

/** What the browser says of the network: `navigator.onLine`, true where there is no navigator. */
function deviceOnline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false;
}

function offlineError(call: string): ApiError {
  return new ApiError('OFFLINE', 'The device is offline', 0, call);
}

function waitFor(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
