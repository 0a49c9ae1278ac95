import { formatDuration } from '../formats/duration-format';
import { formatNumber } from '../formats/number-format';

/** Candidate distances between time ticks, in seconds: round values a coach reads at a glance. */
const TIME_TICK_STEPS_SECONDS = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 14400] as const;

/** The smallest round step that keeps at most `maxTicks` ticks across the span. */
export function chooseTimeTickStep(spanSeconds: number, maxTicks: number): number {
  const limit = Math.max(1, Math.floor(maxTicks));
  for (const step of TIME_TICK_STEPS_SECONDS) {
    if (spanSeconds / step <= limit) return step;
  }
  return TIME_TICK_STEPS_SECONDS[TIME_TICK_STEPS_SECONDS.length - 1] ?? 14400;
}

/** Tick positions (seconds) at multiples of the step inside [start, end]. */
export function listTimeTicks(start: number, end: number, step: number): number[] {
  const ticks: number[] = [];
  if (!(end > start) || !(step > 0)) return ticks;
  for (let tick = Math.ceil(start / step) * step; tick <= end + 1e-9; tick += step) {
    ticks.push(tick);
  }
  return ticks;
}

/**
 * Timeline values in seconds are shown in minutes (docs/product-rules.md#chart-precision): whole minutes when the step is a
 * minute or more ("45"), otherwise minutes and seconds ("12:30").
 */
export function formatTimeTick(locales: readonly string[], seconds: number, step: number): string {
  if (step >= 60) return formatNumber(locales, Math.round(seconds / 60));
  return formatDuration(locales, seconds, 'mm:ss');
}

/**
 * The decimals a value axis needs for its step (0.5 → 1, 0.05 → 2, 10 → 0), so that its labels
 * read alike ("0.0", "0.5", "1.0"), in the reader's decimal mark.
 */
export function axisDecimals(ticks: readonly number[]): number {
  const [first, second] = ticks;
  if (first === undefined || second === undefined) return 0;
  const step = Math.abs(second - first);
  return step > 0 && Number.isFinite(step) ? Math.max(0, Math.ceil(-Math.log10(step) - 1e-9)) : 0;
}

/** True when the time ticks read in whole minutes (the axis caption says "min"). */
export function ticksReadInMinutes(step: number): boolean {
  return step >= 60;
}
