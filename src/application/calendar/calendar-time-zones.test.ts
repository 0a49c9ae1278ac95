import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../domain/activity/calendar';
import { listDays } from '../../domain/time/day-range';
import type { IsoDate } from '../../domain/time/civil-date';
import { instantOfLocalTime } from '../../domain/time/time-zone';
import { CALENDAR_FILTER_KEY } from '../ports/account-store.port';
import { event, settle, setUpViewer } from './calendar-fakes.test-support';
import type { CalendarViewModel } from './calendar.view-model';

/** The calendar in the viewer's own days (docs/product-rules.md#days-and-time-zones). */

const day = (text: string) => text as IsoDate;
const startingAt = (activityId: string, epochMs: number, type: CalendarEvent['type'] = 'TRAINING'): CalendarEvent =>
  event(activityId, 'ignored: the server dates it in the query’s zone', type, null, {
    startTime: new Date(epochMs).toISOString(),
  });
const sessionsOn = (vm: CalendarViewModel, date: string) =>
  vm.days.find((d) => d.date === date)?.sessions.map((s) => s.activityId) ?? [];
const weekView = (viewDate: string) => ({
  [CALENDAR_FILTER_KEY]: JSON.stringify({
    sessionTypes: ['GAME', 'TRAINING', 'OTHER', 'INDIVIDUAL'],
    teamIds: [],
    mode: 'WEEK',
    viewDate,
  }),
});

describe('the calendar in Los Angeles, late evening (en-US: weeks start on Sunday)', () => {
  // 23:30 on Wednesday 25 November 2026 in Los Angeles: already Thursday 26 in UTC.
  const now = Date.UTC(2026, 10, 26, 7, 30);
  const trailRun = instantOfLocalTime(day('2026-11-02'), 22, 0, 'America/Los_Angeles');
  const training = instantOfLocalTime(day('2026-11-25'), 18, 30, 'America/Los_Angeles');

  it('marks the local day as today, asks for the local days shown with the zone, and puts each session on its local day', async () => {
    const { viewModel, api } = setUpViewer({ now, timeZone: 'America/Los_Angeles', firstDay: 7 });
    api.world = { teams: [], events: [startingAt('trail', trailRun, 'INDIVIDUAL'), startingAt('training', training)] };
    viewModel.start();
    await settle();
    expect(viewModel.today).toBe('2026-11-25');
    expect(viewModel.days.filter((d) => d.isToday).map((d) => d.date)).toEqual(['2026-11-25']);
    expect(api.calls).toEqual([
      { playerId: 'pl-alex', query: { from: '2026-11-01', to: '2026-12-05', timeZone: 'America/Los_Angeles' } },
    ]);
    expect(viewModel.weeks.map((week) => week[0]?.date)).toEqual([
      '2026-11-01',
      '2026-11-08',
      '2026-11-15',
      '2026-11-22',
      '2026-11-29',
    ]);
    // 22:00 on 2 November is 06:00 on the 3rd in UTC; 18:30 on the 25th is 02:30 on the 26th.
    expect(sessionsOn(viewModel, '2026-11-02')).toEqual(['trail']);
    expect(sessionsOn(viewModel, '2026-11-03')).toEqual([]);
    expect(sessionsOn(viewModel, '2026-11-25')).toEqual(['training']);
  });

  it('groups by the start itself, so a server that dates events in UTC moves nothing', async () => {
    const { viewModel, api } = setUpViewer({ now, timeZone: 'America/Los_Angeles', firstDay: 7 });
    api.getCalendar = (_playerId, _query) =>
      Promise.resolve({ teams: [], events: [{ ...startingAt('trail', trailRun, 'INDIVIDUAL'), date: '2026-11-03' }] });
    viewModel.start();
    await settle();
    expect(sessionsOn(viewModel, '2026-11-02')).toEqual(['trail']);
    expect(sessionsOn(viewModel, '2026-11-03')).toEqual([]);
  });

  it('is a day ahead for a viewer in UTC at the same instant', async () => {
    const { viewModel, api } = setUpViewer({ now, timeZone: 'UTC', firstDay: 7 });
    api.world = { teams: [], events: [startingAt('trail', trailRun, 'INDIVIDUAL'), startingAt('training', training)] };
    viewModel.start();
    await settle();
    expect(viewModel.today).toBe('2026-11-26');
    expect(sessionsOn(viewModel, '2026-11-03')).toEqual(['trail']);
    expect(sessionsOn(viewModel, '2026-11-26')).toEqual(['training']);
  });
});

describe('the calendar in Auckland, early morning (weeks start on Monday)', () => {
  // 07:30 on Tuesday 27 October 2026 in Auckland: still Monday 26 in UTC.
  const now = Date.UTC(2026, 9, 26, 18, 30);

  it('shows a 07:00 training on its local day, today', async () => {
    const training = instantOfLocalTime(day('2026-10-27'), 7, 0, 'Pacific/Auckland');
    expect(new Date(training).toISOString()).toBe('2026-10-26T18:00:00.000Z');
    const { viewModel, api } = setUpViewer({ now, timeZone: 'Pacific/Auckland', firstDay: 1 });
    api.world = { teams: [], events: [startingAt('early', training)] };
    viewModel.start();
    await settle();
    expect(viewModel.today).toBe('2026-10-27');
    expect(api.calls[0]?.query).toEqual({ from: '2026-09-28', to: '2026-11-01', timeZone: 'Pacific/Auckland' });
    expect(sessionsOn(viewModel, '2026-10-27')).toEqual(['early']);
    expect(viewModel.days.find((d) => d.date === '2026-10-27')?.isToday).toBe(true);
  });
});

describe('the calendar in Paris, the night the clocks go forward (weeks start on Monday)', () => {
  // 00:15 on Sunday 29 March 2026 in Paris (23:15 on the 28th in UTC); at 02:00 the clocks jump to 03:00.
  const now = Date.UTC(2026, 2, 28, 23, 15);

  it('splits two sessions an hour apart either side of local midnight, and sorts a day by start', async () => {
    const { viewModel, api } = setUpViewer({
      now,
      timeZone: 'Europe/Paris',
      firstDay: 1,
      stored: weekView('2026-03-29'),
    });
    api.world = {
      teams: [],
      events: [
        startingAt('late-saturday', Date.UTC(2026, 2, 28, 22, 30)),
        startingAt('sunday-morning', instantOfLocalTime(day('2026-03-29'), 9, 0, 'Europe/Paris')),
        startingAt('just-after-midnight', Date.UTC(2026, 2, 28, 23, 30)),
      ],
    };
    viewModel.start();
    await settle();
    expect(viewModel.today).toBe('2026-03-29');
    expect(viewModel.range).toEqual({ from: '2026-03-23', to: '2026-03-29' });
    expect(api.calls[0]?.query).toMatchObject({ from: '2026-03-23', to: '2026-03-29', timeZone: 'Europe/Paris' });
    expect(sessionsOn(viewModel, '2026-03-28')).toEqual(['late-saturday']);
    expect(sessionsOn(viewModel, '2026-03-29')).toEqual(['just-after-midnight', 'sunday-morning']);
  });
});

describe('the week of the US clock change in New York (Sunday 1 November 2026, 25 hours long)', () => {
  it('shows each session on its own day, including both ends of the long Sunday', async () => {
    const zone = 'America/New_York';
    const days = listDays({ from: day('2026-11-01'), to: day('2026-11-07') });
    const evenings = days.map((d) => startingAt(`evening-${d}`, instantOfLocalTime(d, 18, 0, zone)));
    const { viewModel, api } = setUpViewer({
      now: Date.UTC(2026, 10, 4, 15),
      timeZone: zone,
      firstDay: 7,
      stored: weekView('2026-11-04'),
    });
    api.world = {
      teams: [],
      events: [
        ...evenings,
        // 00:30 EDT, before the clocks go back, and 23:30 EST, 25 hours after midnight.
        startingAt('sunday-first-minutes', instantOfLocalTime(day('2026-11-01'), 0, 30, zone)),
        startingAt('sunday-last-hour', instantOfLocalTime(day('2026-11-01'), 23, 30, zone)),
      ],
    };
    viewModel.start();
    await settle();
    expect(viewModel.days.map((d) => d.date)).toEqual(days);
    expect(api.calls[0]?.query).toMatchObject({ from: '2026-11-01', to: '2026-11-07', timeZone: zone });
    expect(sessionsOn(viewModel, '2026-11-01')).toEqual([
      'sunday-first-minutes',
      'evening-2026-11-01',
      'sunday-last-hour',
    ]);
    for (const d of days.slice(1)) expect(sessionsOn(viewModel, d)).toEqual([`evening-${d}`]);
  });
});

describe('the region’s first day of the week', () => {
  it('set before start costs no request; changed later, the view asks for its new days', async () => {
    const { viewModel, api } = setUpViewer({ firstDay: 7 });
    viewModel.start();
    await settle();
    // Thursday 15 January 2026, Sunday first: 28 December to 31 January.
    expect(api.calls.map((call) => [call.query.from, call.query.to])).toEqual([['2025-12-28', '2026-01-31']]);
    expect(viewModel.weeks[0]?.[0]?.date).toBe('2025-12-28');
    viewModel.setFirstDayOfWeek(1);
    await settle();
    expect(api.calls.map((call) => [call.query.from, call.query.to])).toEqual([
      ['2025-12-28', '2026-01-31'],
      ['2025-12-29', '2026-02-01'],
    ]);
    expect(viewModel.weeks[0]?.[0]?.date).toBe('2025-12-29');
    viewModel.moveFocus('week-start');
    expect(viewModel.focusedDate).toBe('2026-01-12');
    viewModel.setFirstDayOfWeek(1);
    await settle();
    expect(api.calls).toHaveLength(2);
  });
});
