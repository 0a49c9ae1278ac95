import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../world/demo-world';
import type { SessionRecord } from '../db/session-schemas';
import { clearSessionAnalyses } from '../world/sessions/session-analysis-memo';
import { calendarHandlers } from './calendar';
import { sessionDetailHandlers } from './session-detail';
import type { ActivityDto } from '../../src/adapters/http/dto/activity.dto';
import type { AttachmentDto } from '../../src/adapters/http/dto/activity-attachment.dto';
import type { CalendarDto } from '../../src/adapters/http/dto/activity-calendar.dto';
import type { ErrorBody } from './respond';
import { call, liveSessionsOf, seedSessionTestWorld, TEST_API, tokenFor } from './session-detail/session-test-world';
import { localDayOf } from '../../src/domain/time/time-zone';

const server = setupServer(...calendarHandlers, ...sessionDetailHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let alexToken: string;
let parentToken: string;
let soloToken: string;
let sessions: SessionRecord[];

beforeEach(async () => {
  clearSessionAnalyses();
  sessions = await seedSessionTestWorld();
  alexToken = await tokenFor('player');
  parentToken = await tokenFor('parent');
  soloToken = await tokenFor('solo');
});

const P = DEMO_IDS.players;
const firstOf = (playerId: string, predicate: (s: SessionRecord) => boolean = () => true): SessionRecord => {
  const found = liveSessionsOf(playerId).find(predicate);
  if (found === undefined) throw new Error(`no session for ${playerId}`);
  return found;
};
const processed = (s: SessionRecord) => s.dataStatus === 'PROCESSED' && s.durationSec < 3 * 3600;

describe('access rules', () => {
  it('lets a player read their own session, with figures computed for it', async () => {
    const session = firstOf(P.alex, (s) => processed(s) && s.type === 'GAME');
    const answer = await call<ActivityDto>(alexToken, 'GET', `/web/player-activities/${session.id}`);
    expect(answer.status).toBe(200);
    expect(answer.json.playerActivityId).toBe(session.id);
    expect(answer.json.playerActivityInfo.playerId).toBe(P.alex);
    expect(answer.json.playerActivitySummary?.avgBpm).toBeGreaterThan(60);
    expect(answer.json.activityHrStats?.maxBpm).toBeLessThanOrEqual(192 + 5);
    expect(answer.json.participants.players.length).toBeGreaterThanOrEqual(12);
    expect(answer.json.participants.players.length).toBeLessThanOrEqual(25);
    expect(answer.json.participants.coach).not.toBeNull();
    expect(answer.json.participants.teamCaptain).not.toBeNull();
  });

  it("lets a parent read their children's sessions and calendars", async () => {
    const emma = firstOf(P.emma);
    expect((await call(parentToken, 'GET', `/web/player-activities/${emma.id}`)).status).toBe(200);
    const noah = firstOf(P.noah);
    expect((await call(parentToken, 'GET', `/web/player-activities/${noah.id}`)).status).toBe(200);
    const calendar = await call<CalendarDto>(parentToken, 'GET', `/web/player-activities/calendar/${P.noah}`);
    expect(calendar.status).toBe(200);
    expect(calendar.json.dailyTeamActivities.length).toBeGreaterThan(50);
  });

  it("answers 403 BP_403 to another player's session, calendar or unknown id", async () => {
    const alex = firstOf(P.alex);
    for (const [token, path] of [
      [soloToken, `/web/player-activities/${alex.id}`],
      [parentToken, `/web/player-activities/${alex.id}`],
      [alexToken, `/web/player-activities/${firstOf(P.emma).id}`],
      [alexToken, `/web/player-activities/calendar/${P.noah}`],
      [alexToken, '/web/player-activities/no-such-session'],
      [soloToken, `/web/player-activities/${alex.id}/segments?metricsType=HR`],
    ] as const) {
      const answer = await call<ErrorBody>(token, 'GET', path);
      expect(answer.status, path).toBe(403);
      expect(answer.json.status.code).toBe('BP_403');
    }
  });

  it('answers 401 without a token', async () => {
    expect((await call(null, 'GET', `/web/player-activities/${firstOf(P.alex).id}`)).status).toBe(401);
  });

  it('deletes a session: then 404 BP_404 for the owner, gone from the calendar, 403 still for others', async () => {
    const session = firstOf(P.alex, processed);
    expect((await call(alexToken, 'DELETE', `/web/player-activities/${session.id}`)).status).toBe(200);
    const again = await call<ErrorBody>(alexToken, 'GET', `/web/player-activities/${session.id}`);
    expect(again.status).toBe(404);
    expect(again.json.status.code).toBe('BP_404');
    expect((await call(alexToken, 'GET', `/web/player-activities/${session.id}/segments?metricsType=HR`)).status).toBe(
      404,
    );
    expect((await call(soloToken, 'GET', `/web/player-activities/${session.id}`)).status).toBe(403);
    const calendar = await call<CalendarDto>(alexToken, 'GET', `/web/player-activities/calendar/${P.alex}`);
    expect(calendar.json.dailyTeamActivities.map((e) => e.activityId)).not.toContain(session.id);
  });
});

describe('calendar', () => {
  it('filters by day range, type and team, and lists the player teams', async () => {
    const all = sessions.filter((s) => s.playerId === P.alex);
    const answer = await call<CalendarDto>(alexToken, 'GET', `/web/player-activities/calendar/${P.alex}`);
    expect(answer.json.dailyTeamActivities).toHaveLength(all.length);
    expect(answer.json.teams.map((t) => t.teamId).sort()).toEqual(
      [DEMO_IDS.teams.lakesideSeniors, DEMO_IDS.teams.northside].sort(),
    );
    const games = await call<CalendarDto>(alexToken, 'GET', `/web/player-activities/calendar/${P.alex}?types=GAME`);
    expect(games.json.dailyTeamActivities.length).toBe(all.filter((s) => s.type === 'GAME').length);
    const team = await call<CalendarDto>(
      alexToken,
      'GET',
      `/web/player-activities/calendar/${P.alex}?types=TRAINING,OTHER&teamIds=${DEMO_IDS.teams.northside}`,
    );
    for (const event of team.json.dailyTeamActivities) {
      expect(event.teamId).toBe(DEMO_IDS.teams.northside);
      expect(['TRAINING', 'OTHER']).toContain(event.type);
    }
    const latest = all.reduce((a, b) => (a.startMs > b.startMs ? a : b));
    const day = new Date(latest.startMs).toISOString().slice(0, 10);
    const oneDay = await call<CalendarDto>(
      alexToken,
      'GET',
      `/web/player-activities/calendar/${P.alex}?from=${day}&to=${day}`,
    );
    expect(oneDay.json.dailyTeamActivities.map((e) => e.activityId)).toContain(latest.id);
    expect(oneDay.json.dailyTeamActivities.every((e) => e.date === day)).toBe(true);
    expect(
      (await call(alexToken, 'GET', `/web/player-activities/calendar/${P.alex}?from=2025-02-10&to=2025-02-01`)).status,
    ).toBe(400);
  });

  it('counts from, to and each date as local days in the call’s timeZone, UTC without a known one', async () => {
    const latest = liveSessionsOf(P.alex).reduce((a, b) => (a.startMs > b.startMs ? a : b));
    for (const zone of ['America/Los_Angeles', 'Pacific/Auckland', 'Europe/Paris']) {
      const day = localDayOf(latest.startMs, zone);
      const answer = await call<CalendarDto>(
        alexToken,
        'GET',
        `/web/player-activities/calendar/${P.alex}?from=${day}&to=${day}&timeZone=${encodeURIComponent(zone)}`,
      );
      expect(answer.json.dailyTeamActivities.map((e) => e.activityId)).toContain(latest.id);
      for (const event of answer.json.dailyTeamActivities) {
        expect(event.date).toBe(day);
        expect(localDayOf(Date.parse(event.startTime), zone)).toBe(day);
      }
    }
    const utcDay = localDayOf(latest.startMs, 'UTC');
    const path = `/web/player-activities/calendar/${P.alex}?from=${utcDay}&to=${utcDay}`;
    const utc = await call<CalendarDto>(alexToken, 'GET', path);
    expect((await call<CalendarDto>(alexToken, 'GET', `${path}&timeZone=Mars%2FOlympus`)).json).toEqual(utc.json);
  });
});

describe('attachment uploads with an Idempotency-Key', () => {
  /** POSTs notes.txt to the session's attachments with the given key. */
  async function upload(sessionId: string, key: string | null): Promise<{ status: number; json: AttachmentDto }> {
    const form = new FormData();
    form.set('file', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const headers = new Headers({ Authorization: `Bearer ${alexToken}` });
    if (key !== null) headers.set('Idempotency-Key', key);
    const response = await fetch(`${TEST_API}/web/player-activities/${sessionId}/attachments`, {
      method: 'POST',
      headers,
      body: form,
    });
    return { status: response.status, json: (await response.json()) as AttachmentDto };
  }

  const storedNotes = async (sessionId: string) =>
    (
      await call<ActivityDto>(alexToken, 'GET', `/web/player-activities/${sessionId}`)
    ).json.playerActivityInfo.attachments.filter((a) => a.fileName === 'notes.txt');

  it('answers the attachment already stored for a repeated key, and stores one per new key', async () => {
    const [session, other] = liveSessionsOf(P.alex).filter(processed);
    if (session === undefined || other === undefined) throw new Error('two processed sessions expected');
    const first = await upload(session.id, 'key-1');
    const retried = await upload(session.id, 'key-1');
    expect(first.status).toBe(201);
    expect(retried).toEqual(first);
    expect(await storedNotes(session.id)).toHaveLength(1);

    expect((await upload(session.id, 'key-2')).json.id).not.toBe(first.json.id);
    expect((await upload(session.id, null)).status).toBe(201);
    expect(await storedNotes(session.id)).toHaveLength(3);
    expect((await upload(other.id, 'key-1')).json.id).not.toBe(first.json.id); // a key belongs to one session
  });

  it('stores the file again when the attachment of that key was deleted', async () => {
    const session = firstOf(P.alex, processed);
    const first = await upload(session.id, 'key-1');
    expect(
      (await call(alexToken, 'DELETE', `/web/player-activities/${session.id}/attachments/${first.json.id}`)).status,
    ).toBe(200);
    const again = await upload(session.id, 'key-1');
    expect(again.status).toBe(201);
    expect(await storedNotes(session.id)).toHaveLength(1);
  });
});
