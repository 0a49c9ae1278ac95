import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { DashboardQuery } from '../../domain/dashboard/dashboard-query';
import type { IsoDate } from '../../domain/time/civil-date';
import { FakeDashboardApi, settle } from './dashboard-fake-api.test-support';
import { DashboardMetricCardModel } from './dashboard-metric-card.model';

const QUERY: DashboardQuery = {
  entity: { scope: 'ALL_TEAMS' },
  metric: 'TIME_ABOVE_80_PERCENT_HR',
  range: { timeRange: 'SESSION' },
  timeZone: 'Europe/Paris',
};
const REQUEST = { playerId: 'pl-1', query: QUERY, pageSize: 7 };

function setUp() {
  const api = new FakeDashboardApi();
  const player = { activePlayerId: 'pl-1', playerChanges$: new Subject<string | null>() };
  return { api, card: new DashboardMetricCardModel('TIME_ABOVE_80_PERCENT_HR', api, player) };
}

describe('DashboardMetricCardModel', () => {
  it('loads the figures with the newest page at the screen size, values in seconds shown in minutes, in the SPEC colour', async () => {
    const { api, card } = setUp();
    void card.load(REQUEST);
    expect(card.state).toBe('loading');
    await settle();
    expect(api.callsOf('figures')[0]?.request).toEqual({ ...QUERY, timelineSize: 7 });
    expect(card.state).toBe('ready');
    expect(card.colour).toBe('#C93434');
    expect(card.timeline?.timelineValues.map((v) => v.value)).toEqual([2340, 2400, 2460, 2520, 2580, 2640, 2700]);
    expect(card.shownTimeline?.timelineValues.map((v) => v.value)).toEqual([39, 40, 41, 42, 43, 44, 45]);
    expect([card.shownTimeline?.valueMinimum, card.shownTimeline?.valueMaximum]).toEqual([39, 45]);
    // Each shown point still opens its own session.
    expect(card.shownTimeline?.timelineValues.map((v) => v.activityId)).toEqual([
      'act-38',
      'act-39',
      'act-40',
      'act-41',
      'act-42',
      'act-43',
      'act-44',
    ]);
    expect(card.canShowNewer).toBe(false);
    expect(card.canShowOlder).toBe(true);
  });

  it('pages to older values and back, with the same scope, metric, range and zone', async () => {
    const { api, card } = setUp();
    await card.load(REQUEST);
    card.showOlder();
    expect(card.timelineLoading).toBe(true);
    expect(card.canShowOlder).toBe(false);
    await settle();
    expect(api.callsOf('timeline')[0]?.request).toEqual({ ...QUERY, page: 1, size: 7 });
    expect(card.shownTimeline?.timelineValues[0]?.value).toBe(32);
    expect(card.canShowNewer).toBe(true);
    card.showNewer();
    await settle();
    expect(api.callsOf('timeline')[1]?.request.page).toBe(0);
    expect(card.canShowNewer).toBe(false);
  });

  it('stops at the oldest page', async () => {
    const { api, card } = setUp();
    await card.load({ ...REQUEST, pageSize: 30 });
    card.showOlder();
    await settle();
    expect(card.timeline?.timelineValues).toHaveLength(15);
    expect(card.canShowOlder).toBe(false);
    card.showOlder();
    expect(api.callsOf('timeline')).toHaveLength(1);
  });

  it('shows the empty state on BP_404 and an error with a retry otherwise', async () => {
    const { api, card } = setUp();
    api.fail('figures', 'BP_404');
    await card.load(REQUEST);
    expect(card.state).toBe('empty');
    expect(card.errorCode).toBeNull();
    api.fail('figures', 'NETWORK');
    await card.load(REQUEST);
    expect(card.state).toBe('error');
    expect(card.errorCode).toBe('TRY_AGAIN_LATER');
    api.fail('figures', 'BP_500');
    card.retry();
    await settle();
    expect(card.errorCode).toBe('GENERIC_ERROR');
    card.retry();
    await settle();
    expect(card.state).toBe('ready');
    expect(api.callsOf('figures')).toHaveLength(4);
  });

  it('keeps the page shown when paging fails, and retries the page asked for', async () => {
    const { api, card } = setUp();
    await card.load(REQUEST);
    api.fail('timeline', 'BP_500');
    card.showOlder();
    await settle();
    expect(card.timelineErrorCode).toBe('GENERIC_ERROR');
    expect(card.timeline?.page).toBe(0);
    card.retry();
    await settle();
    expect(card.timelineErrorCode).toBeNull();
    expect(card.timeline?.page).toBe(1);
    expect(api.callsOf('timeline').map((call) => call.request.page)).toEqual([1, 1]);
  });

  it('asks the newest page again at a new page size; while loading, the figures again', async () => {
    const { api, card } = setUp();
    await card.load(REQUEST);
    card.setPageSize(14);
    await settle();
    expect(api.callsOf('timeline')[0]?.request).toMatchObject({ page: 0, size: 14 });
    expect(card.timeline?.timelineValues).toHaveLength(14);
    api.hold = true;
    void card.load(REQUEST);
    card.setPageSize(30);
    api.release();
    await settle();
    expect(api.callsOf('figures').map((call) => call.request.timelineSize)).toEqual([7, 7, 30]);
    expect(card.timeline?.timelineValues).toHaveLength(30);
  });

  it('asks for every day of a range on a phone, so the chart covers what the headline counts; a resize then asks nothing', async () => {
    const { api, card } = setUp();
    const month = { timeRange: 'CUSTOM', from: '2026-01-09' as IsoDate, to: '2026-02-07' as IsoDate } as const;
    await card.load({ ...REQUEST, query: { ...QUERY, range: month } });
    expect(api.callsOf('figures')[0]?.request.timelineSize).toBe(30);
    card.setPageSize(14);
    await settle();
    expect(api.callsOf('timeline')).toHaveLength(0);
    // 45 values do not fit one page of 30: the chart spans the page's own days.
    expect(card.timeline?.totalPages).toBe(2);
    expect(card.chartDays).toEqual({
      from: card.timeline?.timelineValues[0]?.date,
      to: card.timeline?.timelineValues.at(-1)?.date,
    });
    expect(card.latestActivityId).toBeNull();
  });

  it('spans the whole range when one page holds it, and marks the latest session of the latest-session range', async () => {
    const { api, card } = setUp();
    const week = { timeRange: 'CUSTOM', from: '2026-01-08' as IsoDate, to: '2026-01-14' as IsoDate } as const;
    await card.load({ ...REQUEST, query: { ...QUERY, range: week }, pageSize: 100 });
    expect(api.callsOf('figures')[0]?.request.timelineSize).toBe(100);
    expect(card.chartDays).toEqual({ from: '2026-01-08', to: '2026-01-14' });
    // The latest session: the page of its history, its first to last day.
    await card.load(REQUEST);
    expect(card.chartDays).toEqual({ from: '2026-01-08', to: '2026-01-14' });
    expect(card.latestActivityId).toBe('act-9');
  });

  it('drops an answer overtaken by a newer request or cancelled', async () => {
    const { api, card } = setUp();
    api.hold = true;
    void card.load(REQUEST);
    void card.load({ ...REQUEST, pageSize: 14 });
    api.release('newest first');
    await settle();
    expect(card.timeline?.size).toBe(14);
    void card.load(REQUEST);
    card.cancel();
    api.release();
    await settle();
    expect(card.state).toBe('loading');
  });
});
