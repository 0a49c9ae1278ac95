/**
 * How long a lazy chunk (a page's code, a catalog, a feature's bindings, the features' routes) may
 * take before it counts as failed: docs/product-rules.md#constants-and-limits (120 s).
 */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * A lazy chunk that did not arrive: the network failed, the server no longer has it (a new
 * deployment replaced the old chunks), or it took longer than the time-out. The error boundaries
 * tell it from a page that broke while rendering: for this one, reloading the app can help.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * Loads a chunk, failing with a ChunkLoadError if the load fails or has not settled after
 * CHUNK_LOAD_TIMEOUT_MS. A load that arrives after its time-out is ignored.
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timed out')), CHUNK_LOAD_TIMEOUT_MS);
    Promise.resolve()
      .then(load)
      .then(resolve, (error: unknown) => reject(new ChunkLoadError('failed', { cause: error })))
      .finally(() => clearTimeout(timer));
  });
}
