/**
 * A figure that the session's sensors may not have measured (docs/product-rules.md#not-measured).
 * A heart-rate belt alone records no speed and no distance, so its session has no AP, distance,
 * high-speed distance or sprints: those are unknown, which is not the same as zero. On the wire
 * and here an unknown figure is null (docs/api-sessions.md#figures-not-measured); the types name it
 * so that a reader sees what the null means.
 */

/** What was not measured. */
export type NotMeasured = null;

/** A figure, or NotMeasured. */
export type MaybeMeasured<T extends number = number> = T | NotMeasured;

/**
 * The sum of the figures that were measured: NotMeasured only when none of them was (no figure at
 * all included), else the total of the measured ones, the unknown ones left out rather than
 * counted as zero.
 */
export function sumMeasured(values: Iterable<MaybeMeasured>): MaybeMeasured {
  let total: MaybeMeasured = null;
  for (const value of values) {
    if (value !== null) total = (total ?? 0) + value;
  }
  return total;
}

/** How many of the figures were measured. */
export function countMeasured(values: Iterable<MaybeMeasured>): number {
  let count = 0;
  for (const value of values) {
    if (value !== null) count += 1;
  }
  return count;
}
