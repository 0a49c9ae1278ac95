import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardOverview } from '../../src/domain/dashboard/dashboard-data';
import type { DashboardTimeline } from '../../src/domain/dashboard/dashboard-timeline';
import { computeLoadStatus } from '../../src/domain/load/load-status';
import { countDaysBetween } from '../../src/domain/time/civil-date';
import { localDayOf } from '../../src/domain/time/time-zone';
import { mockClock } from '../clock';
import { DEMO_IDS } from '../world/demo-world';
import { dashboardHandlers } from './dashboard';
import type { ErrorBody } from './respond';
import { call, seedSessionTestWorld, tokenFor } from './session-detail/session-test-world';

/**
 * What the dashboard's load card asks (docs/product-rules.md#load-status): the WORKLOAD timeline of
 * the two scopes that together hold every session, the newest 100 days of the whole history, in
 * the viewer's zone. The mock answers it with its existing timeline calls.
 */
const server = setupServer(...dashboardHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const P = DEMO_IDS.players;
const ZONE = 'America/New_York';
let alex: string;
let parent: string;
let solo: string;
beforeAll(async () => {
  await seedSessionTestWorld();
  [alex, parent, solo] = await Promise.all([tokenFor('player'), tokenFor('parent'), tokenFor('solo')]);
});

const loadQuery = `metric=WORKLOAD&page=0&size=100&timeZone=${encodeURIComponent(ZONE)}`;
const loadsOf = async (token: string, playerId: string) =>
  Promise.all(
    ['all-teams', 'individual'].map((scope) =>
      call<DashboardTimeline & ErrorBody>(
        token,
        'GET',
        `/web/dashboard/timeline/players/${playerId}/${scope}?${loadQuery}`,
      ),
    ),
  );

describe('the load card’s calls', () => {
  it('the two scopes together hold every session: all their days sum to the whole history’s workload', async () => {
    const allTime = `timeRange=CUSTOM&from=2000-01-01&to=2100-12-31&timeZone=${encodeURIComponent(ZONE)}`;
    let total = 0;
    for (const scope of ['all-teams', 'individual']) {
      const read = async (page: number) =>
        (
          await call<DashboardTimeline>(
            alex,
            'GET',
            `/web/dashboard/timeline/players/${P.alex}/${scope}?metric=WORKLOAD&size=100&page=${page}&timeZone=${encodeURIComponent(ZONE)}`,
          )
        ).json;
      const first = await read(0);
      const pages = [first];
      for (let page = 1; page < first.totalPages; page += 1) pages.push(await read(page));
      total += pages.flatMap((page) => page.timelineValues).reduce((sum, value) => sum + value.value, 0);
    }
    const overview = (await call<DashboardOverview>(alex, 'GET', `/web/dashboard/players/${P.alex}?${allTime}`)).json;
    expect(total).toBeCloseTo(overview.summary.workload.trimps, 3);
  });

  it('the newest page of each scope is the whole history or reaches at least 98 days back', async () => {
    const today = localDayOf(mockClock.now(), ZONE);
    for (const [token, playerId] of [
      [alex, P.alex],
      [parent, P.emma],
      [parent, P.noah],
    ] as const) {
      for (const answer of await loadsOf(token, playerId)) {
        if (answer.status === 404) continue;
        const { timelineValues, totalPages } = answer.json;
        const oldest = timelineValues[0]?.date ?? today;
        expect(totalPages === 1 || countDaysBetween(oldest, today) >= 97, playerId).toBe(true);
      }
    }
  });

  it('gives Alex, Emma and Noah a ratio (six months of history), and a player without sessions nothing', async () => {
    const today = localDayOf(mockClock.now(), ZONE);
    for (const [token, playerId] of [
      [alex, P.alex],
      [parent, P.emma],
      [parent, P.noah],
    ] as const) {
      const answers = await loadsOf(token, playerId);
      const entries = answers.flatMap((answer) =>
        (answer.status === 200 ? answer.json.timelineValues : []).map((value) => ({
          day: value.date,
          trimps: value.value,
        })),
      );
      expect(computeLoadStatus(entries, today)?.kind, playerId).toBe('ratio');
    }
    const soloAnswers = await loadsOf(solo, P.pat);
    expect(soloAnswers.map((answer) => [answer.status, answer.json.status.code])).toEqual([
      [404, 'BP_404'],
      [404, 'BP_404'],
    ]);
  });
});
