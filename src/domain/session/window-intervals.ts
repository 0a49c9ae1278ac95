/**
 * The intervals integrateWindow credits, already held (at most MAX_SAMPLE_HOLD_SECONDS) and clipped
 * to the window: [from, from + seconds) with seconds > 0. Summing what it is told gives the window's
 * figures, so a caller can split them over time (src/domain/activity/timeline-of-samples.ts).
 */
export interface IntervalSink {
  /** A valid heart rate held; `zone` is its Edwards zone 1–5, 0 below zone 1. */
  heartRate(from: number, seconds: number, bpm: number, zone: number): void;
  /** A speed (m/s) held: explicit, or derived from the distance channel. */
  speed(from: number, seconds: number, metersPerSecond: number): void;
  /** `meters` of the cumulative distance channel covered evenly over the interval (across gaps too). */
  distance(from: number, seconds: number, meters: number): void;
}

/** The seconds of the interval [a, b) inside the window [start, end). */
export function secondsInWindow(a: number, b: number, start: number, end: number): number {
  const from = a > start ? a : start;
  const to = b < end ? b : end;
  return to > from ? to - from : 0;
}
