import fetchBuilder from 'fetch-retry';

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** The transient failures worth another try (docs/architecture.md#http-client); never 4xx. */
const RETRYABLE_STATUSES: readonly number[] = [502, 503, 504];
const MAX_RETRIES = 3;
export const BACKOFF_BASE_MS = 300;
export const BACKOFF_CAP_MS = 5_000;

export interface RetryPolicy {
  /** Uniform in [0, 1): the jitter source. */
  readonly random: () => number;
  readonly sleep: (ms: number) => Promise<void>;
  readonly maxRetries?: number;
  readonly baseDelayMs?: number;
  readonly capDelayMs?: number;
}

/**
 * "Full jitter" exponential backoff, as described by Marc Brooker, "Exponential Backoff
 * And Jitter" (AWS Architecture Blog, 2015): sleep = random × min(cap, base × 2^attempt).
 * `attempt` is 0 before the first retry.
 */
export function computeBackoffDelay(
  attempt: number,
  random: () => number,
  baseDelayMs: number = BACKOFF_BASE_MS,
  capDelayMs: number = BACKOFF_CAP_MS,
): number {
  return random() * Math.min(capDelayMs, baseDelayMs * 2 ** attempt);
}

/**
 * A fetch for idempotent reads (GET/HEAD) that retries network errors and 502/503/504 with
 * fetch-retry. Because `retryOn` is a function, fetch-retry no longer counts `retries`
 * itself, so the function does it; it also waits the backoff through the injected `sleep`
 * (fetch-retry's own delay is 0) and gives up at once when the request was aborted
 * (caller cancel or time-out), which also covers AbortError.
 */
export function createRetryingFetch(fetchFn: FetchFunction, policy: RetryPolicy): FetchFunction {
  const maxRetries = policy.maxRetries ?? MAX_RETRIES;
  const retrying = fetchBuilder(fetchFn);
  return (input, init) => {
    const signal = init.signal ?? null;
    const retryOn = async (attempt: number, error: Error | null, response: Response | null): Promise<boolean> => {
      if (attempt >= maxRetries || isAborted(signal) || isAbortError(error)) return false;
      const transient = error !== null || (response !== null && RETRYABLE_STATUSES.includes(response.status));
      if (!transient) return false;
      await policy.sleep(computeBackoffDelay(attempt, policy.random, policy.baseDelayMs, policy.capDelayMs));
      return !isAborted(signal);
    };
    return retrying(input, { ...init, retryOn, retryDelay: 0 });
  };
}

/** DOMException is not an Error subclass everywhere, so this looks at the name only. */
function isAbortError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('name' in error)) return false;
  return error.name === 'AbortError' || error.name === 'TimeoutError';
}

function isAborted(signal: AbortSignal | null): boolean {
  return signal !== null && signal.aborted;
}
