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
/** A client recording id: a UUID, or an older recording's id (`live-<ms>-<n>`); letters, digits, `-` and `_`. */
const CLIENT_RECORDING_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** What the demo belt plays: an hour of an individual session, the same for every visitor. */
const DEMO_BELT_SECONDS = 3600;

/** The saves in progress, one after another: two sends of one recording at once (two tabs) still find each other. */
let saves: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(save: () => Promise<T>): Promise<T> {
  const next = saves.then(save, save);
  saves = next.catch(() => undefined);
  return next;
}

/** The body's client recording id; null when it has none (an app from before it). */
function clientRecordingIdOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !CLIENT_RECORDING_ID.test(value))
    return rejectWith(400, 'BP_400', 'LIVE_CLIENT_ID_INVALID');
  return value;
}

function samplesOf(value: unknown): (number | null)[] {
  if (!Array.isArray(value)) return rejectWith(400, 'BP_400', 'LIVE_SAMPLES_INVALID');
  const bpm: (number | null)[] = [];
  for (const item of value as unknown[]) {
    const { t, bpm: rate } = (item ?? {}) as { t?: unknown; bpm?: unknown };
    if (
      typeof t !== 'number' ||
      !Number.isInteger(t) ||
      t < 0 ||
      t >= MAX_LIVE_SECONDS ||
      typeof rate !== 'number' ||
      !Number.isFinite(rate) ||
      t < bpm.length
    ) {
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
 * session of the player (once per client recording id: a repeat answers the same session), processed like every demo session (its series is the one sent, not
 * simulated), lasting from its first heart rate to its last as the app's stopped recording says;
 * and the demo belt's hour of heart rates, from the world's simulator.
 */
export const liveRecordingHandlers: HttpHandler[] = [
  http.post('*/api/web/player-activities/live', ({ request }) =>
    oneAtATime(async () => {
      // The demo sessions first: a live recording saved before any session call must not stand in for them.
      await ensureDemoSessions();
      const body = await readJsonObject(request);
      const playerId = requireString(body, 'playerId');
      requirePlayerAccess(request, playerId);
      const clientRecordingId = clientRecordingIdOf(body['clientRecordingId']);
      const collection = sessionCollection(db);
      // A save repeated with the same client recording id answers the session the first one made, unchanged.
      const earlier =
        clientRecordingId === null ? undefined : collection.findFirst((q) => q.where({ playerId, clientRecordingId }));
      if (earlier !== undefined) return jsonResponse({ playerActivityId: earlier.id }, 200);
      const title = requireString(body, 'title').trim().slice(0, MAX_TITLE_LENGTH);
      const startMs = Date.parse(requireString(body, 'startTime'));
      if (!Number.isFinite(startMs)) return rejectWith(400, 'BP_400', 'INVALID_DATE');
      const recordedBpm = samplesOf(body['samples']);
      const deviceName = typeof body['deviceName'] === 'string' ? body['deviceName'].slice(0, 100) : null;
      const id = `live-${playerId}-${startMs}`;
      const record = newSessionRecord({
        id,
        playerId,
        teamId: null,
        eventId: null,
        type: 'INDIVIDUAL',
        title,
        startMs,
        durationSec: liveRecordingDurationSeconds(recordedBpm),
        source: 'LIVE',
        dropouts: false,
        recordedBpm,
        deviceName,
        clientRecordingId,
      });
      collection.delete((q) => q.where({ id }));
      await collection.create(record);
      return jsonResponse({ playerActivityId: id }, 201);
    }),
  ),

  http.get('*/api/__mock/demo-belt', () => {
    const { samples } = simulateSession({
      seed: 'demo-belt',
      type: 'INDIVIDUAL',
      durationSec: DEMO_BELT_SECONDS,
      hrmax: 190,
      restingBpm: 58,
      dropouts: false,
    });
    return jsonResponse({ bpm: samples.map((sample) => (sample.bpm === undefined ? null : Math.round(sample.bpm))) });
  }),
];
