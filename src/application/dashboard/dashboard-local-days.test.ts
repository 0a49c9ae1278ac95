import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import type { TimeZone } from '../../domain/time/time-zone';
import { FakeDashboardApi, settle } from './dashboard-fake-api.test-support';
import { DashboardViewModel } from './dashboard.view-model';

/**
 * The dashboard counts the viewer's local days (docs/product-rules.md#days-and-time-zones): today,
 * the last 7 and 30 days and the custom range's prefill are local days of the Clock's zone, and
 * every call names that zone.
 */

async function started(isoInstant: string, zone: TimeZone) {
  const api = new FakeDashboardApi();
  const viewer = {
    activePlayerId: 'pl-alex',
    playerChanges$: new Subject<string | null>(),
    user: { unitDistance: 'METRIC' as const },
  };
  const clock = new FakeClock(Date.parse(isoInstant), zone);
  const vm = new DashboardViewModel(api, viewer, clock);
  vm.start();
  await settle();
  return { api, vm, clock };
}

/** The range and zone of the last figures call (every card sends the same). */
const lastFigures = (api: FakeDashboardApi) => {
  const request = api.callsOf('figures').at(-1)?.request;
  return { range: request?.range, timeZone: request?.timeZone };
};

describe('the dashboard in the viewer’s zone', () => {
  const cases = [
    // 23:30 on Wednesday 25 November in Los Angeles: already Thursday 26 in UTC.
    {
      zone: 'America/Los_Angeles',
      at: '2026-11-26T07:30:00Z',
      today: '2026-11-25',
      week: '2026-11-19',
      month: '2026-10-27',
    },
    // 07:00 on Tuesday 27 October in Auckland: still Monday 26 in UTC.
    {
      zone: 'Pacific/Auckland',
      at: '2026-10-26T18:00:00Z',
      today: '2026-10-27',
      week: '2026-10-21',
      month: '2026-09-28',
    },
    // 00:30 on New Year's Day in Paris: still New Year's Eve in UTC.
    { zone: 'Europe/Paris', at: '2025-12-31T23:30:00Z', today: '2026-01-01', week: '2025-12-26', month: '2025-12-03' },
    // 23:30 at the end of New York's 25-hour day (1 November 2026, clocks back at 02:00): already 2 November in UTC.
    {
      zone: 'America/New_York',
      at: '2026-11-02T04:30:00Z',
      today: '2026-11-01',
      week: '2026-10-26',
      month: '2026-10-03',
    },
  ] as const;

  for (const { zone, at, today, week, month } of cases) {
    it(`${zone} at ${at}: today is ${today}, and the last 7 and 30 days end on it`, async () => {
      const { api, vm, clock } = await started(at, zone);
      expect(vm.today()).toBe(today);
      expect(api.callsOf('overview').map((call) => call.timeZone)).toEqual([zone]);
      expect(lastFigures(api)).toEqual({ range: { timeRange: 'SESSION' }, timeZone: zone });
      vm.choosePeriod('WEEK');
      clock.advanceBy(0);
      await settle();
      expect(lastFigures(api)).toEqual({ range: { timeRange: 'CUSTOM', from: week, to: today }, timeZone: zone });
      vm.choosePeriod('MONTH');
      clock.advanceBy(0);
      await settle();
      expect(lastFigures(api)).toEqual({ range: { timeRange: 'CUSTOM', from: month, to: today }, timeZone: zone });
      vm.choosePeriod('CUSTOM');
      expect([vm.range.customFrom, vm.range.customTo]).toEqual([month, today]);
    });
  }

  it('pages the timeline with the same zone', async () => {
    const { api, vm } = await started('2026-10-26T18:00:00Z', 'Pacific/Auckland');
    vm.cards[0]?.showOlder();
    await settle();
    expect(api.callsOf('timeline').map((call) => call.request.timeZone)).toEqual(['Pacific/Auckland']);
  });

  it('a custom range keeps the local days the viewer picked, sent with the zone', async () => {
    const { api, vm } = await started('2026-11-26T07:30:00Z', 'America/Los_Angeles');
    vm.choosePeriod('CUSTOM');
    expect([vm.range.customFrom, vm.range.customTo]).toEqual(['2026-11-19', '2026-11-25']);
    vm.range.setCustomFrom('2026-11-01');
    vm.applyCustomRange();
    await settle();
    expect(lastFigures(api)).toEqual({
      range: { timeRange: 'CUSTOM', from: '2026-11-01', to: '2026-11-25' },
      timeZone: 'America/Los_Angeles',
    });
  });
});
