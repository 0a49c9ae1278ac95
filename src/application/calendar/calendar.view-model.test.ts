import { describe, expect, it } from 'vitest';
import type { Calendar } from '../../domain/activity/calendar';
import type { IsoDate } from '../../domain/time/civil-date';
import { CALENDAR_FILTER_KEY } from '../ports/account-store.port';
import { settle, setUp, shownIds, WORLD } from './calendar-fakes.test-support';

describe('CalendarViewModel', () => {
  it('loads the month of today as whole weeks for the acting player, sessions by day in start order', async () => {
    const { viewModel, api } = setUp();
    viewModel.start();
    expect(viewModel.loadState).toBe('loading');
    await settle();
    expect(api.calls).toEqual([
      { playerId: 'pl-alex', query: { from: '2025-12-29', to: '2026-02-01', timeZone: 'UTC' } },
    ]);
    expect(viewModel.loadState).toBe('ready');
    expect(viewModel.weeks).toHaveLength(5);
    expect(viewModel.weeks.every((week) => week.length === 7)).toBe(true);
    expect(viewModel.days.find((day) => day.isToday)?.date).toBe('2026-01-15');
    expect(shownIds(viewModel)).toEqual(['g1', 'i1', 't1']);
  });

  it('shows each session with its type, data state and link', async () => {
    const { viewModel } = setUp();
    viewModel.start();
    await settle();
    const day = viewModel.days.find((d) => d.date === '2026-01-14');
    expect(day?.sessions.map((s) => [s.type, s.dataState, s.href])).toEqual([
      ['INDIVIDUAL', 'too-long', '/calendar/activity/i1'],
      ['TRAINING', 'not-synced', '/calendar/activity/t1'],
    ]);
  });

  it('unchecking a type hides it, asks the server for the others, and is stored', async () => {
    const { viewModel, api, kv } = setUp();
    viewModel.start();
    await settle();
    viewModel.toggleSessionType('GAME');
    await settle();
    expect(viewModel.isTypeSelected('GAME')).toBe(false);
    expect(shownIds(viewModel)).toEqual(['i1', 't1']);
    expect(api.calls.at(-1)?.query.types).toEqual(['TRAINING', 'OTHER', 'INDIVIDUAL']);
    expect(JSON.parse(kv.get(CALENDAR_FILTER_KEY) ?? '{}')).toMatchObject({
      sessionTypes: ['TRAINING', 'OTHER', 'INDIVIDUAL'],
    });
  });

  it('a team filter keeps sessions outside any team; the last team cannot be unchecked', async () => {
    const { viewModel } = setUp();
    viewModel.start();
    await settle();
    viewModel.toggleTeam('team-a');
    await settle();
    expect(shownIds(viewModel)).toEqual(['i1', 't1']);
    expect(viewModel.canToggleTeam('team-b')).toBe(false);
    viewModel.toggleTeam('team-b');
    expect(viewModel.isTeamSelected('team-b')).toBe(true);
  });

  it('the filter, mode and view date survive a new view-model (a reload)', async () => {
    const first = setUp();
    first.viewModel.start();
    await settle();
    first.viewModel.toggleSessionType('TRAINING');
    first.viewModel.setMode('WEEK');
    first.viewModel.showPrevious();
    await settle();
    const again = first.make();
    expect(again.filter).toEqual({
      sessionTypes: ['GAME', 'OTHER', 'INDIVIDUAL'],
      teamIds: [],
      mode: 'WEEK',
      viewDate: '2026-01-08',
    });
    again.start();
    await settle();
    expect(first.api.calls.at(-1)?.query).toMatchObject({ from: '2026-01-05', to: '2026-01-11' });
    expect(shownIds(again)).toEqual(['g1']);
  });

  it('a corrupt stored filter gives the defaults', () => {
    const { viewModel } = setUp({ [CALENDAR_FILTER_KEY]: '{"mode":"DAY"' });
    expect(viewModel.filter).toEqual({
      sessionTypes: ['GAME', 'TRAINING', 'OTHER', 'INDIVIDUAL'],
      teamIds: [],
      mode: 'MONTH',
      viewDate: '2026-01-15',
    });
  });

  it('previous, next and today move by a month, or by a week in the week view', async () => {
    const { viewModel, clock } = setUp();
    viewModel.showNext();
    expect(viewModel.viewDate).toBe('2026-02-15');
    clock.advanceBy(0);
    await settle();
    expect(shownIds(viewModel)).toEqual(['o1']);
    viewModel.setMode('WEEK');
    viewModel.showPrevious();
    expect(viewModel.range).toEqual({ from: '2026-02-02', to: '2026-02-08' });
    viewModel.showToday();
    expect(viewModel.viewDate).toBe('2026-01-15');
  });

  it('no sessions in view is the empty state', async () => {
    const { viewModel, api } = setUp();
    api.world = { events: [], teams: [] };
    viewModel.start();
    expect(viewModel.emptyCode).toBeNull();
    await settle();
    expect(viewModel.isEmpty).toBe(true);
    expect(viewModel.emptyCode).toBe('NO_SESSIONS');
  });

  it('a failed load shows the try-again error, and retry recovers', async () => {
    const { viewModel, api } = setUp();
    api.failNext = 1;
    viewModel.start();
    await settle();
    expect(viewModel.errorCode).toBe('TRY_AGAIN_LATER');
    viewModel.retry();
    await settle();
    expect(viewModel.errorCode).toBeNull();
    expect(shownIds(viewModel)).toHaveLength(3);
  });

  it('a parent switching child reloads for that child with every team', async () => {
    const { viewModel, api, player, changes } = setUp();
    viewModel.start();
    await settle();
    viewModel.toggleTeam('team-a');
    await settle();
    player.activePlayerId = 'pl-noah';
    changes.next('pl-noah');
    await settle();
    expect(api.calls.at(-1)).toEqual({
      playerId: 'pl-noah',
      query: { from: '2025-12-29', to: '2026-02-01', timeZone: 'UTC' },
    });
    expect(viewModel.filter.teamIds).toEqual([]);
    viewModel.dispose();
    changes.next('pl-emma');
    await settle();
    expect(api.calls.at(-1)?.playerId).toBe('pl-noah');
  });

  it("a logout while the calendar loads drops the answer, and stores none of the player's filter for the next user", async () => {
    const { viewModel, api, player, changes, kv, make, clock } = setUp();
    viewModel.start();
    await settle();
    viewModel.toggleSessionType('GAME');
    viewModel.toggleTeam('team-a');
    let answer: (calendar: Calendar) => void = () => undefined;
    const getCalendar = api.getCalendar.bind(api);
    api.getCalendar = () => {
      api.getCalendar = getCalendar;
      return new Promise((resolve) => (answer = resolve));
    };
    viewModel.showNext();
    clock.advanceBy(0);
    kv.remove(CALENDAR_FILTER_KEY);
    player.activePlayerId = null;
    changes.next(null);
    answer(WORLD);
    await settle();
    expect(viewModel.hasData).toBe(false);
    expect(kv.get(CALENDAR_FILTER_KEY)).toBeNull();
    player.activePlayerId = 'pl-noah';
    const next = make();
    next.start();
    await settle();
    expect(next.filter.sessionTypes).toHaveLength(4);
    expect(api.calls.at(-1)).toEqual({
      playerId: 'pl-noah',
      query: { from: '2025-12-29', to: '2026-02-01', timeZone: 'UTC' },
    });
  });

  it('an answer overtaken by a newer request is dropped', async () => {
    const { viewModel, api, clock } = setUp();
    viewModel.start();
    viewModel.showNext();
    clock.advanceBy(0);
    await settle();
    expect(api.calls).toHaveLength(2);
    expect(shownIds(viewModel)).toEqual(['o1']);
  });

  it('the next month shows at once with the sessions known; its own are asked for in the next task, once for two taps', async () => {
    const { viewModel, api, clock } = setUp();
    viewModel.start();
    await settle();
    viewModel.showNext();
    viewModel.showNext();
    expect(viewModel.viewDate).toBe('2026-03-15');
    // Loading, not "no sessions": the sessions known are January's.
    expect(viewModel.loadState).toBe('loading');
    expect(viewModel.emptyCode).toBeNull();
    expect(api.calls).toHaveLength(1);
    clock.advanceBy(0);
    expect(viewModel.loadState).toBe('loading');
    await settle();
    expect(api.calls.slice(1).map((call) => call.query)).toEqual([
      { from: '2026-02-23', to: '2026-04-05', timeZone: 'UTC' },
    ]);
    viewModel.showPrevious();
    viewModel.showPrevious();
    expect(viewModel.viewDate).toBe('2026-01-15');
    clock.advanceBy(0);
    await settle();
    expect(api.calls.at(-1)?.query).toMatchObject({ from: '2025-12-29', to: '2026-02-01' });
    expect(shownIds(viewModel)).toEqual(['g1', 'i1', 't1']);
  });
});

describe('CalendarViewModel keyboard focus', () => {
  it('the focused day starts on the view date (today) and arrows move it within the month without a reload', async () => {
    const { viewModel, api } = setUp();
    viewModel.start();
    await settle();
    expect(viewModel.focusedDate).toBe('2026-01-15');
    viewModel.moveFocus('next-day');
    viewModel.moveFocus('next-week');
    expect(viewModel.focusedDate).toBe('2026-01-23');
    viewModel.moveFocus('week-start');
    expect(viewModel.focusedDate).toBe('2026-01-19');
    await settle();
    expect(api.calls).toHaveLength(1);
  });

  it('moving past the month shows the next month and loads it; the focused day is stored like the view date', async () => {
    const { viewModel, api, kv } = setUp();
    viewModel.start();
    await settle();
    viewModel.moveFocus('next-week');
    viewModel.moveFocus('next-week');
    expect(viewModel.focusedDate).toBe('2026-01-29');
    viewModel.moveFocus('next-week');
    expect(viewModel.focusedDate).toBe('2026-02-05');
    expect(viewModel.viewDate).toBe('2026-02-05');
    await settle();
    expect(api.calls.at(-1)?.query).toMatchObject({ from: '2026-01-26', to: '2026-03-01' });
    expect(shownIds(viewModel)).toEqual(['o1']);
    expect(JSON.parse(kv.get(CALENDAR_FILTER_KEY) ?? '{}')).toMatchObject({ viewDate: '2026-02-05' });
  });

  it('PageDown moves a month (31 Jan → 28 Feb), or a week in the week view', () => {
    const { viewModel } = setUp({
      [CALENDAR_FILTER_KEY]: JSON.stringify({
        sessionTypes: ['GAME'],
        teamIds: [],
        mode: 'MONTH',
        viewDate: '2026-01-31',
      }),
    });
    viewModel.moveFocus('next-period');
    expect(viewModel.focusedDate).toBe('2026-02-28');
    viewModel.moveFocus('previous-period');
    expect(viewModel.focusedDate).toBe('2026-01-28');
    viewModel.setMode('WEEK');
    viewModel.moveFocus('next-period');
    expect(viewModel.focusedDate).toBe('2026-02-04');
    expect(viewModel.range).toEqual({ from: '2026-02-02', to: '2026-02-08' });
  });

  it('the toolbar moves the focused day with the view; a pointer picks a day of the period but not a neighbouring month', () => {
    const { viewModel } = setUp();
    viewModel.showNext();
    expect(viewModel.focusedDate).toBe('2026-02-15');
    viewModel.focusDay('2026-02-03' as IsoDate);
    expect(viewModel.focusedDate).toBe('2026-02-03');
    viewModel.focusDay('2026-01-30' as IsoDate);
    expect(viewModel.focusedDate).toBe('2026-02-03');
    expect(viewModel.mode).toBe('MONTH');
    viewModel.showToday();
    expect(viewModel.focusedDate).toBe('2026-01-15');
  });

  it('exactly one day of the view holds the focus, whatever the moves', () => {
    const { viewModel } = setUp();
    const moves = [
      'next-day',
      'next-week',
      'week-end',
      'next-day',
      'previous-period',
      'previous-day',
      'week-start',
      'previous-week',
    ] as const;
    for (const move of moves) {
      viewModel.moveFocus(move);
      expect(viewModel.days.filter((day) => day.date === viewModel.focusedDate && day.inPeriod)).toHaveLength(1);
    }
  });
});
