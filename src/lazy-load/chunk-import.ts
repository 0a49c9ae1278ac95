/**
 * Dynamic `import()` that can be tried again after a failure (docs/architecture.md#a-chunk-that-fails).
 *
 * The HTML standard keeps a module fetch in the document's module map by its URL, the failed ones too
 * ("fetch a single module script" sets the entry to null and never fetches it again): a second `import()` of a
 * URL whose fetch failed gives back the first failure without reaching the network. whatwg/html#6768 and its
 * pull request whatwg/html#10327 change that (failed fetches no longer kept), and engines adopt it at different
 * times: Chromium 150 kept the failure, so Try again showed the fault again. So after a failure the chunk is
 * asked for under a URL the page has not tried (`…/leaderboard-route-x.js?retry=1`), and every later import of
 * that chunk uses the URL that succeeded, so the module is evaluated once.
 *
 * The build (tools/build/retryable-chunk-imports.plugin.ts) routes every relative `import()` of the output through
 * the function installed here: `import(spec)` becomes `chunkImport(spec, import.meta.url, (url) => import(url))`,
 * so the `import()` still runs in the chunk that asked (its policy, its base URL).
 */

/** How a chunk's own `import()` is called: with the specifier or URL to ask for. */
type NativeImport = (specifier: string) => Promise<unknown>;

/** The function a built chunk calls instead of `import(specifier)`. */
export type ChunkImport = (specifier: string, base: string, nativeImport: NativeImport) => Promise<unknown>;

/** The global name the build's rewritten imports look for; without it they call `import()` as written. */
export const CHUNK_IMPORT_GLOBAL = '__pulseboardChunkImport';

/** The search parameter that makes a chunk's URL new after a failure. */
const RETRY_PARAMETER = 'retry';

/** A URL the page has not asked for yet, for the `attempt`-th retry of `url`. */
export function retryUrlOf(url: string, attempt: number): string {
  const retry = new URL(url);
  retry.searchParams.set(RETRY_PARAMETER, String(attempt));
  return retry.href;
}

/**
 * A chunk importer with its own memory of failures: the first import of a chunk asks for its specifier as
 * written; after a failure the next asks for a new URL; once one succeeds, every later import of that chunk
 * asks for the same URL (the module map then answers with the module already evaluated).
 */
export function createChunkImport(): ChunkImport {
  /** For each chunk (its absolute URL) that failed: how many times, and the URL to ask for now. */
  const retries = new Map<string, { attempts: number; url: string }>();
  return (specifier, base, nativeImport) => {
    const url = new URL(specifier, base).href;
    const retry = retries.get(url);
    const requested = retry?.url ?? specifier;
    return nativeImport(requested).catch((error: unknown) => {
      const current = retries.get(url);
      // Only the failure of the URL in use moves on: two imports that failed together make one new URL.
      if ((current?.url ?? specifier) === requested) {
        const attempts = (current?.attempts ?? 0) + 1;
        retries.set(url, { attempts, url: retryUrlOf(url, attempts) });
      }
      throw error;
    });
  };
}

/** Installs the page's chunk importer; from the entry module, before any chunk's `import()` runs. */
export function installChunkImport(scope: typeof globalThis): void {
  Object.defineProperty(scope, CHUNK_IMPORT_GLOBAL, { value: createChunkImport(), configurable: true });
}
