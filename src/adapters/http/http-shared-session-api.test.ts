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
  durationSeconds: 3600, avgBpm: 142, maxBpm: 181, timeAbove80Seconds: 900, timeAbove80Percent: 25, apSeconds: 1800,
  apPercent: 50, distanceMeters: 7200, highSpeedDistanceMeters: 900, sprints: 6, calories: null,
  caloriesUnavailableReason: 'WEIGHT_MISSING', met: 8.1, workloadTrimps: 96, workloadPercent: null, distancePercent: null,
};
const SHARED = {
  title: 'League match', type: 'GAME', startTime: '2026-03-07T17:00:00.000Z', durationSeconds: 3600, analysedSeconds: 3600,
  tooLong: false, trimmed: false, dataStatus: 'PROCESSED', summary: SUMMARY, hrmax: 195,
};

describe('HttpSharedSessionApi', () => {
  it('reads a shared session without credentials, keeping only the public fields', async () => {
    const sent: { authorization: string | null; cookie: string | null }[] = [];
    server.use(
      http.get(`${BASE}/public/shared-sessions/tok%2F1`, ({ request }) => {
        sent.push({ authorization: request.headers.get('authorization'), cookie: request.headers.get('cookie') });
        return HttpResponse.json({ ...SHARED, description: 'private notes', playerId: 'p-1', participants: { players: [] } });
      }),
    );
    const session = await api().getSharedSession('tok/1');
    expect(session).toEqual(SHARED);
    expect(session).not.toHaveProperty('description');
    expect(sent).toEqual([{ authorization: null, cookie: null }]);
  });

  it('reads a session without processed data', async () => {
    server.use(http.get(`${BASE}/public/shared-sessions/t`, () => HttpResponse.json({ ...SHARED, dataStatus: 'FAILED', summary: null, hrmax: null })));
    expect((await api().getSharedSession('t')).summary).toBeNull();
  });

  it('rejects with BP_404 for a token that is not shared, and BAD_RESPONSE for a malformed answer', async () => {
    server.use(
      http.get(`${BASE}/public/shared-sessions/gone`, () => HttpResponse.json({ status: { code: 'BP_404', desc: 'Not shared' } }, { status: 404 })),
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
    const messages = failures.map((failure) => (failure.status === 'rejected' ? String((failure.reason as Error).message) : 'resolved'));
    expect(messages[0]).toContain('GET /public/shared-sessions/:token');
    expect(messages[1]).toContain('GET /public/shared-sessions/:token/timeline');
    expect(messages.join('\n')).not.toContain(token);
  });

  it('asks the public timeline with the private call\'s query', async () => {
    let query: Record<string, string> = {};
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${BASE}/public/shared-sessions/t/timeline`, ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        authorization = request.headers.get('authorization');
        return HttpResponse.json({
          metric: 'AP', startOffsetSeconds: 0, endOffsetSeconds: 60, stepSeconds: 30, t: [0, 30], min: [1, null], max: [2, null], hrmax: null, apThreshold: 1,
        });
      }),
    );
    const timeline = await api().getSharedTimeline('t', { startOffsetSeconds: 0, endOffsetSeconds: 60, timeInterval: 30, chartMetricsType: 'AP' });
    expect(timeline.t).toEqual([0, 30]);
    expect(query).toEqual({ startOffsetSeconds: '0', endOffsetSeconds: '60', timeInterval: '30', chartMetricsType: 'AP' });
    expect(authorization).toBeNull();
  });
});
