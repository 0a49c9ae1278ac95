/**
 * The top of a chart's y axis: the highest value drawn, but never below a floor, so that a
 * quiet session (a few metres, a couple of TRIMPs) is not stretched to fill the whole chart.
 * NaN values (missing data, a gap in the line) are ignored.
 */
export function computeAxisTop(values: Iterable<number>, floor: number): number {
  let top = floor;
  for (const value of values) if (value > top) top = value;
  return top;
}

/** Room left above the highest value of a cumulative chart (distance, workload): 5 %. */
export const AXIS_HEADROOM_FACTOR = 1.05;

/** The speed (AP) axis reaches at least 4 m/s (a run), and is rounded up to whole m/s. */
export const SPEED_AXIS_FLOOR_MPS = 4;

/** The distance axis reaches at least 100 m (metric) or 0.1 mi (imperial). */
export const DISTANCE_AXIS_FLOOR_METERS = 100;
export const DISTANCE_AXIS_FLOOR_MILES = 0.1;

/** The workload axis reaches at least 5 TRIMPs (about 5 min in Edwards zone 1). */
export const WORKLOAD_AXIS_FLOOR_TRIMPS = 5;
