import { http, type HttpHandler } from 'msw';
import {
  isChartMetricsType,
  TIMELINE_MAX_BUCKETS,
  type Timeline,
  type TimelineQuery,
} from '../../../src/domain/activity/timeline';
import { timelineOfSamples } from '../../../src/domain/activity/timeline-of-samples';
import { ACTIVE_SPEED_THRESHOLD } from '../../../src/domain/session/session-sample';
import { jsonResponse, rejectWith } from '../respond';
import type { PlayerRecord } from '../../db/schemas';
import type { SessionRecord } from '../../db/session-schemas';
import { analyseIfProcessed, analysedSecondsOf } from './activity-presenter';
import { requireReadableSession } from './session-access';

function readNumber(params: URLSearchParams, key: string): number | null {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/**
 * The timeline answer of one session for a request's query (startOffsetSeconds, endOffsetSeconds,
 * timeInterval, chartMetricsType): buckets of `timeInterval` seconds between the offsets, each with
 * its min and max and its amount (meters for AP, Edwards TRIMP for HR_*, two decimals;
 * src/domain/activity/timeline-of-samples.ts), limited to the analysed first 4 h. A session without
 * processed data answers no buckets. The private call and a shared session's public one answer alike.
 */
export function timelineAnswer(record: SessionRecord, player: PlayerRecord, request: Request): Response {
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
  const bucketed: TimelineQuery = {
    startOffsetSeconds: start,
    endOffsetSeconds: end,
    timeInterval: step,
    chartMetricsType: metric,
  };
  if (analysed !== null) return jsonResponse(timelineOfSamples(analysed.samples, bucketed, analysed.analysis.hrmax));
  const empty: Timeline = {
    metric,
    startOffsetSeconds: start,
    endOffsetSeconds: end,
    stepSeconds: step,
    t: [],
    min: [],
    max: [],
    hrmax: null,
    apThreshold: metric === 'AP' ? ACTIVE_SPEED_THRESHOLD : null,
    amount: [],
  };
  return jsonResponse(empty);
}

/** GET /web/player-activities/{activityId}/timeline (ours, docs/product-rules.md#calls): the caller's session's timeline. */
export const timelineHandlers: HttpHandler[] = [
  http.get('*/api/web/player-activities/:activityId/timeline', async ({ request, params }) => {
    const { record, player } = await requireReadableSession(request, String(params['activityId']));
    return timelineAnswer(record, player, request);
  }),
];
