/** Keys that could reach an object's prototype if the value were ever merged or copied. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Parses JSON read from storage (written by us, but editable by anyone): undefined for
 * anything that does not parse or that holds a `__proto__`, `constructor` or `prototype`
 * key at any depth. Callers still check the shape.
 */
export function parseUntrustedJson(text: string): unknown {
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) throw new Error(`forbidden key ${key}`);
      return value;
    }) as unknown;
  } catch {
    return undefined;
  }
}
