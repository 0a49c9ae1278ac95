import type { SessionSample } from './session-sample';

/** Sessions over 3.5 h are flagged "too long" (docs/product-rules.md#session-limits). */
export const FLAG_TOO_LONG_SECONDS = 3.5 * 3600;
/** Sessions over 4 h are trimmed to their first 4 h (docs/product-rules.md#session-limits). */
export const TRIM_SECONDS = 4 * 3600;

export type SessionFlag = 'too-long' | 'trimmed';

/** The span of a series: last sample time − first sample time (0 when empty). */
export function measureSeriesSpan(samples: readonly SessionSample[]): number {
  const first = samples[0];
  const last = samples[samples.length - 1];
  return first === undefined || last === undefined ? 0 : Math.max(0, last.t - first.t);
}

/** Flags for a session of this length (before trimming). */
export function flagSessionLength(spanSeconds: number): SessionFlag[] {
  const flags: SessionFlag[] = [];
  if (spanSeconds > FLAG_TOO_LONG_SECONDS) flags.push('too-long');
  if (spanSeconds > TRIM_SECONDS) flags.push('trimmed');
  return flags;
}

/**
 * Keeps the first 4 h of a session (samples with t − t₀ ≤ 4 h). A series that
 * is not longer comes back unchanged (the same array), so trimming is idempotent.
 */
export function trimLongSession<T extends SessionSample>(samples: readonly T[]): readonly T[] {
  const first = samples[0];
  if (first === undefined || measureSeriesSpan(samples) <= TRIM_SECONDS) return samples;
  const limit = first.t + TRIM_SECONDS;
  let end = 0;
  while (end < samples.length && (samples[end] as T).t <= limit) end += 1;
  return samples.slice(0, end);
}
