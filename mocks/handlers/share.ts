import { http, type HttpHandler } from 'msw';
import type { PlayerActivitySummary } from '../../src/domain/activity/activity';
import type { SharedSession } from '../../src/domain/activity/shared-session';
import { TRIM_SECONDS, FLAG_TOO_LONG_SECONDS } from '../../src/domain/session/session-limits';
import { resolveAthleteHrmax } from '../../src/domain/session/session-analysis';
import { encodeShareToken, SHARE_TOKEN_BYTES } from '../../src/domain/share/share-token';
import { asBpm, asSeconds } from '../../src/domain/units/branded-units';
import { mockClock } from '../clock';
import { findPlayerById } from '../db/account-queries';
import { db } from '../db/mock-db';
import type { PlayerRecord } from '../db/schemas';
import type { SessionRecord } from '../db/session-schemas';
import { sessionCollection, updateSession } from '../db/sessions';
import { athleteOf } from '../world/sessions/session-analysis-memo';
import { ensureDemoSessions } from '../world/sessions/seed-sessions';
import { jsonResponse, rejectWith } from './respond';
import { analyseIfProcessed, analysedSecondsOf, summaryOf } from './session-detail/activity-presenter';
import { finishProcessing, requireReadableSession } from './session-detail/session-access';
import { timelineAnswer } from './session-detail/timeline-handler';

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
  const found = token === '' ? undefined : sessionCollection(db).findFirst((q) => q.where({ shareToken: token, deleted: false }));
  const player = found === undefined ? undefined : findPlayerById(db, found.playerId);
  if (found === undefined || player === undefined) return rejectWith(404, 'BP_404', NOT_SHARED_DESC);
  return { record: await finishProcessing(found, mockClock.now()), player };
}

/**
 * The public form of a session: what it was, when, how long, and its figures. No player, team,
 * participant, description or attachment; no comparison with the player's other sessions (workload
 * and distance against their usual); a calorie figure missing for want of the player's weight says
 * only that it is missing.
 */
function toSharedSession(record: SessionRecord, player: PlayerRecord): SharedSession {
  const analysed = analyseIfProcessed(record, player);
  const summary = analysed === null ? null : summaryOf(analysed, record, player);
  return {
    title: record.title,
    type: record.type,
    startTime: new Date(record.startMs).toISOString(),
    durationSeconds: asSeconds(record.durationSec),
    analysedSeconds: asSeconds(analysedSecondsOf(record)),
    tooLong: record.durationSec > FLAG_TOO_LONG_SECONDS,
    trimmed: record.durationSec > TRIM_SECONDS,
    dataStatus: record.dataStatus,
    summary: summary === null ? null : publicSummaryOf(summary),
    hrmax: analysed === null ? null : asBpm(resolveAthleteHrmax(athleteOf(player, record.startMs)).value),
  };
}

function publicSummaryOf(summary: PlayerActivitySummary): PlayerActivitySummary {
  const caloriesUnavailableReason = summary.caloriesUnavailableReason === 'WEIGHT_MISSING' ? 'NO_DATA' : summary.caloriesUnavailableReason;
  return { ...summary, workloadPercent: null, distancePercent: null, caloriesUnavailableReason };
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

  http.get(`${publicPath}/timeline`, async ({ request, params }) => {
    const { record, player } = await requireSharedSession(String(params['token']));
    return timelineAnswer(record, player, request);
  }),

  http.get(publicPath, async ({ params }) => {
    const { record, player } = await requireSharedSession(String(params['token']));
    return jsonResponse(toSharedSession(record, player));
  }),
];
