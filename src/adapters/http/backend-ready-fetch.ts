import type { FetchFunction } from './retrying-fetch';

/**
 * A fetch that sends nothing until the backend is ready (docs/architecture.md#three-ways-to-run). Demo builds only:
 * the mock backend starts after the first paint, so the app renders at once and only its calls wait. The real-API
 * build never builds one. A call whose signal aborts while it waits rejects at once with the signal's reason, as
 * fetch would; when the backend cannot start, every call rejects with that failure.
 */
export function fetchWhenReady(
  ready: Promise<void>,
  fetchFn: FetchFunction = (input, init) => globalThis.fetch(input, init),
): FetchFunction {
  return async (input, init) => {
    await untilReadyOrAborted(ready, init.signal ?? undefined);
    // The mock backend reads no cookie; without credentials, msw does not read document.cookie (a synchronous call
    // into the browser) for each of its handlers on every call.
    return fetchFn(input, { ...init, credentials: 'omit' });
  };
}

function untilReadyOrAborted(ready: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (signal === undefined) return ready;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<void>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    ready.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
