import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import { PublicHttpClient } from './http-client';
import { HttpSharedSessionApi } from './http-shared-session-api';

const BASE = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = () => new HttpSharedSessionApi(new PublicHttpClient({ baseUrl: BASE, sleep: () => Promise.resolve() }));

const SUMMARY = {
  avgHrPercent: 73,
  maxHrPercent: 93,
  timeAbove80Seconds: 900,
  timeAbove80Percent: 25,
  zoneSeconds: { low: 900, moderate: 1800, high: 900 },
  edwardsZoneSeconds: [600, 900, 900, 600, 300],
  apSeconds: 1800,
  apPercent: 50,
  distanceMeters: 7200,
  highSpeedDistanceMeters: 900,
  sprints: 6,
  workloadTrimps: 96,
};
const SHARED = {
  title: 'League match',
  type: 'GAME',
  startTime: '2026-03-07T17:00:00.000Z',
  startDay: '2026-03-07',
  durationSeconds: 3600,
  analysedSeconds: 3600,
  tooLong: false,
  trimmed: false,
  dataStatus: 'PROCESSED',
  summary: SUMMARY,
};
/** What the public answer carried before it showed a session and never a body (issue 34): bpm, HRmax, calories, MET. */
const BODY = { hrmax: 195 };
const BODY_FIGURES = {
  avgBpm: 142,
  maxBpm: 181,
  calories: 610,
  caloriesUnavailableReason: null,
  met: 8.1,
  workloadPercent: 104,
  distancePercent: 98,
};

describe('HttpSharedSessionApi', () => {
  it('reads a shared session without credentials, keeping only the public fields', async () => {
    const sent: { authorization: string | null; cookie: string | null }[] = [];
    server.use(
      http.get(`${BASE}/public/shared-sessions/tok%2F1`, ({ request }) => {
        sent.push({ authorization: request.headers.get('authorization'), cookie: request.headers.get('cookie') });
        return HttpResponse.json({
          ...SHARED,
          description: 'private notes',
          playerId: 'p-1',
          participants: { players: [] },
        });
      }),
    );
    const session = await api().getSharedSession('tok/1');
    expect(session).toEqual(SHARED);
    expect(session).not.toHaveProperty('description');
    expect(sent).toEqual([{ authorization: null, cookie: null }]);
  });

  it("drops the body's figures an answer may still carry: HRmax, bpm, calories, MET never reach the page", async () => {
    server.use(
      http.get(`${BASE}/public/shared-sessions/t`, () =>
        HttpResponse.json({ ...SHARED, ...BODY, summary: { ...SUMMARY, ...BODY_FIGURES } }),
      ),
    );
    const session = await api().getSharedSession('t');
    expect(session).toEqual(SHARED);
    expect(JSON.stringify(session)).not.toMatch(/hrmax|bpm|calor|met"|usual|Percent":(104|98)/i);
  });

  it("reads a child's session: no title and no start time, its day and type instead", async () => {
    server.use(
      http.get(`${BASE}/public/shared-sessions/t`, () =>
        HttpResponse.json({ ...SHARED, title: null, startTime: null }),
      ),
    );
    expect(await api().getSharedSession('t')).toMatchObject({
      title: null,
      startTime: null,
      startDay: '2026-03-07',
      type: 'GAME',
    });
  });

  it('reads a session without processed data', async () => {
    server.use(
      http.get(`${BASE}/public/shared-sessions/t`, () =>
        HttpResponse.json({ ...SHARED, dataStatus: 'FAILED', summary: null }),
      ),
    );
    expect((await api().getSharedSession('t')).summary).toBeNull();
  });

  it.each([
    ['a day that is no date', { ...SHARED, startDay: '2026-02-30' }],
    ['a day left out', { ...SHARED, startDay: undefined }],
    ['a title that is not text', { ...SHARED, title: 12 }],
    ['a percentage that is not a number', { ...SHARED, summary: { ...SUMMARY, avgHrPercent: '73 %' } }],
    ['zones left out', { ...SHARED, summary: { ...SUMMARY, zoneSeconds: undefined } }],
    ['four Edwards zones', { ...SHARED, summary: { ...SUMMARY, edwardsZoneSeconds: [1, 2, 3, 4] } }],
  ])('refuses %s', async (_case, answer) => {
    server.use(http.get(`${BASE}/public/shared-sessions/t`, () => HttpResponse.json(answer)));
    await expect(api().getSharedSession('t')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('rejects with BP_404 for a token that is not shared, and BAD_RESPONSE for a malformed answer', async () => {
    server.use(
      http.get(`${BASE}/public/shared-sessions/gone`, () =>
        HttpResponse.json({ status: { code: 'BP_404', desc: 'Not shared' } }, { status: 404 }),
      ),
      http.get(`${BASE}/public/shared-sessions/odd`, () => HttpResponse.json({ ...SHARED, summary: undefined })),
    );
    await expect(api().getSharedSession('gone')).rejects.toMatchObject({ code: 'BP_404' });
    await expect(api().getSharedSession('odd')).rejects.toBeInstanceOf(ApiError);
    await expect(api().getSharedSession('odd')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('names its calls by their patterns in its errors, never by the token (docs/architecture.md#error-reporting)', async () => {
    const token = 'Zk3q9X2mLp7RtY4wQ1';
    server.use(
      http.get(`${BASE}/public/shared-sessions/${token}`, () => HttpResponse.error()),
      http.get(`${BASE}/public/shared-sessions/${token}/timeline`, () => HttpResponse.json({ metric: 'AP' })),
    );
    const query = { startOffsetSeconds: 0, endOffsetSeconds: 60, timeInterval: 30, chartMetricsType: 'AP' } as const;
    const failures = await Promise.allSettled([api().getSharedSession(token), api().getSharedTimeline(token, query)]);
    const messages = failures.map((failure) =>
      failure.status === 'rejected' ? String((failure.reason as Error).message) : 'resolved',
    );
    expect(messages[0]).toContain('GET /public/shared-sessions/:token');
    expect(messages[1]).toContain('GET /public/shared-sessions/:token/timeline');
    expect(messages.join('\n')).not.toContain(token);
  });

  it("asks the public timeline with the private call's query", async () => {
    let query: Record<string, string> = {};
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${BASE}/public/shared-sessions/t/timeline`, ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        authorization = request.headers.get('authorization');
        return HttpResponse.json({
          metric: 'AP',
          startOffsetSeconds: 0,
          endOffsetSeconds: 60,
          stepSeconds: 30,
          t: [0, 30],
          min: [1, null],
          max: [2, null],
          hrmax: null,
          apThreshold: 1,
        });
      }),
    );
    const timeline = await api().getSharedTimeline('t', {
      startOffsetSeconds: 0,
      endOffsetSeconds: 60,
      timeInterval: 30,
      chartMetricsType: 'AP',
    });
    expect(timeline.t).toEqual([0, 30]);
    expect(query).toEqual({
      startOffsetSeconds: '0',
      endOffsetSeconds: '60',
      timeInterval: '30',
      chartMetricsType: 'AP',
    });
    expect(authorization).toBeNull();
  });
});
