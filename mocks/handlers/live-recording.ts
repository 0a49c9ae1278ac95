import { http, type HttpHandler } from 'msw';
import { liveRecordingDurationSeconds } from '../../src/domain/live/live-recording';
import { simulateSession } from '../world/sessions/session-simulator';
import { db } from '../db/mock-db';
import { sessionCollection } from '../db/sessions';
import { newSessionRecord } from '../world/sessions/session-record';
import { ensureDemoSessions } from '../world/sessions/seed-sessions';
import { requirePlayerAccess } from './auth-guard';
import { jsonResponse, readJsonObject, rejectWith, requireString } from './respond';

/** The longest recording taken: 24 h of seconds. */
const MAX_LIVE_SECONDS = 24 * 3600;
const MAX_TITLE_LENGTH = 100;
/** What the demo belt plays: an hour of an individual session, the same for every visitor. */
const DEMO_BELT_SECONDS = 3600;

function samplesOf(value: unknown): (number | null)[] {
  if (!Array.isArray(value)) return rejectWith(400, 'BP_400', 'LIVE_SAMPLES_INVALID');
  const bpm: (number | null)[] = [];
  for (const item of value as unknown[]) {
    const { t, bpm: rate } = (item ?? {}) as { t?: unknown; bpm?: unknown };
    if (typeof t !== 'number' || !Number.isInteger(t) || t < 0 || t >= MAX_LIVE_SECONDS || typeof rate !== 'number' || !Number.isFinite(rate) || t < bpm.length) {
      return rejectWith(400, 'BP_400', 'LIVE_SAMPLES_INVALID');
    }
    while (bpm.length < t) bpm.push(null);
    bpm.push(rate);
  }
  if (bpm.length === 0) return rejectWith(400, 'BP_400', 'LIVE_SAMPLES_INVALID');
  return bpm;
}

/**
 * Live recordings (docs/api-sessions.md#live-recordings): a saved one becomes an INDIVIDUAL
 * session of the player, processed like every demo session (its series is the one sent, not
 * simulated), lasting from its first heart rate to its last as the app's stopped recording says;
 * and the demo belt's hour of heart rates, from the world's simulator.
 */
export const liveRecordingHandlers: HttpHandler[] = [
  http.post('*/api/web/player-activities/live', async ({ request }) => {
    // The demo sessions first: a live recording saved before any session call must not stand in for them.
    await ensureDemoSessions();
    const body = await readJsonObject(request);
    const playerId = requireString(body, 'playerId');
    requirePlayerAccess(request, playerId);
    const title = requireString(body, 'title').trim().slice(0, MAX_TITLE_LENGTH);
    const startMs = Date.parse(requireString(body, 'startTime'));
    if (!Number.isFinite(startMs)) return rejectWith(400, 'BP_400', 'INVALID_DATE');
    const recordedBpm = samplesOf(body['samples']);
    const deviceName = typeof body['deviceName'] === 'string' ? body['deviceName'].slice(0, 100) : null;
    const collection = sessionCollection(db);
    const id = `live-${playerId}-${startMs}`;
    const record = newSessionRecord({
      id, playerId, teamId: null, eventId: null, type: 'INDIVIDUAL', title, startMs, durationSec: liveRecordingDurationSeconds(recordedBpm),
      source: 'LIVE', dropouts: false, recordedBpm, deviceName,
    });
    collection.delete((q) => q.where({ id }));
    await collection.create(record);
    return jsonResponse({ playerActivityId: id }, 201);
  }),

  http.get('*/api/__mock/demo-belt', () => {
    const { samples } = simulateSession({ seed: 'demo-belt', type: 'INDIVIDUAL', durationSec: DEMO_BELT_SECONDS, hrmax: 190, restingBpm: 58, dropouts: false });
    return jsonResponse({ bpm: samples.map((sample) => (sample.bpm === undefined ? null : Math.round(sample.bpm))) });
  }),
];
