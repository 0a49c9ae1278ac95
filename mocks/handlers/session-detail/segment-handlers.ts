import { http, type HttpHandler } from 'msw';
import { isSegmentMetricsType } from '../../../src/domain/activity/activity-segment';
import { validateSegment } from '../../../src/domain/segments/segment-validation';
import { countCodePoints } from '../../../src/domain/validation/credentials-validation';
import { updateSession } from '../../db/sessions';
import { jsonResponse, readJsonObject, rejectWith } from '../respond';
import { analyseIfProcessed, analysedSecondsOf, toSegment } from './activity-presenter';
import { requireReadableSession } from './session-access';

/** Longest segment name we keep, in code points (ours: docs/product-rules.md#constants-and-limits). */
const SEGMENT_NAME_MAX_LENGTH = 100;

const segmentsPath = '*/api/web/player-activities/:activityId/segments';

/** A whole number of seconds ≥ 0 as the form's minutes and seconds strings, or null. */
function asFormTime(value: unknown): { minutes: string; seconds: string } | null {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return null;
  return { minutes: String(Math.floor(value / 60)), seconds: String(value % 60) };
}

/** Segments of a session (docs/product-rules.md#calls): list with stats of one metric kind, create, delete. */
export const segmentHandlers: HttpHandler[] = [
  http.get(segmentsPath, async ({ request, params }) => {
    const { record, player } = await requireReadableSession(request, String(params['activityId']));
    const metricsType = new URL(request.url).searchParams.get('metricsType') ?? 'HR';
    if (!isSegmentMetricsType(metricsType)) return rejectWith(400, 'BP_400', 'INVALID_METRICS_TYPE');
    const analysed = analyseIfProcessed(record, player);
    return jsonResponse(record.segments.map((segment) => toSegment(record, segment, analysed, metricsType)));
  }),

  /**
   * Body `{name, startSec, endSec}` (whole seconds from the session start). The rule is the
   * segment form's (src/domain/segments/segment-validation.ts) against the analysed length
   * (the first 4 h of a trimmed session): 400 BP_400 with desc SEGMENT_TOO_SHORT,
   * SEGMENT_OUT_OF_SCOPE or SEGMENT_DATA_INVALID; a missing or over-long name is SEGMENT_NAME_INVALID.
   */
  http.post(segmentsPath, async ({ request, params }) => {
    const { record, player } = await requireReadableSession(request, String(params['activityId']));
    const body = await readJsonObject(request);
    const rawName = body['name'];
    const name = typeof rawName === 'string' ? rawName.trim() : '';
    if (name === '' || countCodePoints(name) > SEGMENT_NAME_MAX_LENGTH)
      return rejectWith(400, 'BP_400', 'SEGMENT_NAME_INVALID');
    const start = asFormTime(body['startSec']);
    const end = asFormTime(body['endSec']);
    if (start === null || end === null) return rejectWith(400, 'BP_400', 'SEGMENT_DATA_INVALID');
    const verdict = validateSegment(
      { startMinutes: start.minutes, startSeconds: start.seconds, endMinutes: end.minutes, endSeconds: end.seconds },
      analysedSecondsOf(record),
    );
    if (!verdict.ok) return rejectWith(400, 'BP_400', verdict.code);
    const id = `${record.id}-s${record.nextItemNumber}`;
    const updated = await updateSession(record.id, (draft) => {
      draft.segments.push({ id, name, startSec: verdict.startSec, endSec: verdict.endSec });
      draft.nextItemNumber += 1;
    });
    const stored = updated?.segments.find((segment) => segment.id === id);
    if (updated === null || stored === undefined) return rejectWith(500, 'BP_500', 'Segment not stored');
    return jsonResponse(toSegment(updated, stored, analyseIfProcessed(updated, player), 'HR'), 201);
  }),

  http.delete(`${segmentsPath}/:segmentId`, async ({ request, params }) => {
    const { record } = await requireReadableSession(request, String(params['activityId']));
    const segmentId = String(params['segmentId']);
    if (!record.segments.some((segment) => segment.id === segmentId))
      return rejectWith(404, 'BP_404', 'Segment not found');
    await updateSession(record.id, (draft) => {
      draft.segments = draft.segments.filter((segment) => segment.id !== segmentId);
    });
    return jsonResponse({});
  }),
];
