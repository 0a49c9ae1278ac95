import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityDto } from '../../src/adapters/http/dto/activity.dto';
import type { SharedSession } from '../../src/domain/activity/shared-session';
import type { Timeline } from '../../src/domain/activity/timeline';
import { sessionSchema, type SessionRecord } from '../db/session-schemas';
import { DEMO_IDS } from '../world/demo-world';
import { clearSessionAnalyses } from '../world/sessions/session-analysis-memo';
import { DEMO_SHARE_TOKENS } from '../world/sessions/showcase-sessions';
import type { ErrorBody } from './respond';
import { sessionDetailHandlers } from './session-detail';
import { call, liveSessionsOf, seedSessionTestWorld, TEST_API, tokenFor } from './session-detail/session-test-world';
import { NOT_SHARED_DESC, shareHandlers } from './share';

const server = setupServer(...sessionDetailHandlers, ...shareHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let alexToken: string;
let parentToken: string;
let soloToken: string;

beforeEach(async () => {
  clearSessionAnalyses();
  await seedSessionTestWorld();
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
const unshared = (s: SessionRecord) =>
  s.dataStatus === 'PROCESSED' && s.durationSec < 3 * 3600 && s.shareToken === null;
const share = (token: string | null, id: string) =>
  call<{ token: string }>(token, 'POST', `/web/player-activities/${id}/share`);
const readShared = (token: string) =>
  call<SharedSession>(null, 'GET', `/public/shared-sessions/${encodeURIComponent(token)}`);

// The first read of a session analyses it (and the 28 days before it): seconds on a busy machine.
describe('sharing a session', { timeout: 20_000 }, () => {
  it('gives the player a link token of 192 random bits, the same one on a second share, and the Activity says so', async () => {
    const session = firstOf(P.alex, unshared);
    const first = await share(alexToken, session.id);
    expect(first.status).toBe(201);
    expect(first.json.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const again = await share(alexToken, session.id);
    expect(again.status).toBe(200);
    expect(again.json.token).toBe(first.json.token);
    const activity = await call<ActivityDto>(alexToken, 'GET', `/web/player-activities/${session.id}`);
    expect(activity.json.playerActivityInfo.shareToken).toBe(first.json.token);
  });

  it('makes a new token for every session shared, never a guessable one', async () => {
    const [a, b] = liveSessionsOf(P.alex).filter(unshared);
    const tokens = await Promise.all([share(alexToken, a!.id), share(alexToken, b!.id)]);
    expect(new Set(tokens.map((answer) => answer.json.token)).size).toBe(2);
  });

  it("lets a parent share a child's session, and nobody else", async () => {
    const emma = firstOf(P.emma, unshared);
    expect((await share(parentToken, emma.id)).status).toBe(201);
    const alex = firstOf(P.alex, unshared);
    const refused = await share(soloToken, alex.id);
    expect(refused.status).toBe(403);
    expect((refused.json as unknown as ErrorBody).status.code).toBe('BP_403');
    expect((await share(null, alex.id)).status).toBe(401);
    expect((await call(soloToken, 'DELETE', `/web/player-activities/${alex.id}/share`)).status).toBe(403);
  });

  it('shows a shared session to anyone, without a token, and only its public form', async () => {
    const answer = await readShared(DEMO_SHARE_TOKENS.shared);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json).sort()).toEqual([
      'analysedSeconds',
      'dataStatus',
      'durationSeconds',
      'startDay',
      'startTime',
      'summary',
      'title',
      'tooLong',
      'trimmed',
      'type',
    ]);
    expect(answer.json.type).toBe('GAME');
    expect(Object.keys(answer.json.summary ?? {}).sort()).toEqual([
      'apPercent',
      'apSeconds',
      'avgHrPercent',
      'distanceMeters',
      'edwardsZoneSeconds',
      'highSpeedDistanceMeters',
      'maxHrPercent',
      'movementMeasured',
      'sprints',
      'timeAbove80Percent',
      'timeAbove80Seconds',
      'workloadTrimps',
      'zoneSeconds',
    ]);
    expect(answer.json.summary?.avgHrPercent).toBeGreaterThan(40);
    expect(Number.isInteger(answer.json.summary?.avgHrPercent)).toBe(true);
    expect(answer.json.summary?.maxHrPercent).toBeGreaterThan(answer.json.summary?.avgHrPercent ?? 0);
    const text = JSON.stringify(answer.json);
    const record = liveSessionsOf(P.alex).find((s) => s.shareToken === DEMO_SHARE_TOKENS.shared)!;
    expect(record.description).not.toBe('');
    expect(record.attachments.length).toBeGreaterThan(0);
    for (const hidden of [
      record.description,
      record.playerId,
      ...record.attachments.map((a) => a.url),
      'Alex',
      'Martin',
    ]) {
      expect(text).not.toContain(hidden);
    }
  });

  it('shows the shared session without processed data, with no figures', async () => {
    const answer = await readShared(DEMO_SHARE_TOKENS.withoutData);
    expect(answer.status).toBe(200);
    expect(answer.json.dataStatus).toBe('FAILED');
    expect(answer.json.summary).toBeNull();
    const timeline = await call<Timeline>(
      null,
      'GET',
      `/public/shared-sessions/${DEMO_SHARE_TOKENS.withoutData}/timeline?chartMetricsType=AP&timeInterval=60`,
    );
    expect(timeline.json.t).toEqual([]);
  });

  it('answers the public AP timeline as the private one does, and the heart rate in whole % HRmax without the HRmax', async () => {
    const record = liveSessionsOf(P.alex).find((s) => s.shareToken === DEMO_SHARE_TOKENS.shared)!;
    const span = 'startOffsetSeconds=0&endOffsetSeconds=600&timeInterval=60';
    const read = (token: string | null, path: string, metric: string) =>
      call<Timeline>(token, 'GET', `${path}/timeline?${span}&chartMetricsType=${metric}`);
    const publicPath = `/public/shared-sessions/${DEMO_SHARE_TOKENS.shared}`;
    const privatePath = `/web/player-activities/${record.id}`;
    const openAp = await read(null, publicPath, 'AP');
    expect(openAp.status).toBe(200);
    expect(openAp.json).toEqual((await read(alexToken, privatePath, 'AP')).json);

    const open = (await read(null, publicPath, 'HR_PERCENTAGE')).json;
    const own = (await read(alexToken, privatePath, 'HR_PERCENTAGE')).json;
    expect(open.hrmax).toBeNull();
    expect(own.hrmax).toBeGreaterThan(150);
    expect({ t: open.t, amount: open.amount }).toEqual({ t: own.t, amount: own.amount });
    open.max.forEach((value, i) => {
      expect(Number.isInteger(value)).toBe(true);
      // Each reading is moved by less than half a beat, then rounded: within a point of the private value.
      expect(Math.abs(value! - own.max[i]!)).toBeLessThanOrEqual(1);
    });
    // The same values on every read.
    expect((await read(null, publicPath, 'HR_PERCENTAGE')).json).toEqual(open);

    const bad = await call<ErrorBody>(null, 'GET', `${publicPath}/timeline?chartMetricsType=NOPE&timeInterval=60`);
    expect(bad.json.status.desc).toBe('INVALID_CHART_METRICS_TYPE');
  });

  it('answers every public read with Cache-Control: no-store, a refusal as much as a session', async () => {
    const base = `${TEST_API}/public/shared-sessions`;
    const reads = [
      `${base}/${DEMO_SHARE_TOKENS.shared}`,
      `${base}/${DEMO_SHARE_TOKENS.shared}/timeline?timeInterval=60&chartMetricsType=AP`,
      `${base}/${DEMO_SHARE_TOKENS.shared}/timeline?timeInterval=60&chartMetricsType=HR_PERCENTAGE`,
      `${base}/${DEMO_SHARE_TOKENS.shared}/timeline?timeInterval=60&chartMetricsType=HR_BPM`,
      `${base}/${'A'.repeat(32)}`,
    ];
    const answers = await Promise.all(reads.map((url) => fetch(url)));
    expect(answers.map((answer) => [answer.status, answer.headers.get('cache-control')])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [400, 'no-store'],
      [404, 'no-store'],
    ]);
  });

  it('answers the same 404 for an unknown, a revoked and a never shared token, and for a deleted session', async () => {
    const session = firstOf(P.alex, unshared);
    const { json } = await share(alexToken, session.id);
    expect((await readShared(json.token)).status).toBe(200);
    expect((await call(alexToken, 'DELETE', `/web/player-activities/${session.id}/share`)).status).toBe(200);
    const revoked = await readShared(json.token);
    const unknown = await readShared('A'.repeat(32));
    const empty = await call<ErrorBody>(null, 'GET', '/public/shared-sessions/%20');
    const revokedTimeline = await call<ErrorBody>(
      null,
      'GET',
      `/public/shared-sessions/${json.token}/timeline?chartMetricsType=AP&timeInterval=60`,
    );
    for (const answer of [revoked, unknown, empty, revokedTimeline]) {
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ status: { code: 'BP_404', desc: NOT_SHARED_DESC } });
    }
    const activity = await call<ActivityDto>(alexToken, 'GET', `/web/player-activities/${session.id}`);
    expect(activity.json.playerActivityInfo.shareToken).toBeNull();

    const shared = liveSessionsOf(P.alex).find((s) => s.shareToken === DEMO_SHARE_TOKENS.shared)!;
    await call(alexToken, 'DELETE', `/web/player-activities/${shared.id}`);
    expect((await readShared(DEMO_SHARE_TOKENS.shared)).status).toBe(404);
  });

  it('stops sharing a session that is not shared without an error', async () => {
    const session = firstOf(P.alex, unshared);
    expect((await call(alexToken, 'DELETE', `/web/player-activities/${session.id}/share`)).status).toBe(200);
  });

  it('shares a new token after a stop, and the old one stays dead', async () => {
    const record = liveSessionsOf(P.alex).find((s) => s.shareToken === DEMO_SHARE_TOKENS.shared)!;
    await call(alexToken, 'DELETE', `/web/player-activities/${record.id}/share`);
    const again = await share(alexToken, record.id);
    expect(again.json.token).not.toBe(DEMO_SHARE_TOKENS.shared);
    expect((await readShared(DEMO_SHARE_TOKENS.shared)).status).toBe(404);
    expect((await readShared(again.json.token)).status).toBe(200);
  });
});

describe('the stored share', () => {
  it('reads a session stored before sharing existed as not shared', () => {
    const { shareToken: _dropped, ...older } = firstOf(P.alex);
    expect(v.parse(sessionSchema, older).shareToken).toBeNull();
  });
});
