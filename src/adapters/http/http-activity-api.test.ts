import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarHandlers } from '../../../mocks/handlers/calendar';
import { sessionDetailHandlers } from '../../../mocks/handlers/session-detail';
import {
  liveSessionsOf,
  seedSessionTestWorld,
  TEST_API,
  tokenFor,
} from '../../../mocks/handlers/session-detail/session-test-world';
import { DEMO_IDS } from '../../../mocks/world/demo-world';
import { HttpActivityApi } from './http-activity-api';
import { HttpCalendarApi } from './http-calendar-api';
import { testHttpClient } from './test-http-client.test-support';

/** The adapters against the mock backend's session handlers: the wire contract both ways. */

const server = setupServer(...calendarHandlers, ...sessionDetailHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (token: string | null = null) => testHttpClient(TEST_API, token);

const P = DEMO_IDS.players;
let activities: HttpActivityApi;
let calendar: HttpCalendarApi;
beforeEach(async () => {
  await seedSessionTestWorld();
  const http = client(await tokenFor('player'));
  activities = new HttpActivityApi(http);
  calendar = new HttpCalendarApi(http);
});

const processedGame = () => {
  const found = liveSessionsOf(P.alex).find((s) => s.dataStatus === 'PROCESSED' && s.type === 'GAME');
  if (found === undefined) throw new Error('no game');
  return found;
};

describe('HttpCalendarApi', () => {
  it('reads the calendar with type and team filters', async () => {
    const result = await calendar.getCalendar(P.alex, {
      from: '2000-01-01',
      to: '2100-01-01',
      timeZone: 'UTC',
      types: ['GAME'],
      teamIds: [DEMO_IDS.teams.lakesideSeniors],
    });
    expect(result.events.length).toBeGreaterThan(5);
    expect(result.events.every((e) => e.type === 'GAME' && e.teamId === DEMO_IDS.teams.lakesideSeniors)).toBe(true);
    expect(result.teams.map((t) => t.teamId)).toContain(DEMO_IDS.teams.northside);
  });

  it('surfaces BP_403 for a player the account may not read', async () => {
    await expect(
      calendar.getCalendar(P.emma, { from: '2000-01-01', to: '2100-01-01', timeZone: 'UTC' }),
    ).rejects.toMatchObject({ code: 'BP_403', httpStatus: 403 });
  });
});

describe('HttpActivityApi', () => {
  it('reads a processed session with its figures, segments and participants', async () => {
    const game = processedGame();
    const activity = await activities.getActivity(game.id);
    expect(activity.playerActivityId).toBe(game.id);
    expect(activity.playerActivityInfo.type).toBe('GAME');
    expect(activity.playerActivitySummary?.avgBpm).toBeGreaterThan(60);
    expect(activity.activitySegments.map((s) => s.name)).toEqual(['First half', 'Second half']);
    expect(activity.activitySegments[0]?.stats?.metricsType).toBe('HR');
    expect(activity.participants.players.length).toBeGreaterThanOrEqual(12);
  });

  it('reads where the data and the HRmax come from; an answer without them still reads, an unknown one does not', async () => {
    const game = await activities.getActivity(processedGame().id);
    expect(game.playerActivityInfo.source).toBe('BELT');
    expect(game.activityHrStats?.hrmaxSource).toBe('MEASURED');
    const ride = liveSessionsOf(P.alex).find((s) => s.title === 'Long ride');
    expect((await activities.getActivity(ride?.id ?? '')).playerActivityInfo.source).toBe('FILE');
    const { source: _source, ...info } = game.playerActivityInfo;
    const { hrmaxSource: _hrmaxSource, ...hr } = game.activityHrStats ?? { hrmax: 190 };
    server.use(
      http.get(`${TEST_API}/web/player-activities/older`, () =>
        HttpResponse.json({ ...game, playerActivityInfo: info, activityHrStats: hr }),
      ),
      http.get(`${TEST_API}/web/player-activities/odd`, () =>
        HttpResponse.json({ ...game, playerActivityInfo: { ...info, source: 'FAX' } }),
      ),
      http.get(`${TEST_API}/web/player-activities/odder`, () =>
        HttpResponse.json({ ...game, activityHrStats: { ...hr, hrmaxSource: 'GUESS' } }),
      ),
    );
    const older = await activities.getActivity('older');
    expect(older.playerActivityInfo.source).toBeUndefined();
    expect(older.activityHrStats?.hrmaxSource).toBeUndefined();
    await expect(activities.getActivity('odd')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    await expect(activities.getActivity('odder')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('reads the belt a live recording names; a name that is no text is refused', async () => {
    const game = await activities.getActivity(processedGame().id);
    const live = {
      ...game,
      playerActivityInfo: { ...game.playerActivityInfo, source: 'LIVE', deviceName: 'Polar H10 1A2B3C4D' },
    };
    server.use(
      http.get(`${TEST_API}/web/player-activities/live-1`, () => HttpResponse.json(live)),
      http.get(`${TEST_API}/web/player-activities/live-2`, () =>
        HttpResponse.json({ ...live, playerActivityInfo: { ...live.playerActivityInfo, deviceName: null } }),
      ),
      http.get(`${TEST_API}/web/player-activities/live-3`, () =>
        HttpResponse.json({ ...live, playerActivityInfo: { ...live.playerActivityInfo, deviceName: 42 } }),
      ),
    );
    expect((await activities.getActivity('live-1')).playerActivityInfo.deviceName).toBe('Polar H10 1A2B3C4D');
    expect((await activities.getActivity('live-2')).playerActivityInfo.deviceName).toBeNull();
    await expect(activities.getActivity('live-3')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('reads whether movement was measured; an answer without it still reads, one that is no boolean does not', async () => {
    const game = await activities.getActivity(processedGame().id);
    expect(game.playerActivitySummary?.movementMeasured).toBe(true);
    const { movementMeasured: _measured, ...older } = game.playerActivitySummary ?? { durationSeconds: 0 };
    server.use(
      http.get(`${TEST_API}/web/player-activities/belt-alone`, () =>
        HttpResponse.json({ ...game, playerActivitySummary: { ...older, movementMeasured: false } }),
      ),
      http.get(`${TEST_API}/web/player-activities/unsaid`, () =>
        HttpResponse.json({ ...game, playerActivitySummary: older }),
      ),
      http.get(`${TEST_API}/web/player-activities/odd-movement`, () =>
        HttpResponse.json({ ...game, playerActivitySummary: { ...older, movementMeasured: 'no' } }),
      ),
    );
    expect((await activities.getActivity('belt-alone')).playerActivitySummary?.movementMeasured).toBe(false);
    expect((await activities.getActivity('unsaid')).playerActivitySummary?.movementMeasured).toBeUndefined();
    await expect(activities.getActivity('odd-movement')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('reads a session without data with null figures', async () => {
    const failed = liveSessionsOf(P.alex).find((s) => s.dataStatus === 'FAILED');
    const activity = await activities.getActivity(failed?.id ?? '');
    expect(activity.playerActivityInfo.dataStatus).toBe('FAILED');
    expect(activity.playerActivitySummary).toBeNull();
    expect(activity.activityHrStats).toBeNull();
  });

  it('creates, lists and deletes a segment; edits the description; deletes the session', async () => {
    const game = processedGame();
    const segment = await activities.createSegment(game.id, { name: 'Press', startSec: 60, endSec: 180 });
    expect(segment.stats).toMatchObject({ metricsType: 'HR' });
    const distance = await activities.getSegments(game.id, 'DISTANCE');
    expect(distance.find((s) => s.id === segment.id)?.stats?.metricsType).toBe('DISTANCE');
    await expect(activities.createSegment(game.id, { name: 'x', startSec: 0, endSec: 5 })).rejects.toMatchObject({
      code: 'BP_400',
      desc: 'SEGMENT_TOO_SHORT',
    });
    await activities.deleteSegment(game.id, segment.id);
    await activities.updateDescription(game.id, 'Good game');
    expect((await activities.getActivity(game.id)).playerActivityInfo.description).toBe('Good game');
    await activities.deleteActivity(game.id);
    await expect(activities.getActivity(game.id)).rejects.toMatchObject({ code: 'BP_404' });
  });

  it('reads a timeline with one bucket per step', async () => {
    const timeline = await activities.getTimeline(processedGame().id, {
      startOffsetSeconds: 0,
      endOffsetSeconds: 300,
      timeInterval: 2,
      chartMetricsType: 'HR_PERCENTAGE',
    });
    expect(timeline.t).toHaveLength(150);
    expect(timeline.max).toHaveLength(150);
  });

  it('uploads a file and adds a link; a javascript: link is refused', async () => {
    const id = processedGame().id;
    const file = await activities.uploadAttachment(id, new File(['abc'], 'plan.txt'));
    expect(file).toMatchObject({ kind: 'file', fileName: 'plan.txt', sizeBytes: 3 });
    const link = await activities.addLink(id, { url: 'https://example.com/v', fileName: 'Video' });
    expect(link).toMatchObject({ kind: 'link', description: 'Video' });
    await expect(activities.addLink(id, { url: 'javascript:alert(1)' })).rejects.toMatchObject({
      code: 'BP_400',
      desc: 'LINK_NOT_HTTP',
    });
    await activities.deleteAttachment(id, file.id);
  });

  it('resyncs an own-app session and surfaces BP_403 for a coach-run one', async () => {
    const own = liveSessionsOf(P.alex).find((s) => !s.coachRun);
    const coachRun = liveSessionsOf(P.alex).find((s) => s.coachRun);
    await expect(activities.resync(own?.id ?? '')).resolves.toBeUndefined();
    await expect(activities.resync(coachRun?.id ?? '')).rejects.toMatchObject({ code: 'BP_403' });
  });

  it('rejects malformed answers with BAD_RESPONSE (boundary validation)', async () => {
    server.use(
      http.get(`${TEST_API}/web/player-activities/bad`, () =>
        HttpResponse.json({ playerActivityId: 'bad', playerActivityInfo: { type: 'RUGBY' } }),
      ),
      http.get(`${TEST_API}/web/player-activities/bad/timeline`, () =>
        HttpResponse.json({
          metric: 'HR_BPM',
          startOffsetSeconds: 0,
          endOffsetSeconds: 10,
          stepSeconds: 2,
          t: [0, 2],
          min: [1],
          max: [1, 2],
          hrmax: 190,
          apThreshold: null,
        }),
      ),
      http.post(`${TEST_API}/web/player-activities/bad/attachments`, () =>
        HttpResponse.json({
          id: 'a',
          description: 'x',
          kind: 'link',
          url: 'javascript:alert(1)',
          fileName: null,
          sizeBytes: null,
        }),
      ),
    );
    await expect(activities.getActivity('bad')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    await expect(
      activities.getTimeline('bad', {
        startOffsetSeconds: 0,
        endOffsetSeconds: 10,
        timeInterval: 2,
        chartMetricsType: 'HR_BPM',
      }),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    await expect(activities.addLink('bad', { url: 'https://example.com' })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });
});
