import { formatMinutesSeconds } from '../../domain/units/time-units';
import { asSeconds } from '../../domain/units/branded-units';

/** Candidate distances between time ticks, in seconds: round values a coach reads at a glance. */
const TIME_TICK_STEPS_SECONDS = [
  1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 14400,
] as const;

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
export function formatTimeTick(seconds: number, step: number): string {
  if (step >= 60) return String(Math.round(seconds / 60));
  return formatMinutesSeconds(asSeconds(seconds));
}

/** True when the time ticks read in whole minutes (the axis caption says "min"). */
export function ticksReadInMinutes(step: number): boolean {
  return step >= 60;
}
