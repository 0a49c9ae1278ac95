import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createChunkImport, retryUrlOf } from './chunk-import';

const BASE = 'https://app.example/assets/index-a1.js';
const CHUNK = 'https://app.example/assets/leaderboard-route-b2.js';

/**
 * A module map as the HTML standard keeps it before whatwg/html#10327 (Chromium 150 among others): every URL is
 * fetched once, and a failed fetch is remembered, so importing that URL again fails without a request.
 */
function moduleMap(networkUp: () => boolean) {
  const entries = new Map<string, Promise<unknown>>();
  const requests: string[] = [];
  const nativeImport = (specifier: string) => {
    const url = new URL(specifier, BASE).href;
    let entry = entries.get(url);
    if (!entry) {
      requests.push(url);
      entry = networkUp()
        ? Promise.resolve({ url })
        : Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
      entries.set(url, entry);
    }
    return entry;
  };
  return { nativeImport, requests };
}

describe('a chunk import that can be tried again', () => {
  it('asks for the chunk as written, and after a failure under a URL the page has not tried', async () => {
    let up = false;
    const map = moduleMap(() => up);
    const chunkImport = createChunkImport();
    await expect(chunkImport('./leaderboard-route-b2.js', BASE, map.nativeImport)).rejects.toThrow('Failed to fetch');
    up = true;
    await expect(chunkImport('./leaderboard-route-b2.js', BASE, map.nativeImport)).resolves.toEqual({
      url: `${CHUNK}?retry=1`,
    });
    expect(map.requests).toEqual([CHUNK, `${CHUNK}?retry=1`]);
  });

  it('once a retry succeeded, every later import of the chunk gets that same module, with no new request', async () => {
    let up = false;
    const map = moduleMap(() => up);
    const chunkImport = createChunkImport();
    await chunkImport('./leaderboard-route-b2.js', BASE, map.nativeImport).catch(() => undefined);
    up = true;
    const first = await chunkImport('./leaderboard-route-b2.js', BASE, map.nativeImport);
    // Another chunk asks for the same file by another relative path.
    const again = await chunkImport(
      '../assets/leaderboard-route-b2.js',
      'https://app.example/assets/feature-list-c3.js',
      map.nativeImport,
    );
    expect(again).toBe(first);
    expect(map.requests).toHaveLength(2);
  });

  it('a chunk that never failed is always asked for as written', async () => {
    const map = moduleMap(() => true);
    const calls: string[] = [];
    const chunkImport = createChunkImport();
    for (let i = 0; i < 3; i += 1) {
      await chunkImport('./dashboard-route-d4.js', BASE, (specifier) => {
        calls.push(specifier);
        return map.nativeImport(specifier);
      });
    }
    expect(calls).toEqual(['./dashboard-route-d4.js', './dashboard-route-d4.js', './dashboard-route-d4.js']);
  });

  it('two imports that failed together move on to one new URL, not two', async () => {
    let up = false;
    const map = moduleMap(() => up);
    const chunkImport = createChunkImport();
    await Promise.allSettled([
      chunkImport('./a.js', BASE, map.nativeImport),
      chunkImport('./a.js', BASE, map.nativeImport),
    ]);
    up = true;
    await chunkImport('./a.js', BASE, map.nativeImport);
    expect(map.requests).toEqual(['https://app.example/assets/a.js', 'https://app.example/assets/a.js?retry=1']);
  });

  it('after any number of failures the next attempt reaches the network under a URL not asked for before', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 8 }), async (failures) => {
        let left = failures;
        const map = moduleMap(() => left === 0);
        const chunkImport = createChunkImport();
        for (; left > 0; left -= 1) await chunkImport('./a.js', BASE, map.nativeImport).catch(() => undefined);
        await expect(chunkImport('./a.js', BASE, map.nativeImport)).resolves.toBeDefined();
        expect(new Set(map.requests).size).toBe(failures + 1);
      }),
    );
  });

  it('a retry URL keeps the chunk’s own query and path', () => {
    expect(retryUrlOf('https://app.example/assets/a.js?v=2', 3)).toBe('https://app.example/assets/a.js?v=2&retry=3');
  });
});
