import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityDto } from '../../src/adapters/http/dto/activity.dto';
import type { SharedSession } from '../../src/domain/activity/shared-session';
import type { Timeline } from '../../src/domain/activity/timeline';
import { isIsoDate } from '../../src/domain/time/civil-date';
import { findPlayerById } from '../db/account-queries';
import { db } from '../db/mock-db';
import type { SessionRecord } from '../db/session-schemas';
import { deriveAgeYears, deriveHrmax, deriveWeightKg, type Harvest } from '../testing/body-derivations';
import { DEMO_IDS } from '../world/demo-world';
import { athleteOf, clearSessionAnalyses } from '../world/sessions/session-analysis-memo';
import { DEMO_SHARE_TOKENS } from '../world/sessions/showcase-sessions';
import { sessionDetailHandlers } from './session-detail';
import { call, liveSessionsOf, seedSessionTestWorld, tokenFor } from './session-detail/session-test-world';
import { shareHandlers } from './share';

/**
 * A share shows a session, never a body (issue 34, item 1; docs/api-sessions.md#what-a-share-shows):
 * the three derivations a visitor could try, on the public answers of the demo's shared sessions
 * (Alex's game, and Emma's, shared by her parent), fail; on the owner's own answers they work, so a
 * public answer that let them through would fail here.
 */

const server = setupServer(...sessionDetailHandlers, ...shareHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(async () => {
  clearSessionAnalyses();
  await seedSessionTestWorld();
});

const P = DEMO_IDS.players;
/** An hour at one-second steps: every reading the charts could ask for. */
const SPAN = 'startOffsetSeconds=0&endOffsetSeconds=3600&timeInterval=1';
const METRICS = ['HR_BPM', 'HR_PERCENTAGE'] as const;

function sharedRecord(token: string): SessionRecord {
  const found = [...liveSessionsOf(P.alex), ...liveSessionsOf(P.emma)].find((session) => session.shareToken === token);
  if (found === undefined) throw new Error(`no session shared as ${token}`);
  return found;
}

/** What anyone with the link gets: the session, and each heart-rate timeline the public call answers. */
async function publicHarvest(token: string): Promise<Harvest> {
  const answer = await call<SharedSession>(null, 'GET', `/public/shared-sessions/${token}`);
  expect(answer.status).toBe(200);
  const timelines: { -readonly [K in keyof Harvest['timelines']]: Timeline } = {};
  for (const metric of METRICS) {
    const timeline = await call<Timeline>(
      null,
      'GET',
      `/public/shared-sessions/${token}/timeline?${SPAN}&chartMetricsType=${metric}`,
    );
    if (timeline.status === 200) timelines[metric] = timeline.json;
  }
  return { answer: answer.json, timelines };
}

/** What the session's owner gets from the private calls of the same session. */
async function ownHarvest(record: SessionRecord, account: 'player' | 'parent'): Promise<Harvest> {
  const token = await tokenFor(account);
  const answer = await call<ActivityDto>(token, 'GET', `/web/player-activities/${record.id}`);
  const timelines: { -readonly [K in keyof Harvest['timelines']]: Timeline } = {};
  for (const metric of METRICS) {
    timelines[metric] = (
      await call<Timeline>(
        token,
        'GET',
        `/web/player-activities/${record.id}/timeline?${SPAN}&chartMetricsType=${metric}`,
      )
    ).json;
  }
  return { answer: answer.json, timelines };
}

/** The names of the fields of a JSON value that hold something (not null), at any depth. */
function namesWithValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(namesWithValues);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, item]) => (item === null ? [] : [name, ...namesWithValues(item)]));
}

function bodyOf(record: SessionRecord): { weightKg: number; hrmax: number | null; age: number } {
  const player = findPlayerById(db, record.playerId)!;
  const athlete = athleteOf(player, record.startMs);
  return { weightKg: player.weightKg ?? Number.NaN, hrmax: player.maxHr ?? null, age: athlete.age ?? Number.NaN };
}

// Each case reads an hour of readings at one-second steps, four times: slower than most on a busy machine.
describe("what a shared link gives away of the player's body", { timeout: 30_000 }, () => {
  it.each([
    ["Alex's game (an adult, HRmax measured)", DEMO_SHARE_TOKENS.shared, 'player'],
    ["Emma's game, shared by her parent (a child, HRmax from her age)", DEMO_SHARE_TOKENS.child, 'parent'],
  ] as const)(
    "%s: the owner's answers give the weight, the HRmax and the age; the link's give none",
    async (_case, token, owner) => {
      const record = sharedRecord(token);
      const body = bodyOf(record);

      // The derivations work on what the owner sees: they would catch a public answer that carried the same.
      const own = await ownHarvest(record, owner);
      expect(deriveWeightKg(own)).toBeCloseTo(body.weightKg, 0);
      const ownHrmax = deriveHrmax(own);
      expect(ownHrmax).not.toBeNull();
      if (body.hrmax !== null) expect(ownHrmax).toBeCloseTo(body.hrmax, 0);
      else expect(deriveAgeYears(own)).toBeCloseTo(body.age, -0.3);
      // The owner's % HRmax timeline alone, read on its grid, gives the HRmax too.
      expect(deriveHrmax({ answer: {}, timelines: { HR_PERCENTAGE: own.timelines.HR_PERCENTAGE! } })).toBeCloseTo(
        ownHrmax!,
        0,
      );

      const shared = await publicHarvest(token);
      expect(shared.timelines.HR_PERCENTAGE?.t.length).toBeGreaterThan(3000);
      expect(deriveWeightKg(shared)).toBeNull();
      expect(deriveHrmax(shared)).toBeNull();
      expect(deriveAgeYears(shared)).toBeNull();
    },
  );

  it('carries no bpm, HRmax, calories or MET under any name, in the answer or its timelines', async () => {
    for (const token of [DEMO_SHARE_TOKENS.shared, DEMO_SHARE_TOKENS.child]) {
      const shared = await publicHarvest(token);
      const named = [...namesWithValues(shared.answer), ...namesWithValues(shared.timelines)];
      expect(named.filter((name) => /bpm|hr_?max|calor|kcal|^met$|weight|^age|birth/i.test(name))).toEqual([]);
      expect(shared.timelines.HR_BPM).toBeUndefined();
      expect(shared.timelines.HR_PERCENTAGE?.hrmax).toBeNull();
    }
  });

  it('refuses the heart rate in bpm through the link', async () => {
    const refused = await call<{ status: { code: string; desc: string } }>(
      null,
      'GET',
      `/public/shared-sessions/${DEMO_SHARE_TOKENS.shared}/timeline?${SPAN}&chartMetricsType=HR_BPM`,
    );
    expect(refused.status).toBe(400);
    expect(refused.json.status.desc).toBe('INVALID_CHART_METRICS_TYPE');
  });
});

describe("a child's shared session", () => {
  it("gives the day and the type of Emma's game, not its title or start time; an adult's keeps both", async () => {
    const emma = sharedRecord(DEMO_SHARE_TOKENS.child);
    const child = (await call<SharedSession>(null, 'GET', `/public/shared-sessions/${DEMO_SHARE_TOKENS.child}`)).json;
    expect(child).toMatchObject({ title: null, startTime: null, type: 'GAME' });
    expect(isIsoDate(child.startDay)).toBe(true);
    expect(JSON.stringify(child)).not.toContain(emma.title);

    const adult = (await call<SharedSession>(null, 'GET', `/public/shared-sessions/${DEMO_SHARE_TOKENS.shared}`)).json;
    expect(adult.title).toBe(sharedRecord(DEMO_SHARE_TOKENS.shared).title);
    expect(adult.startTime).toBe(new Date(sharedRecord(DEMO_SHARE_TOKENS.shared).startMs).toISOString());
  });

  it("hides the title and time of any session of a parent's child shared by the parent, Noah's (16) too", async () => {
    const parentToken = await tokenFor('parent');
    const noah = liveSessionsOf(P.noah).find((session) => session.dataStatus === 'PROCESSED')!;
    const { json } = await call<{ token: string }>(parentToken, 'POST', `/web/player-activities/${noah.id}/share`);
    const shared = (await call<SharedSession>(null, 'GET', `/public/shared-sessions/${json.token}`)).json;
    expect(shared).toMatchObject({ title: null, startTime: null, type: noah.type });
  });
});
