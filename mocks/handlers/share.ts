import { http, type HttpHandler } from 'msw';
import type { Timeline } from '../../src/domain/activity/timeline';
import { encodeShareToken, SHARE_TOKEN_BYTES } from '../../src/domain/share/share-token';
import { mockClock } from '../clock';
import { findPlayerById } from '../db/account-queries';
import { db } from '../db/mock-db';
import type { PlayerRecord } from '../db/schemas';
import type { SessionRecord } from '../db/session-schemas';
import { sessionCollection, updateSession } from '../db/sessions';
import { ensureDemoSessions } from '../world/sessions/seed-sessions';
import { jsonResponse, rejectWith } from './respond';
import { analyseIfProcessed } from './session-detail/activity-presenter';
import { finishProcessing, requireReadableSession } from './session-detail/session-access';
import { timelineAnswer } from './session-detail/timeline-handler';
import { toSharedHeartRateTimeline, toSharedSession } from './shared-session-form';

/** The one answer for a token that shows nothing: unknown, revoked and never shared alike. */
export const NOT_SHARED_DESC = 'This session has not been shared';

const sharePath = '*/api/web/player-activities/:activityId/share';
const publicPath = '*/api/public/shared-sessions/:token';

/** A new link token: SHARE_TOKEN_BYTES random bytes from the platform's cryptographic source, in base64url. */
function newShareToken(): string {
  return encodeShareToken(crypto.getRandomValues(new Uint8Array(SHARE_TOKEN_BYTES)));
}

/** The live session shared under `token`, with its player; anything else ends the handler with 404 BP_404. */
async function requireSharedSession(token: string): Promise<{ record: SessionRecord; player: PlayerRecord }> {
  await ensureDemoSessions();
  const found =
    token === '' ? undefined : sessionCollection(db).findFirst((q) => q.where({ shareToken: token, deleted: false }));
  const player = found === undefined ? undefined : findPlayerById(db, found.playerId);
  if (found === undefined || player === undefined) return rejectWith(404, 'BP_404', NOT_SHARED_DESC);
  return { record: await finishProcessing(found, mockClock.now()), player };
}

/** Public answers are never kept by a cache: a stopped link must stop at once (docs/api-sessions.md#shared-sessions). */
const PUBLIC_CACHE_CONTROL = 'no-store';

/** Runs a public handler and marks its answer, an error as much as a success, as not to be stored. */
async function notStored(answer: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await answer();
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  response.headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  return response;
}

/**
 * The public timeline: AP as the private call answers it, heart rate in % HRmax only (in bpm it would
 * give the HRmax away beside the percentages), without the HRmax.
 */
async function sharedTimelineAnswer(record: SessionRecord, player: PlayerRecord, request: Request): Promise<Response> {
  const metric = new URL(request.url).searchParams.get('chartMetricsType');
  if (metric === 'HR_BPM') return rejectWith(400, 'BP_400', 'INVALID_CHART_METRICS_TYPE');
  const answer = timelineAnswer(record, player, request);
  if (metric !== 'HR_PERCENTAGE') return answer;
  const timeline = (await answer.json()) as Timeline;
  return jsonResponse(toSharedHeartRateTimeline(timeline, record, analyseIfProcessed(record, player)));
}

/**
 * Sharing a session through a public link (docs/api-sessions.md#shared-sessions). Creating and
 * stopping follow the session calls' access rules (the player who ran it, or their parent); the
 * public read and its timeline need no token and answer 404 BP_404 for any token not shared now.
 */
export const shareHandlers: HttpHandler[] = [
  http.post(sharePath, async ({ request, params }) => {
    const { record } = await requireReadableSession(request, String(params['activityId']));
    if (record.shareToken !== null) return jsonResponse({ token: record.shareToken });
    const token = newShareToken();
    await updateSession(record.id, (draft) => {
      draft.shareToken = token;
    });
    return jsonResponse({ token }, 201);
  }),

  http.delete(sharePath, async ({ request, params }) => {
    const { record } = await requireReadableSession(request, String(params['activityId']));
    if (record.shareToken !== null) {
      await updateSession(record.id, (draft) => {
        draft.shareToken = null;
      });
    }
    return jsonResponse({});
  }),

  http.get(`${publicPath}/timeline`, ({ request, params }) =>
    notStored(async () => {
      const { record, player } = await requireSharedSession(String(params['token']));
      return sharedTimelineAnswer(record, player, request);
    }),
  ),

  http.get(publicPath, ({ params }) =>
    notStored(async () => {
      const { record, player } = await requireSharedSession(String(params['token']));
      return jsonResponse(toSharedSession(record, player, analyseIfProcessed(record, player)));
    }),
  ),
];
