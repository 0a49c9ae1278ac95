import { createSeededRandom, type SeededRandom } from '../seeded-random';

/**
 * The world's PRNG (mocks/world/seeded-random.ts) seeded from a string key, with the two draws
 * the simulator needs on top: a uniform float in a range and a standard normal.
 */
export interface SessionRandom extends SeededRandom {
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** Standard normal (Box–Muller). */
  normal(): number;
}

/** FNV-1a 32-bit hash of a string (Fowler, Noll, Vo), to seed from a key such as a session id. */
function hashSeed(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createSessionRandom(key: string): SessionRandom {
  const base = createSeededRandom(hashSeed(key));
  return {
    ...base,
    between: (min, max) => min + (max - min) * base.next(),
    normal: () => {
      const u = 1 - base.next();
      const w = base.next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * w);
    },
  };
}
