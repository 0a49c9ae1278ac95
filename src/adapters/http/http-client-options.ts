import type { SessionEvents } from '../../application/ports/session-events.port';
import type { TokenStore } from '../../application/ports/token-store.port';
import type { ParamNames, PathParams } from './api-path';
import type { QueryParams } from './http-message';
import type { FetchFunction } from './retrying-fetch';
import type { TokenRefreshLocks } from './token-refresher';

/** What a caller gives the player API client (http-client.ts): the client's options, and each call's. */

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  readonly query?: QueryParams;
  /** Cancels the call; the promise then rejects with the signal's reason (an AbortError). */
  readonly signal?: AbortSignal;
  /** This call's time-out instead of the client's (an upload scales it to its size). */
  readonly timeoutMs?: number;
  /** Sent as `Idempotency-Key`: the server stores a request repeated with the same key once. */
  readonly idempotencyKey?: string;
}

/**
 * The options of a call to `P`: `params` is required, with a value for each of its `:name` segments, exactly when the
 * pattern has some.
 */
export type CallOptions<P extends string> = [ParamNames<P>] extends [never]
  ? [options?: RequestOptions & { readonly params?: undefined }]
  : [options: RequestOptions & { readonly params: PathParams<P> }];

/** The options of a call as the client reads them: the values of the pattern's `:name` segments, if any. */
export interface PatternOptions extends RequestOptions {
  readonly params?: Readonly<Record<string, string>>;
}

/** One call: its method, its name, and the path sent. */
export interface Call {
  readonly method: HttpMethod;
  /** The method and the route pattern, `GET /public/shared-sessions/:token`: what its errors say. */
  readonly name: string;
  readonly path: string;
  /** A call of the sign-in itself (/login, /refresh): never refused for being offline. */
  readonly signIn: boolean;
}

export interface CommonOptions {
  /** Base URL of the API, e.g. `/api` or `https://example.com/api`; paths are appended to it. */
  readonly baseUrl: string;
  /** Injectable for tests; by default the global fetch, looked up at call time. */
  readonly fetch?: FetchFunction;
  /** Time-out of one call, retries and body included. */
  readonly timeoutMs?: number;
  /** Jitter source for retry backoff, uniform in [0, 1). */
  readonly random?: () => number;
  /** Waits between retries; tests pass an immediate one. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Whether the device is online; by default `navigator.onLine` (docs/product-rules.md#offline). */
  readonly online?: () => boolean;
}

interface AuthenticatedOptions extends CommonOptions {
  readonly auth?: true;
  readonly tokenStore: TokenStore;
  readonly sessionEvents: SessionEvents;
  /** Cross-tab refresh lock; defaults to `navigator.locks` when the browser has it. */
  readonly locks?: TokenRefreshLocks | null;
}

/** For an API without player tokens (the integration API): no bearer header, no refresh. */
interface AnonymousOptions extends CommonOptions {
  readonly auth: false;
}

export type HttpClientOptions = AuthenticatedOptions | AnonymousOptions;
