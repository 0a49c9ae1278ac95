import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '../../src/domain/activity/activity';
import type { SessionHistory, SessionHistoryRow } from '../../src/domain/session-history/session-history-row';
import { DEMO_IDS } from '../world/demo-world';
import type { ErrorBody } from './respond';
import { sessionDetailHandlers } from './session-detail';
import { sessionHistoryHandlers } from './session-history';
import { call, liveSessionsOf, seedSessionTestWorld, tokenFor } from './session-detail/session-test-world';

const server = setupServer(...sessionHistoryHandlers, ...sessionDetailHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const P = DEMO_IDS.players;
let alex: string;
let parent: string;
let solo: string;
beforeAll(async () => {
  await seedSessionTestWorld();
  [alex, parent, solo] = await Promise.all([tokenFor('player'), tokenFor('parent'), tokenFor('solo')]);
});

/** The wire form: `sort` is `field,direction`. */
type SessionHistoryBody = Omit<SessionHistory, 'sort'> & { readonly sort: string };
type Row = SessionHistoryRow;
const path = (playerId: string, query: string) => `/web/session-history/${playerId}${query}`;
const history = async (query = '', token = alex, playerId: string = P.alex) =>
  call<SessionHistoryBody>(token, 'GET', path(playerId, query));
const failure = async (token: string | null, playerId: string) => call<ErrorBody>(token, 'GET', path(playerId, ''));

describe('GET /web/session-history/{playerId}', () => {
  it('answers the newest 10 sessions with the totals by default, and playerInfo only when asked', async () => {
    const answer = await history();
    expect(answer.status).toBe(200);
    const total = liveSessionsOf(P.alex).length;
    expect(answer.json.sort).toBe('date,desc');
    expect(answer.json.playerInfo).toBeNull();
    expect(answer.json.playerSessions).toMatchObject({
      totalElements: total,
      totalPages: Math.ceil(total / 10),
      page: 0,
      size: 10,
    });
    const rows: readonly Row[] = answer.json.playerSessions.content;
    expect(rows.map((r) => r.activityId)).toEqual(
      liveSessionsOf(P.alex)
        .slice(0, 10)
        .map((s) => s.id),
    );
    const withInfo = await history('?playerInfo=true');
    expect(withInfo.json.playerInfo).toEqual({
      playerId: P.alex,
      firstName: 'Alex',
      lastName: 'Martin',
      photo: null,
      weightKnown: true,
    });
  });

  it('sorts by a column (nulls last) and pages through all sessions exactly once', async () => {
    const first = await history('?sort=workload,asc&size=50');
    const { totalPages, totalElements } = first.json.playerSessions;
    const rows: Row[] = [...first.json.playerSessions.content];
    for (let page = 1; page < totalPages; page += 1)
      rows.push(...(await history(`?sort=workload,asc&size=50&page=${page}`)).json.playerSessions.content);
    expect(rows).toHaveLength(totalElements);
    expect(new Set(rows.map((r) => r.activityId)).size).toBe(totalElements);
    const values = rows.map((r) => r.workloadTrimps);
    const firstNull = values.indexOf(null);
    const numbers = (firstNull === -1 ? values : values.slice(0, firstNull)) as number[];
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    if (firstNull !== -1) expect(values.slice(firstNull).every((v) => v === null)).toBe(true);
  });

  it('gives figures only to processed sessions, and the same figures as the session detail', async () => {
    const rows: readonly Row[] = (await history('?size=100')).json.playerSessions.content;
    const unprocessed = rows.filter((r) => r.dataStatus !== 'PROCESSED');
    expect(unprocessed.length).toBeGreaterThan(0);
    expect(unprocessed.every((r) => r.avgBpm === null && r.workloadTrimps === null)).toBe(true);
    const row = rows.find((r) => r.dataStatus === 'PROCESSED' && r.teamName !== null);
    const detail = await call<Activity>(alex, 'GET', `/web/player-activities/${row?.activityId ?? ''}`);
    const summary = detail.json.playerActivitySummary;
    expect(row).toMatchObject({
      avgBpm: summary?.avgBpm,
      workloadTrimps: summary?.workloadTrimps,
      calories: summary?.calories,
      teamName: detail.json.playerActivityInfo.teamName,
    });
  });

  it('is lenient: an unreadable sort is date,desc, an unknown size 10, a page beyond the end the last page', async () => {
    const answer = await history('?sort=speed,sideways&size=7&page=9999');
    expect(answer.json.sort).toBe('date,desc');
    const { totalPages, page, size } = answer.json.playerSessions;
    expect([page, size]).toEqual([totalPages - 1, 10]);
    expect((await history('?sort=calories,DESC&size=25')).json).toMatchObject({
      sort: 'calories,desc',
      playerSessions: { size: 25 },
    });
  });

  it('leaves out deleted sessions', async () => {
    const before = (await history()).json.playerSessions.totalElements;
    const victim = liveSessionsOf(P.alex)[3];
    expect((await call<object>(alex, 'DELETE', `/web/player-activities/${victim?.id ?? ''}`)).status).toBe(200);
    const after = await history('?size=100');
    expect(after.json.playerSessions.totalElements).toBe(before - 1);
    expect(after.json.playerSessions.content.some((r: Row) => r.activityId === victim?.id)).toBe(false);
  });

  it('answers an empty page to a player without sessions (solo)', async () => {
    const answer = await history('?playerInfo=true', solo, P.pat);
    expect(answer.status).toBe(200);
    expect(answer.json.playerSessions).toEqual({ content: [], totalElements: 0, totalPages: 0, page: 0, size: 10 });
    expect(answer.json.playerInfo?.firstName).toBe('Pat');
  });

  it("lets a parent read a child's history; 403 BP_403 otherwise; 401 without a token", async () => {
    expect((await history('', parent, P.emma)).status).toBe(200);
    for (const [token, playerId] of [
      [alex, P.emma],
      [parent, P.alex],
      [solo, P.alex],
      [alex, 'pl-unknown'],
    ] as const) {
      const answer = await failure(token, playerId);
      expect([answer.status, answer.json.status.code]).toEqual([403, 'BP_403']);
    }
    expect((await failure(null, P.alex)).status).toBe(401);
  });
});
