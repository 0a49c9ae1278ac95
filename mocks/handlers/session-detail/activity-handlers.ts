import { http, type HttpHandler } from 'msw';
import { validateActivityDescription } from '../../../src/domain/validation/activity-validation';
import { mockClock } from '../../clock';
import { updateSession } from '../../db/sessions';
import { ACCESS_DENIED_DESC } from '../auth-guard';
import { jsonResponse, rejectWith } from '../respond';
import { toActivity } from './activity-presenter';
import { canResync, requireReadableSession } from './session-access';

/** After a resync the session is being processed (NOT_PROCESSED) for this long on the mock clock. */
export const RESYNC_PROCESSING_SECONDS = 30;

const activityPath = '*/api/web/player-activities/:activityId';

function activityIdOf(params: Record<string, unknown>): string {
  return String(params['activityId']);
}

/** GET, DELETE, description and resync of one session (docs/product-rules.md#calls, docs/api-sessions.md). */
export const activityHandlers: HttpHandler[] = [
  http.get(activityPath, async ({ request, params }) => {
    const { access, record, player } = await requireReadableSession(request, activityIdOf(params));
    return jsonResponse(toActivity(record, player, access));
  }),

  http.delete(activityPath, async ({ request, params }) => {
    const { record } = await requireReadableSession(request, activityIdOf(params));
    await updateSession(record.id, (draft) => {
      draft.deleted = true;
    });
    return jsonResponse({});
  }),

  /** Plain-text body; at most 500 code points (docs/product-rules.md#field-rules). */
  http.put(`${activityPath}/description`, async ({ request, params }) => {
    const { record } = await requireReadableSession(request, activityIdOf(params));
    const text = await request.text();
    const code = validateActivityDescription(text);
    if (code !== null) return rejectWith(400, 'BP_400', code);
    await updateSession(record.id, (draft) => {
      draft.description = text;
    });
    return jsonResponse({});
  }),

  /**
   * Resync (ours): a coach or the person who ran the session, else 403 BP_403. The session is
   * then being processed for RESYNC_PROCESSING_SECONDS; a NOT_SYNCED or FAILED one comes back
   * PROCESSED, a BELT_NOT_WORN or INVALID one keeps its state (resending the same data).
   */
  http.post(`${activityPath}/resync`, async ({ request, params }) => {
    const { access, record } = await requireReadableSession(request, activityIdOf(params));
    if (!canResync(access, record)) return rejectWith(403, 'BP_403', ACCESS_DENIED_DESC);
    const keeps = record.dataStatus === 'BELT_NOT_WORN' || record.dataStatus === 'INVALID';
    const updated = await updateSession(record.id, (draft) => {
      draft.statusAfterProcessing = keeps ? draft.dataStatus : (draft.statusAfterProcessing ?? 'PROCESSED');
      draft.dataStatus = 'NOT_PROCESSED';
      draft.processingUntilMs = mockClock.now() + RESYNC_PROCESSING_SECONDS * 1000;
      draft.resyncCount += 1;
    });
    return jsonResponse({ dataStatus: updated?.dataStatus ?? 'NOT_PROCESSED' });
  }),
];
