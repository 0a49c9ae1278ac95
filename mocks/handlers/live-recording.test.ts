import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CalendarDto } from '../../src/adapters/http/dto/activity-calendar.dto';
import type { ActivityDto } from '../../src/adapters/http/dto/activity.dto';
import { DEMO_IDS } from '../world/demo-world';
import { db } from '../db/mock-db';
import { sessionCollection } from '../db/sessions';
import { clearSessionAnalyses } from '../world/sessions/session-analysis-memo';
import { clearDemoSessions } from '../world/sessions/seed-sessions';
import { calendarHandlers } from './calendar';
import { liveRecordingHandlers } from './live-recording';
import type { ErrorBody } from './respond';
import { sessionDetailHandlers } from './session-detail';
import { call, seedSessionTestWorld, tokenFor } from './session-detail/session-test-world';

const server = setupServer(...liveRecordingHandlers, ...sessionDetailHandlers, ...calendarHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let alexToken: string;
let soloToken: string;

beforeEach(async () => {
  clearSessionAnalyses();
  await seedSessionTestWorld();
  alexToken = await tokenFor('player');
  soloToken = await tokenFor('solo');
});

const P = DEMO_IDS.players;
/** 22:30 on 14 January in Los Angeles, already the 15th in UTC. */
const START_TIME = '2026-01-15T06:30:00.000Z';
/** A minute at 120 bpm, a minute at 160, a last rate of 140: 121 rates lasting 120 s (first to last), 140 on average, 160 at most. */
const SAMPLES = [
  ...Array.from({ length: 60 }, (_, t) => ({ t, bpm: 120 })),
  ...Array.from({ length: 60 }, (_, i) => ({ t: 60 + i, bpm: 160 })),
  { t: 120, bpm: 140 },
];

const saveLive = (token: string, body: Record<string, unknown>) =>
  call<{ playerActivityId: string } & ErrorBody>(
    token,
    'POST',
    '/web/player-activities/live',
    JSON.stringify(body),
    'application/json',
  );
const recording = (fields: Record<string, unknown> = {}) => ({
  playerId: P.alex,
  title: 'Evening run',
  deviceName: 'Polar H10 1A2B3C4D',
  startTime: START_TIME,
  samples: SAMPLES,
  rrIntervalsMs: [500, 498],
  ...fields,
});

describe('POST /web/player-activities/live', () => {
  it('saves the recording as an INDIVIDUAL session with source LIVE, its figures from the samples sent (heart rate only: no movement measured)', async () => {
    const saved = await saveLive(alexToken, recording());
    expect(saved.status).toBe(201);
    const activity = await call<ActivityDto>(alexToken, 'GET', `/web/player-activities/${saved.json.playerActivityId}`);
    expect(activity.status).toBe(200);
    expect(activity.json.playerActivityInfo).toMatchObject({
      type: 'INDIVIDUAL',
      source: 'LIVE',
      deviceName: 'Polar H10 1A2B3C4D',
      title: 'Evening run',
      playerId: P.alex,
      teamId: null,
      durationSeconds: 120,
      dataStatus: 'PROCESSED',
    });
    expect(Date.parse(activity.json.playerActivityInfo.startTime)).toBe(Date.parse(START_TIME));
    expect(activity.json.playerActivitySummary).toMatchObject({ avgBpm: 140, maxBpm: 160, movementMeasured: false });
  });

  it('saved before any session call, still finds the demo sessions built beside it', async () => {
    clearDemoSessions();
    const saved = await saveLive(alexToken, recording());
    expect(saved.status).toBe(201);
    const sessions = sessionCollection(db);
    expect(sessions.count()).toBeGreaterThan(100);
    expect(sessions.findFirst((q) => q.where({ id: saved.json.playerActivityId }))?.source).toBe('LIVE');
  });

  it("puts the session on the player's local day", async () => {
    const { json } = await saveLive(alexToken, recording());
    const onDay = async (date: string, timeZone: string) => {
      const calendar = await call<CalendarDto>(
        alexToken,
        'GET',
        `/web/player-activities/calendar/${P.alex}?from=${date}&to=${date}&timeZone=${encodeURIComponent(timeZone)}`,
      );
      return calendar.json.dailyTeamActivities.filter((event) => event.activityId === json.playerActivityId);
    };
    expect(await onDay('2026-01-14', 'America/Los_Angeles')).toMatchObject([
      { date: '2026-01-14', type: 'INDIVIDUAL', durationSeconds: 120 },
    ]);
    expect(await onDay('2026-01-15', 'America/Los_Angeles')).toEqual([]);
    expect(await onDay('2026-01-15', 'UTC')).toHaveLength(1);
  });

  it('refuses a bad body with the usual error body, and a player the caller may not act for', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [recording({ samples: [] }), 'LIVE_SAMPLES_INVALID'],
      [
        recording({
          samples: [
            { t: 5, bpm: 120 },
            { t: 4, bpm: 121 },
          ],
        }),
        'LIVE_SAMPLES_INVALID',
      ],
      [recording({ samples: [{ t: 0.5, bpm: 120 }] }), 'LIVE_SAMPLES_INVALID'],
      [recording({ samples: [{ t: 0, bpm: '120' }] }), 'LIVE_SAMPLES_INVALID'],
      [recording({ samples: [{ t: 24 * 3600, bpm: 120 }] }), 'LIVE_SAMPLES_INVALID'],
      [recording({ startTime: 'yesterday' }), 'INVALID_DATE'],
      [recording({ clientRecordingId: 'not an id!' }), 'LIVE_CLIENT_ID_INVALID'],
      [recording({ clientRecordingId: 42 }), 'LIVE_CLIENT_ID_INVALID'],
    ];
    for (const [body, desc] of refusals) {
      const answer = await saveLive(alexToken, body);
      expect(answer.status).toBe(400);
      expect(answer.json.status).toEqual({ code: 'BP_400', desc });
    }
    const elsewhere = await saveLive(soloToken, recording());
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.json.status.code).toBe('BP_403');
  });

  it('answers a save repeated with the same client recording id with the same session, unchanged: one session', async () => {
    const id = '3f0c9a52-7d41-4e0b-9a8f-2b6c1d5e7f90';
    const livesOfAlex = () =>
      sessionCollection(db).findMany((q) => q.where({ playerId: P.alex, source: 'LIVE' })).length;
    const before = livesOfAlex();
    const first = await saveLive(alexToken, recording({ clientRecordingId: id }));
    expect(first.status).toBe(201);
    const again = await saveLive(alexToken, recording({ clientRecordingId: id, title: 'Sent again' }));
    expect(again.status).toBe(200);
    expect(again.json.playerActivityId).toBe(first.json.playerActivityId);
    expect(livesOfAlex()).toBe(before + 1);
    const activity = await call<ActivityDto>(alexToken, 'GET', `/web/player-activities/${first.json.playerActivityId}`);
    expect(activity.json.playerActivityInfo.title).toBe('Evening run');
    // Another recording (another id) at another time is a session of its own.
    const other = await saveLive(
      alexToken,
      recording({ clientRecordingId: 'a1b2c3d4-0000-4000-8000-000000000001', startTime: '2026-01-16T06:30:00.000Z' }),
    );
    expect(other.status).toBe(201);
    expect(livesOfAlex()).toBe(before + 2);
  });
});
