import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import type { IsoDate } from '../../domain/time/civil-date';
import { FakeLoadCalendarApi, FakeLoadTimelineApi, type FakeLoadDay } from './load-status-fake-api.test-support';
import { LoadStatusViewModel } from './load-status.view-model';

const TODAY = '2026-01-15' as IsoDate; // the fake clock's day, 09:00 UTC
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** 100 TRIMPs in each week of the 21 days before the last 7: a usual week of 100. */
const USUAL_WEEKS: readonly FakeLoadDay[] = [
  { daysBack: 27, trimps: 100 },
  { daysBack: 20, trimps: 100 },
  { daysBack: 13, trimps: 100 },
];

function setUp(playerId: string | null = 'pl-alex', clock = new FakeClock(), isParent = false) {
  const api = new FakeLoadTimelineApi(TODAY);
  const calendar = new FakeLoadCalendarApi(TODAY);
  const changes = new Subject<string | null>();
  const viewer = { activePlayerId: playerId, playerChanges$: changes, isParent };
  const vm = new LoadStatusViewModel(api, calendar, viewer, clock);
  /** The acting player changes (a parent picks another child, a logout…). */
  const switchTo = (next: string | null) => {
    viewer.activePlayerId = next;
    changes.next(next);
  };
  return { api, calendar, vm, switchTo };
}

describe('LoadStatusViewModel', () => {
  it('asks the workload timeline of both scopes, the newest 100 days of the whole history, in the viewer zone', async () => {
    const { api, vm } = setUp('pl-alex', new FakeClock(undefined, 'America/New_York'));
    api.give('pl-alex', 'ALL_TEAMS', USUAL_WEEKS);
    vm.start();
    expect(vm.state).toBe('loading');
    await settle();
    expect(api.calls).toEqual(
      (['ALL_TEAMS', 'INDIVIDUAL'] as const).map((scope) => ({
        playerId: 'pl-alex',
        request: { entity: { scope }, metric: 'WORKLOAD', page: 0, size: 100, timeZone: 'America/New_York' },
      })),
    );
    // 09:00 UTC is 04:00 in New York: still 15 January there.
    expect(vm.status?.today).toBe('2026-01-15');
  });

  it('asks the calendar of the card’s 28 days, in the viewer zone, with the timelines', async () => {
    const { api, calendar, vm } = setUp('pl-alex', new FakeClock(undefined, 'America/New_York'));
    api.give('pl-alex', 'ALL_TEAMS', USUAL_WEEKS);
    vm.start();
    await settle();
    expect(calendar.calls).toEqual([
      { playerId: 'pl-alex', query: { from: '2025-12-19', to: '2026-01-15', timeZone: 'America/New_York' } },
    ]);
  });

  it('sessions of the last 7 days without data: named oldest first, the verdict held, the ratio provisional', async () => {
    const { api, calendar, vm } = setUp();
    api.give('pl-alex', 'ALL_TEAMS', [...USUAL_WEEKS, { daysBack: 4, trimps: 30 }]);
    calendar.give('pl-alex', [
      { daysBack: 0, status: 'NOT_PROCESSED', title: 'Morning run' },
      { daysBack: 4, status: 'PROCESSED', title: 'Training' },
      { daysBack: 5, status: 'NOT_SYNCED', title: 'Cup game' },
      { daysBack: 2, status: 'NOT_SYNCED', title: 'Team training' },
      { daysBack: 13, status: 'BELT_NOT_WORN', title: 'Friendly' },
      { daysBack: 40, status: 'FAILED', title: 'Outside the windows' },
    ]);
    vm.start();
    await settle();
    // 30 TRIMPs against a usual week of 100 would read "lighter": held back, as the data has not arrived.
    expect(vm.status).toMatchObject({ kind: 'ratio', acute: 30, band: 'lighter' });
    expect(vm.sessionsWithoutDataThisWeek.map((session) => [session.title, session.day, session.dataState])).toEqual([
      ['Cup game', '2026-01-10', 'not-synced'],
      ['Team training', '2026-01-13', 'not-synced'],
      ['Morning run', '2026-01-15', 'being-processed'],
    ]);
    expect(vm.sessionsWithoutDataThisWeek[0]?.href).toBe('/calendar/activity/pl-alex-session-2');
    expect(vm.sessionsWithoutDataBefore).toBe(1);
    expect([vm.verdictHeld, vm.ratioProvisional, vm.awaitsSync]).toEqual([true, true, true]);
    expect(vm.weekShape).toBeNull();
  });

  it('a session without data only in the 3 weeks before: the verdict stands, the ratio provisional', async () => {
    const { api, calendar, vm } = setUp();
    api.give('pl-alex', 'ALL_TEAMS', [...USUAL_WEEKS, { daysBack: 1, trimps: 100 }]);
    calendar.give('pl-alex', [
      { daysBack: 20, status: 'FAILED' },
      { daysBack: 1, status: 'PROCESSED' },
    ]);
    vm.start();
    await settle();
    expect(vm.sessionsWithoutDataThisWeek).toEqual([]);
    expect(vm.sessionsWithoutDataBefore).toBe(1);
    expect([vm.verdictHeld, vm.ratioProvisional, vm.awaitsSync]).toEqual([false, true, false]);
    // One session of 100 in the week, six days of rest: hard and easy days alternate.
    expect(vm.weekShape).toBe('alternating');
  });

  it('the chart day by day ends on the figures: the last 7 days and the usual week', async () => {
    const { api, vm } = setUp();
    api.give('pl-alex', 'ALL_TEAMS', [...USUAL_WEEKS, { daysBack: 6, trimps: 70 }, { daysBack: 0, trimps: 50 }]);
    vm.start();
    await settle();
    expect(vm.status).toMatchObject({ kind: 'ratio', acute: 120, chronic: 100 });
    expect(vm.weeks.at(-1)).toEqual({ day: TODAY, lastSevenDays: 120, usualWeek: 100 });
    // The first session was 27 days ago: 28 points, the first with no usual week yet.
    expect(vm.weeks).toHaveLength(28);
    expect(vm.weeks[0]).toEqual({ day: '2025-12-19', lastSevenDays: 100, usualWeek: null });
  });

  it('knows whether a parent reads the card', () => {
    expect(setUp('pl-alex').vm.reader).toBe('player');
    expect(setUp('pl-emma', new FakeClock(), true).vm.reader).toBe('parent');
  });

  it('a failed calendar call fails the card, with a retry', async () => {
    const { api, calendar, vm } = setUp();
    api.give('pl-alex', 'ALL_TEAMS', USUAL_WEEKS);
    calendar.fail('BP_500');
    vm.start();
    await settle();
    expect(vm.state).toBe('error');
    vm.retry();
    await settle();
    expect(vm.state).toBe('status');
    expect(calendar.calls).toHaveLength(2);
  });

  it.each([
    [50, 'lighter', 0.5],
    [74, 'lighter', 0.74],
    [75, 'usual', 0.75],
    [144, 'usual', 1.44],
    [145, 'step-up', 1.45],
    [180, 'step-up', 1.8],
    [181, 'big-jump', 1.81],
    [200, 'big-jump', 2],
  ] as const)('the last 7 days at %s TRIMPs against a usual week of 100: %s (%s)', async (lastWeek, band, ratio) => {
    const { api, vm } = setUp();
    // Team sessions make the usual weeks, a session outside any team the last week: both scopes count.
    api.give('pl-alex', 'ALL_TEAMS', USUAL_WEEKS);
    api.give('pl-alex', 'INDIVIDUAL', [{ daysBack: 2, trimps: lastWeek }]);
    vm.start();
    await settle();
    expect(vm.state).toBe('status');
    expect(vm.status).toMatchObject({ kind: 'ratio', acute: lastWeek, chronic: 100, shownRatio: ratio, band });
  });

  it('builds a baseline while fewer than 21 days of history precede the last 7', async () => {
    const { api, vm } = setUp();
    api.give('pl-alex', 'INDIVIDUAL', [
      { daysBack: 10, trimps: 120 },
      { daysBack: 3, trimps: 90 },
    ]);
    vm.start();
    await settle();
    expect(vm.state).toBe('baseline');
    // First session 10 days ago: 4 days of history before the last 7; 17 more days to go.
    expect(vm.status).toMatchObject({ kind: 'baseline', historyDays: 4, daysUntilRatio: 17, acute: 90 });
  });

  it('a player without any session: empty (both scopes answer BP_404)', async () => {
    const { vm } = setUp('pl-pat');
    vm.start();
    await settle();
    expect(vm.state).toBe('empty');
    expect(vm.status).toBeNull();
  });

  it('a long break before the last 7 days: a status without a ratio', async () => {
    const { api, vm } = setUp();
    api.give('pl-alex', 'ALL_TEAMS', [
      { daysBack: 60, trimps: 300 },
      { daysBack: 1, trimps: 100 },
    ]);
    vm.start();
    await settle();
    expect(vm.state).toBe('status');
    expect(vm.status?.kind).toBe('no-usual-load');
  });

  it('an error offers a retry, which asks both scopes again', async () => {
    const { api, vm } = setUp();
    api.give('pl-alex', 'ALL_TEAMS', USUAL_WEEKS);
    api.fail('NETWORK');
    vm.start();
    await settle();
    expect(vm.state).toBe('error');
    expect(vm.errorCode).toBe('TRY_AGAIN_LATER');
    vm.retry();
    expect(vm.state).toBe('loading');
    await settle();
    expect(api.calls).toHaveLength(4);
    expect(vm.state).toBe('status');
    expect(vm.errorCode).toBeNull();
  });

  it('a parent switching children: the first child’s late answer is dropped, the new child’s shown', async () => {
    const { api, vm, switchTo } = setUp('pl-emma');
    api.give('pl-emma', 'ALL_TEAMS', [...USUAL_WEEKS, { daysBack: 1, trimps: 200 }]);
    api.give('pl-noah', 'ALL_TEAMS', [...USUAL_WEEKS, { daysBack: 1, trimps: 60 }]);
    api.hold = true;
    vm.start();
    await settle();
    switchTo('pl-noah');
    expect(vm.state).toBe('loading');
    expect(vm.status).toBeNull();
    api.release('newest first');
    await settle();
    expect(api.calls.map((call) => call.playerId)).toEqual(['pl-emma', 'pl-emma', 'pl-noah', 'pl-noah']);
    expect(vm.status).toMatchObject({ kind: 'ratio', acute: 60, band: 'lighter' });
    api.hold = false;
    switchTo('pl-emma');
    expect(vm.status).toBeNull();
    await settle();
    expect(vm.status).toMatchObject({ kind: 'ratio', acute: 200, band: 'big-jump' });
  });

  it('after a logout nothing is shown or asked; dispose stops following the player', async () => {
    const { api, vm, switchTo } = setUp();
    api.give('pl-alex', 'ALL_TEAMS', USUAL_WEEKS);
    vm.start();
    await settle();
    switchTo(null);
    expect(vm.status).toBeNull();
    expect(api.calls).toHaveLength(2);
    vm.dispose();
    switchTo('pl-alex');
    await settle();
    expect(api.calls).toHaveLength(2);
  });
});
