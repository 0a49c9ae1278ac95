import { http, type HttpHandler } from 'msw';
import { isChartMetricsType, type Timeline } from '../../../src/domain/activity/timeline';
import { bucketSeries } from '../../../src/domain/charts/bucket-series';
import { ACTIVE_SPEED_THRESHOLD } from '../../../src/domain/session/session-sample';
import { bpmToPercentOfHrmax } from '../../../src/domain/units/heart-rate-units';
import { asBpm } from '../../../src/domain/units/branded-units';
import { jsonResponse, rejectWith } from '../respond';
import { analyseIfProcessed, analysedSecondsOf } from './activity-presenter';
import { requireReadableSession } from './session-access';

/** Most buckets one timeline answer may hold (a whole 4 h session at 2-s steps is 7 200). */
const TIMELINE_MAX_BUCKETS = 10_000;

function readNumber(params: URLSearchParams, key: string): number | null {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

const toNullable = (values: Float64Array): (number | null)[] =>
  Array.from(values, (value) => (Number.isNaN(value) ? null : Math.round(value * 100) / 100));

/**
 * GET /web/player-activities/{activityId}/timeline (ours) with startOffsetSeconds,
 * endOffsetSeconds, timeInterval and chartMetricsType (docs/product-rules.md#calls). Buckets of `timeInterval`
 * seconds between the offsets, each with its min and max (src/domain/charts/bucket-series.ts),
 * limited to the analysed first 4 h. A session without processed data answers no buckets.
 */
export const timelineHandlers: HttpHandler[] = [
  http.get('*/api/web/player-activities/:activityId/timeline', async ({ request, params }) => {
    const { record, player } = await requireReadableSession(request, String(params['activityId']));
    const query = new URL(request.url).searchParams;
    const metric = query.get('chartMetricsType');
    const startOffset = readNumber(query, 'startOffsetSeconds') ?? 0;
    const requestedEnd = readNumber(query, 'endOffsetSeconds') ?? analysedSecondsOf(record);
    const step = readNumber(query, 'timeInterval');
    if (!isChartMetricsType(metric)) return rejectWith(400, 'BP_400', 'INVALID_CHART_METRICS_TYPE');
    if (step === null || !Number.isInteger(step) || step < 1) return rejectWith(400, 'BP_400', 'INVALID_TIME_INTERVAL');
    if (startOffset < 0 || requestedEnd <= startOffset) return rejectWith(400, 'BP_400', 'INVALID_OFFSETS');
    const end = Math.min(requestedEnd, analysedSecondsOf(record));
    const start = Math.min(startOffset, end);
    if ((end - start) / step > TIMELINE_MAX_BUCKETS) return rejectWith(400, 'BP_400', 'TOO_MANY_BUCKETS');
    const analysed = analyseIfProcessed(record, player);
    const hrmax = analysed?.analysis.hrmax ?? null;
    const empty: Timeline = {
      metric, startOffsetSeconds: start, endOffsetSeconds: end, stepSeconds: step, t: [], min: [], max: [],
      hrmax: metric === 'AP' ? null : hrmax, apThreshold: metric === 'AP' ? ACTIVE_SPEED_THRESHOLD : null,
    };
    if (analysed === null || hrmax === null) return jsonResponse(empty);
    const samples = analysed.samples;
    const ts = new Float64Array(samples.length);
    const values = new Float64Array(samples.length);
    samples.forEach((sample, i) => {
      ts[i] = sample.t;
      const raw = metric === 'AP' ? sample.speed : sample.bpm;
      values[i] = raw === undefined ? Number.NaN : metric === 'HR_PERCENTAGE' ? bpmToPercentOfHrmax(asBpm(raw), asBpm(hrmax)) : raw;
    });
    const buckets = bucketSeries(ts, values, step, start, end);
    return jsonResponse({ ...empty, t: Array.from(buckets.starts), min: toNullable(buckets.mins), max: toNullable(buckets.maxs) } satisfies Timeline);
  }),
];
