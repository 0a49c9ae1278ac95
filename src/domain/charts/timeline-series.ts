import type { Timeline } from '../activity/timeline';
import { classifyEdwardsZone } from '../heart-rate/heart-rate-zones';
import { asBpm } from '../units/branded-units';
import { METERS_PER_MILE } from '../units/distance-units';
import type { DistanceUnit } from '../account/user';
import { SECONDS_PER_MINUTE } from '../units/time-units';

/**
 * Chart-ready series built from timeline buckets: times in seconds from the session start,
 * NaN where a bucket has no data (a gap breaks the line, docs/product-rules.md#chart-precision). Structurally the
 * ChartSeries the charts draw.
 */
export interface SeriesData {
  readonly t: Float64Array;
  readonly value: Float64Array;
  readonly min?: Float64Array;
  readonly max?: Float64Array;
}

function valueOf(v: number | null | undefined): number {
  return v === null || v === undefined ? Number.NaN : v;
}

/** Each bucket drawn at its middle value, with its lowest and highest values kept as a band. */
export function seriesOfTimeline(timeline: Timeline): SeriesData {
  const n = timeline.t.length;
  const t = new Float64Array(n);
  const value = new Float64Array(n);
  const min = new Float64Array(n);
  const max = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const lo = valueOf(timeline.min[i]);
    const hi = valueOf(timeline.max[i]);
    t[i] = timeline.t[i] ?? Number.NaN;
    min[i] = lo;
    max[i] = hi;
    value[i] = (lo + hi) / 2;
  }
  return { t, value, min, max };
}

/** The timeline's per-bucket amounts when it carries one per bucket, else null. */
function amountsOf(timeline: Timeline): readonly (number | null)[] | null {
  const amount = timeline.amount;
  return amount !== undefined && amount.length === timeline.t.length ? amount : null;
}

/**
 * Distance covered since the span start, from the AP timeline: the meters of each bucket
 * (`amount`, integrated as the session's distance) summed, so the line ends at the span's distance;
 * for a timeline without amounts, an estimate: the middle of each bucket's speed range × step. A
 * bucket without data adds nothing. In meters, or miles for IMPERIAL.
 */
export function cumulativeDistanceOf(speed: Timeline, system: DistanceUnit): SeriesData {
  const n = speed.t.length;
  const t = new Float64Array(n);
  const value = new Float64Array(n);
  const divisor = system === 'IMPERIAL' ? METERS_PER_MILE : 1;
  const amounts = amountsOf(speed);
  let meters = 0;
  for (let i = 0; i < n; i += 1) {
    const lo = speed.min[i];
    const hi = speed.max[i];
    if (amounts !== null) meters += amounts[i] ?? 0;
    else if (lo !== null && lo !== undefined && hi !== null && hi !== undefined)
      meters += ((lo + hi) / 2) * speed.stepSeconds;
    t[i] = speed.t[i] ?? Number.NaN;
    value[i] = meters / divisor;
  }
  return { t, value };
}

/**
 * Edwards TRIMP accumulated since the span start (Edwards 1993: minutes in zone i × i), from the
 * HR timeline: the TRIMP of each bucket (`amount`, integrated as the session's TRIMP) summed, so
 * the line ends at the span's TRIMP; for a timeline without amounts (or whose amounts are at another
 * HRmax than `hrmax`), an estimate: each bucket's step counted in the zone of its middle bpm.
 */
export function cumulativeWorkloadOf(heartRate: Timeline, hrmax: number): SeriesData {
  const n = heartRate.t.length;
  const t = new Float64Array(n);
  const value = new Float64Array(n);
  // The amounts are TRIMP at the timeline's HRmax: drawn against another HRmax, the estimate.
  const amounts = heartRate.hrmax === hrmax ? amountsOf(heartRate) : null;
  let trimps = 0;
  for (let i = 0; i < n; i += 1) {
    const lo = heartRate.min[i];
    const hi = heartRate.max[i];
    if (amounts !== null) {
      trimps += amounts[i] ?? 0;
    } else if (lo !== null && lo !== undefined && hi !== null && hi !== undefined) {
      const zone = classifyEdwardsZone(asBpm((lo + hi) / 2), asBpm(hrmax));
      trimps += (heartRate.stepSeconds / SECONDS_PER_MINUTE) * zone;
    }
    t[i] = heartRate.t[i] ?? Number.NaN;
    value[i] = trimps;
  }
  return { t, value };
}
