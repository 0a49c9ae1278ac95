import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import { signedInSession } from '../../../tests/support/signed-in-session';
import type { TimeZone } from '../../domain/time/time-zone';
import { FakeAccountApi, FakeLeaderboardApi, aPlayer, settle } from './leaderboard-fakes.test-support';
import { LeaderboardViewModel } from './leaderboard.view-model';

/**
 * The leaderboard's periods are counted in the viewer's local days (docs/product-rules.md#days-and-time-zones):
 * every board request names the Clock's zone, and the board's week is the ISO week (Monday to
 * Sunday) of the local today there.
 */

async function started(isoInstant: string, zone: TimeZone) {
  const clock = new FakeClock(Date.parse(isoInstant), zone);
  const api = new FakeLeaderboardApi(clock);
  const { session } = await signedInSession(aPlayer());
  const vm = new LeaderboardViewModel(api, new FakeAccountApi(api), session, clock);
  vm.start();
  await settle();
  return { api, vm };
}

const periodOf = (vm: LeaderboardViewModel) => [vm.board?.from, vm.board?.to];

describe('the leaderboard in the viewer’s zone', () => {
  const cases = [
    // 07:00 on Monday 26 October in Auckland: still Sunday 25 in UTC, whose ISO week began on the 19th.
    {
      zone: 'Pacific/Auckland',
      at: '2026-10-25T18:00:00Z',
      week: ['2026-10-26', '2026-11-01'],
      lastWeek: ['2026-10-19', '2026-10-25'],
    },
    // 23:30 on Sunday 29 November in Los Angeles: already Monday 30 in UTC, a new ISO week.
    {
      zone: 'America/Los_Angeles',
      at: '2026-11-30T07:30:00Z',
      week: ['2026-11-23', '2026-11-29'],
      lastWeek: ['2026-11-16', '2026-11-22'],
    },
    // 00:30 on Monday 30 March in Paris (summer time since the day before): still Sunday 29 in UTC.
    {
      zone: 'Europe/Paris',
      at: '2026-03-29T22:30:00Z',
      week: ['2026-03-30', '2026-04-05'],
      lastWeek: ['2026-03-23', '2026-03-29'],
    },
    // 23:30 on Sunday 1 November in New York, the 25-hour day the clocks go back: already Monday in UTC.
    {
      zone: 'America/New_York',
      at: '2026-11-02T04:30:00Z',
      week: ['2026-10-26', '2026-11-01'],
      lastWeek: ['2026-10-19', '2026-10-25'],
    },
  ] as const;

  for (const { zone, at, week, lastWeek } of cases) {
    it(`${zone} at ${at}: this week is ${week.join(' – ')}`, async () => {
      const { api, vm } = await started(at, zone);
      expect(api.calls.map((call) => call.query.timeZone)).toEqual([zone]);
      expect(periodOf(vm)).toEqual(week);
      vm.setTimeFrame('LAST_WEEK');
      await settle();
      expect(api.calls.at(-1)?.query).toMatchObject({ timeFrame: 'LAST_WEEK', timeZone: zone });
      expect(periodOf(vm)).toEqual(lastWeek);
    });
  }

  it('counts the month in local days too: 07:00 on 1 December in Auckland is December there', async () => {
    const { api, vm } = await started('2026-11-30T18:00:00Z', 'Pacific/Auckland');
    vm.setTimeFrame('CURRENT_MONTH');
    await settle();
    expect(api.calls.at(-1)?.query).toMatchObject({ timeFrame: 'CURRENT_MONTH', timeZone: 'Pacific/Auckland' });
    expect(periodOf(vm)).toEqual(['2026-12-01', '2026-12-31']);
  });

  it('team mode sends the zone as well', async () => {
    const { api, vm } = await started('2026-10-25T18:00:00Z', 'Pacific/Auckland');
    vm.setModeKind('team');
    await settle();
    expect(api.calls.at(-1)).toMatchObject({
      path: '/common/leaderboard',
      query: { teamId: 'team-a', timeZone: 'Pacific/Auckland' },
    });
  });
});
