import * as v from 'valibot';

/**
 * A collection stored relative to what the seed generates (docs/architecture.md#mock-backend).
 *
 * The baseline is the list of records the seed gives. A collection is stored as its records in
 * order, where each run of consecutive baseline records is written as the range [from, toExclusive)
 * of their baseline indexes, and any other record (an edited one, a new one) is written whole. So an
 * untouched collection of hundreds of records is one pair of numbers, and the order is kept exactly.
 *
 * The stored form names the baseline it was written against (its length and a fingerprint of its
 * records): when the generator has changed since, the delta does not apply and is discarded.
 * Records are compared by their canonical JSON (the plain JSON copy with keys sorted).
 */

/** A range of baseline indexes, [from, toExclusive), or a record stored whole. */
type DeltaItem<T> = readonly [from: number, toExclusive: number] | T;

interface BaselineMark {
  readonly count: number;
  readonly fingerprint: string;
}

export interface StoredDelta<T> {
  readonly base: BaselineMark;
  readonly items: readonly DeltaItem<T>[];
}

/** The generated records of one collection, with what encoding compares them by (worked out when first read). */
export interface Baseline<T> {
  readonly records: readonly T[];
  readonly canonical: readonly string[];
  readonly mark: BaselineMark;
}

function sortedKeys(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = (value as Record<string, unknown>)[key];
  return sorted;
}

/** The record's JSON with the keys of every object sorted: equal for records that dump alike. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, sortedKeys);
}

/** FNV-1a (32 bits) of the records' JSON, one after the other: tells a changed generator apart. */
function fingerprintOf(canonical: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const text of canonical) {
    for (let index = 0; index < text.length; index += 1) {
      hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
    }
    hash = Math.imul(hash ^ 0x0a, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The baseline of generated `records`. What they are compared by is worked out at the first
 * comparison, each record passed through `schema` first (as the database stores it: defaults
 * filled in, unknown fields dropped).
 */
export function baselineOf<T>(records: readonly T[], schema: v.GenericSchema<unknown, T>): Baseline<T> {
  let canonical: readonly string[] | null = null;
  let mark: BaselineMark | null = null;
  return {
    records,
    get canonical() {
      canonical ??= records.map((record) => canonicalJson(v.parse(schema, record)));
      return canonical;
    },
    get mark() {
      // The generator's own JSON, keys in the order it writes them: a reload checks the mark without the schema pass
      // and the key sorting that comparisons need (a few tens of ms on a phone for the sessions).
      mark ??= { count: records.length, fingerprint: fingerprintOf(records.map((record) => JSON.stringify(record))) };
      return mark;
    },
  };
}

export const EMPTY_BASELINE: Baseline<never> = { records: [], canonical: [], mark: { count: 0, fingerprint: fingerprintOf([]) } };

function isRange(item: unknown): item is readonly [number, number] {
  return Array.isArray(item);
}

/** `records` (in store order) relative to `baseline`. */
export function encodeDelta<T>(baseline: Baseline<T>, records: readonly T[]): StoredDelta<T> {
  const items: DeltaItem<T>[] = [];
  let indexOf: Map<string, number> | null = null;
  let open: [number, number] | null = null;
  for (const record of records) {
    const canonical = canonicalJson(record);
    if (open !== null && baseline.canonical[open[1]] === canonical) {
      open[1] += 1;
      continue;
    }
    if (indexOf === null) {
      indexOf = new Map();
      baseline.canonical.forEach((text, index) => {
        if (!indexOf?.has(text)) indexOf?.set(text, index);
      });
    }
    const index = indexOf.get(canonical);
    if (index === undefined) {
      open = null;
      items.push(record);
    } else {
      open = [index, index + 1];
      items.push(open);
    }
  }
  return { base: baseline.mark, items };
}

/** The records `delta` stands for, or null when it was written against another baseline. */
export function applyDelta<T>(baseline: Baseline<T>, delta: StoredDelta<T>): T[] | null {
  const { count, fingerprint } = delta.base;
  if (count !== baseline.mark.count || fingerprint !== baseline.mark.fingerprint) return null;
  const records: T[] = [];
  for (const item of delta.items) {
    if (isRange(item)) records.push(...baseline.records.slice(item[0], item[1]));
    else records.push(item);
  }
  return records;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseMark(value: unknown): BaselineMark | null {
  if (!isPlainObject(value)) return null;
  const { count, fingerprint } = value;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0 || typeof fingerprint !== 'string') return null;
  return { count, fingerprint };
}

function parseRange(value: readonly unknown[], count: number): readonly [number, number] | null {
  const [from, to] = value;
  if (value.length !== 2 || typeof from !== 'number' || typeof to !== 'number') return null;
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 0 || from >= to || to > count) return null;
  return [from, to];
}

/**
 * The stored delta in `value`, each whole record checked against `schema`; null when anything is
 * off (a range outside the named baseline, a record that fails its schema, a wrong shape).
 */
export function parseDelta<T>(value: unknown, schema: v.GenericSchema<unknown, T>): StoredDelta<T> | null {
  if (!isPlainObject(value) || !Array.isArray(value['items'])) return null;
  const base = parseMark(value['base']);
  if (base === null) return null;
  const items: DeltaItem<T>[] = [];
  for (const item of value['items'] as unknown[]) {
    if (Array.isArray(item)) {
      const range = parseRange(item, base.count);
      if (range === null) return null;
      items.push(range);
      continue;
    }
    // Only objects may be records: a range is the only list, so a record is never mistaken for one.
    if (!isPlainObject(item)) return null;
    const result = v.safeParse(schema, item);
    if (!result.success) return null;
    items.push(result.output);
  }
  return { base, items };
}
