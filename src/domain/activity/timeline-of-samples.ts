import { bucketSeries } from '../charts/bucket-series';
import { EDWARDS_ZONE_COUNT } from '../heart-rate/heart-rate-zones';
import { integrateWindow } from '../session/session-integrals';
import { trimLongSession } from '../session/session-limits';
import { ACTIVE_SPEED_THRESHOLD, isValidBpm, type SessionSample } from '../session/session-sample';
import type { IntervalSink } from '../session/window-intervals';
import { computeEdwardsTrimp } from '../workload/edwards-trimp';
import { asBpm } from '../units/branded-units';
import { bpmToPercentOfHrmax } from '../units/heart-rate-units';
import { drawnSpeedsOf } from './speed-from-distance';
import type { Timeline, TimelineQuery } from './timeline';

/** Timeline values are sent with two decimals. */
const roundedOrNull = (values: Float64Array): (number | null)[] =>
  Array.from(values, (value) => (Number.isNaN(value) ? null : Math.round(value * 100) / 100));

/**
 * The value each sample gives the chart metric, or NaN when it has none (a missing channel, a
 * heart-rate artefact): AP draws the speed, derived from the distance where a sample has none.
 */
function valuesOf(samples: readonly SessionSample[], query: TimelineQuery, hrmax: number): Float64Array {
  if (query.chartMetricsType === 'AP') return drawnSpeedsOf(samples);
  const percent = query.chartMetricsType === 'HR_PERCENTAGE';
  return Float64Array.from(samples, ({ bpm }) => {
    // Heart rates outside 30–230 bpm are artefacts and are dropped (docs/product-rules.md#samples).
    if (bpm === undefined || !Number.isFinite(bpm) || !isValidBpm(bpm)) return Number.NaN;
    return percent ? bpmToPercentOfHrmax(asBpm(bpm), asBpm(hrmax)) : bpm;
  });
}

/** Buckets of `step` seconds from `start`; the last one takes whatever reaches past it (the span end). */
interface Bucketing {
  readonly start: number;
  readonly step: number;
  readonly count: number;
}

/** Calls `visit(k, part)` for each bucket k that [from, from + seconds) overlaps, `part` seconds of it. */
function forEachBucketPart(
  bucketing: Bucketing,
  from: number,
  seconds: number,
  visit: (k: number, part: number) => void,
): void {
  const { start, step, count } = bucketing;
  const to = from + seconds;
  let k = Math.max(0, Math.min(count - 1, Math.floor((from - start) / step)));
  let at = from;
  while (at < to && k < count) {
    const bucketEnd = k === count - 1 ? to : start + (k + 1) * step;
    const part = (bucketEnd < to ? bucketEnd : to) - at;
    if (part > 0) {
      visit(k, part);
      at += part;
    }
    k += 1;
  }
}

/** Each bucket's amount in hundredths such that the running sum stays the rounded running total. */
function roundedAmounts(amounts: Float64Array, covered: Float64Array): (number | null)[] {
  const rounded: (number | null)[] = [];
  let total = 0;
  let sent = 0;
  amounts.forEach((amount, k) => {
    total += amount;
    const hundredths = Math.round(total * 100);
    rounded.push((covered[k] as number) > 0 ? (hundredths - sent) / 100 : null);
    if ((covered[k] as number) > 0) sent = hundredths;
  });
  return rounded;
}

/**
 * What each bucket adds to the span's totals, integrated exactly as the analysis integrates them
 * (integrateWindow, docs/product-rules.md#samples: hold rule, distance channel else speed, Edwards
 * zones of the held heart rate), so the buckets of a whole session add up to analyseSession's
 * distance and TRIMP and those of a window [start, end) to analyseSessionWindow's. AP: meters; HR_*:
 * Edwards TRIMP at `hrmax`. Null for a bucket in which nothing was integrated.
 */
function amountsOf(
  samples: readonly SessionSample[],
  query: TimelineQuery,
  hrmax: number,
  count: number,
): (number | null)[] {
  if (count === 0) return [];
  const start = query.startOffsetSeconds;
  const end = query.endOffsetSeconds;
  const bucketing: Bucketing = { start, step: query.timeInterval > 0 ? query.timeInterval : 1, count };
  const covered = new Float64Array(count);
  const coveredBySpeed = new Float64Array(count);
  const zoneSeconds = new Float64Array(count * EDWARDS_ZONE_COUNT);
  const fromDistance = new Float64Array(count);
  const fromSpeed = new Float64Array(count);
  const ap = query.chartMetricsType === 'AP';
  const sink: IntervalSink = {
    heartRate(from, seconds, _bpm, zone) {
      if (ap) return;
      forEachBucketPart(bucketing, from, seconds, (k, part) => {
        covered[k] = (covered[k] as number) + part;
        const at = k * EDWARDS_ZONE_COUNT + zone - 1;
        if (zone > 0) zoneSeconds[at] = (zoneSeconds[at] as number) + part;
      });
    },
    speed(from, seconds, metersPerSecond) {
      if (!ap) return;
      forEachBucketPart(bucketing, from, seconds, (k, part) => {
        coveredBySpeed[k] = (coveredBySpeed[k] as number) + part;
        fromSpeed[k] = (fromSpeed[k] as number) + metersPerSecond * part;
      });
    },
    distance(from, seconds, meters) {
      if (!ap) return;
      forEachBucketPart(bucketing, from, seconds, (k, part) => {
        covered[k] = (covered[k] as number) + part;
        fromDistance[k] = (fromDistance[k] as number) + (meters * part) / seconds;
      });
    },
  };
  const analysed = trimLongSession(samples);
  const first = analysed[0];
  const last = analysed[analysed.length - 1];
  // A span holding the whole (analysed) session counts a sample at its end, as analyseSession does.
  const whole = first !== undefined && last !== undefined && start <= first.t && end >= last.t;
  const integrals = integrateWindow(analysed, { start, end, endInclusive: whole, hrmax, keytel: null, sink });
  if (ap) {
    if (integrals.distanceFrom === 'speed') return roundedAmounts(fromSpeed, coveredBySpeed);
    coveredBySpeed.forEach((seconds, k) => {
      covered[k] = (covered[k] as number) + seconds;
    });
    return roundedAmounts(fromDistance, covered);
  }
  const trimps = new Float64Array(count);
  for (let k = 0; k < count; k += 1) {
    trimps[k] = computeEdwardsTrimp(zoneSeconds.subarray(k * EDWARDS_ZONE_COUNT, (k + 1) * EDWARDS_ZONE_COUNT));
  }
  return roundedAmounts(trimps, covered);
}

/**
 * The timeline of a series of samples (docs/product-rules.md#chart-precision): buckets of
 * `timeInterval` seconds from `startOffsetSeconds` to `endOffsetSeconds`, each with the minimum and
 * maximum of its samples (src/domain/charts/bucket-series.ts); a bucket without a sample is null.
 * HR_BPM in bpm, HR_PERCENTAGE in % of `hrmax`, AP as speed in m/s with the AP threshold (a
 * distance-only sample's speed derived from its distance, src/domain/activity/speed-from-distance.ts). Each
 * bucket also carries its `amount` (meters for AP, Edwards TRIMP for HR_*; see amountsOf), sent
 * with two decimals so that the running sum of the amounts is the rounded running total.
 * The offsets are taken as given: the caller keeps them within the analysed part of the session
 * (docs/product-rules.md#session-limits). An empty span answers no buckets.
 */
export function timelineOfSamples(samples: readonly SessionSample[], query: TimelineQuery, hrmax: number): Timeline {
  const metric = query.chartMetricsType;
  const start = query.startOffsetSeconds;
  const end = query.endOffsetSeconds;
  const ts = Float64Array.from(samples, (sample) => sample.t);
  const buckets = bucketSeries(ts, valuesOf(samples, query, hrmax), query.timeInterval, start, end);
  return {
    metric,
    startOffsetSeconds: start,
    endOffsetSeconds: end,
    stepSeconds: query.timeInterval,
    t: Array.from(buckets.starts),
    min: roundedOrNull(buckets.mins),
    max: roundedOrNull(buckets.maxs),
    hrmax: metric === 'AP' ? null : hrmax,
    apThreshold: metric === 'AP' ? ACTIVE_SPEED_THRESHOLD : null,
    amount: amountsOf(samples, query, hrmax, buckets.length),
  };
}
