import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findPlayerById } from '../../db/account-queries';
import { db } from '../../db/mock-db';
import { DEMO_IDS } from '../../world/demo-world';
import type { SessionRecord } from '../../db/session-schemas';
import { TRIMMED_SESSION_SECONDS } from '../../world/sessions/showcase-sessions';
import { calendarHandlers } from '../calendar';
import { sessionDetailHandlers } from '../session-detail';
import type { TimelineDto } from '../../../src/adapters/http/dto/activity-timeline.dto';
import type { ErrorBody } from '../respond';
import { analyseIfProcessed, analysedSecondsOf } from './activity-presenter';
import { call, liveSessionsOf, seedSessionTestWorld, tokenFor } from './session-test-world';

const server = setupServer(...calendarHandlers, ...sessionDetailHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let alex: string;
beforeEach(async () => {
  await seedSessionTestWorld();
  alex = await tokenFor('player');
});

const find = (predicate: (s: SessionRecord) => boolean): SessionRecord => {
  const found = liveSessionsOf(DEMO_IDS.players.alex).find(predicate);
  if (found === undefined) throw new Error('no such session');
  return found;
};
const timeline = <T = TimelineDto>(id: string, query: string) =>
  call<T>(alex, 'GET', `/web/player-activities/${id}/timeline?${query}`);
const values = (list: (number | null)[]) => list.filter((v): v is number => v !== null);

describe('timeline', () => {
  it('answers one bucket per timeInterval between the offsets, keeping min and max', async () => {
    const game = find((s) => s.dataStatus === 'PROCESSED' && s.type === 'GAME');
    const fine = await timeline(
      game.id,
      'startOffsetSeconds=600&endOffsetSeconds=1200&timeInterval=2&chartMetricsType=HR_BPM',
    );
    expect(fine.status).toBe(200);
    expect(fine.json.t).toHaveLength(300);
    expect(fine.json.t[0]).toBe(600);
    expect(fine.json.t[1]! - fine.json.t[0]!).toBe(2);
    const coarse = await timeline(
      game.id,
      'startOffsetSeconds=600&endOffsetSeconds=1200&timeInterval=60&chartMetricsType=HR_BPM',
    );
    expect(coarse.json.t).toHaveLength(10);
    // Min/max preservation: the coarse buckets hold exactly the extremes of the fine ones.
    expect(Math.max(...values(coarse.json.max))).toBe(Math.max(...values(fine.json.max)));
    expect(Math.min(...values(coarse.json.min))).toBe(Math.min(...values(fine.json.min)));
    for (let k = 0; k < 10; k += 1) {
      const inside = values(fine.json.max.slice(k * 30, k * 30 + 30));
      if (inside.length > 0) expect(coarse.json.max[k]).toBe(Math.max(...inside));
    }
  });

  it('answers HR as % of HRmax and AP as speed with its threshold', async () => {
    const game = find((s) => s.dataStatus === 'PROCESSED' && s.type === 'GAME');
    const bpm = await timeline(
      game.id,
      'startOffsetSeconds=0&endOffsetSeconds=600&timeInterval=10&chartMetricsType=HR_BPM',
    );
    const pct = await timeline(
      game.id,
      'startOffsetSeconds=0&endOffsetSeconds=600&timeInterval=10&chartMetricsType=HR_PERCENTAGE',
    );
    const hrmax = pct.json.hrmax!;
    const k = bpm.json.max.findIndex((v) => v !== null);
    expect(pct.json.max[k]).toBeCloseTo((bpm.json.max[k]! / hrmax) * 100, 1);
    const ap = await timeline(game.id, 'startOffsetSeconds=0&endOffsetSeconds=600&timeInterval=10&chartMetricsType=AP');
    expect(ap.json.apThreshold).toBe(1);
    expect(Math.max(...values(ap.json.max))).toBeLessThan(10);
  });

  it.each([
    ['a game', (s: SessionRecord) => s.dataStatus === 'PROCESSED' && s.type === 'GAME'],
    ['a 4 h 30 session (its first 4 h)', (s: SessionRecord) => s.durationSec === TRIMMED_SESSION_SECONDS],
  ])('gives each bucket its amount, the whole of %s adding up to its distance and TRIMP', async (_name, which) => {
    const game = find(which);
    const player = findPlayerById(db, game.playerId);
    if (player === undefined) throw new Error('no player');
    const analysis = analyseIfProcessed(game, player)?.analysis;
    const span = `startOffsetSeconds=0&endOffsetSeconds=${analysedSecondsOf(game)}&timeInterval=60`;
    const ap = await timeline(game.id, `${span}&chartMetricsType=AP`);
    const hr = await timeline(game.id, `${span}&chartMetricsType=HR_PERCENTAGE`);
    for (const answer of [ap, hr]) {
      expect(answer.json.amount).toHaveLength(answer.json.t.length);
      // Two decimals at most.
      for (const amount of values(answer.json.amount ?? [])) expect(Math.round(amount * 100) / 100).toBe(amount);
    }
    const sum = (list: (number | null)[] | undefined) => values(list ?? []).reduce((total, v) => total + v, 0);
    expect(Math.abs(sum(ap.json.amount) - (analysis?.distanceMeters ?? Number.NaN))).toBeLessThan(0.01);
    expect(Math.abs(sum(hr.json.amount) - (analysis?.trimp ?? Number.NaN))).toBeLessThan(0.01);
  });

  it('trims a 4 h 30 session at 4 h', async () => {
    const long = find((s) => s.durationSec === TRIMMED_SESSION_SECONDS);
    const answer = await timeline(
      long.id,
      `startOffsetSeconds=0&endOffsetSeconds=${TRIMMED_SESSION_SECONDS}&timeInterval=60&chartMetricsType=HR_BPM`,
    );
    expect(answer.json.endOffsetSeconds).toBe(4 * 3600);
    expect(answer.json.t).toHaveLength(240);
  });

  it('answers no buckets for a session without processed data', async () => {
    const failed = find((s) => s.dataStatus === 'FAILED');
    const answer = await timeline(
      failed.id,
      'startOffsetSeconds=0&endOffsetSeconds=600&timeInterval=10&chartMetricsType=HR_BPM',
    );
    expect(answer.status).toBe(200);
    expect(answer.json.t).toEqual([]);
    expect(answer.json.amount).toEqual([]);
  });

  it.each([
    'startOffsetSeconds=0&endOffsetSeconds=600&timeInterval=0&chartMetricsType=HR_BPM',
    'startOffsetSeconds=0&endOffsetSeconds=600&timeInterval=10&chartMetricsType=SPEED',
    'startOffsetSeconds=600&endOffsetSeconds=100&timeInterval=10&chartMetricsType=AP',
  ])('refuses %s with 400 BP_400', async (query) => {
    const answer = await timeline<ErrorBody>(find((s) => s.dataStatus === 'PROCESSED').id, query);
    expect(answer.status).toBe(400);
    expect(answer.json.status.code).toBe('BP_400');
  });
});
