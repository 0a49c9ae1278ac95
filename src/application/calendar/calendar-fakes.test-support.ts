import { Subject } from 'rxjs';
import { FakeClock } from '../../../tests/support/fake-clock';
import type { Calendar, CalendarEvent, CalendarQuery } from '../../domain/activity/calendar';
import type { Weekday } from '../../domain/time/calendar-week';
import { localDayOf } from '../../domain/time/time-zone';
import { ApiError } from '../../domain/errors/api-error';
import type { CalendarApi } from '../ports/calendar-api.port';
import type { KeyValueStore } from '../ports/key-value-store.port';
import { CalendarFilterStore } from './calendar-filter.store';
import { CalendarViewModel, type CalendarPlayer } from './calendar.view-model';

/** The calendar view-model's tests' world: a fake API that answers like the server, and a viewer set up in a zone and a region. */

export function event(
  activityId: string,
  date: string,
  type: CalendarEvent['type'],
  teamId: string | null,
  extra: Partial<CalendarEvent> = {},
): CalendarEvent {
  return {
    activityId,
    date,
    startTime: `${date}T17:00:00.000Z`,
    durationSeconds: 5400,
    type,
    teamId,
    title: `${type} ${activityId}`,
    dataStatus: 'PROCESSED',
    ...extra,
  };
}

export const WORLD: Calendar = {
  teams: [
    { teamId: 'team-a', name: 'Lions' },
    { teamId: 'team-b', name: 'Tigers' },
  ],
  events: [
    event('g1', '2026-01-10', 'GAME', 'team-a'),
    event('t1', '2026-01-14', 'TRAINING', 'team-b', { dataStatus: 'NOT_SYNCED' }),
    event('i1', '2026-01-14', 'INDIVIDUAL', null, { startTime: '2026-01-14T07:00:00.000Z', durationSeconds: 4 * 3600 }),
    event('o1', '2026-02-03', 'OTHER', 'team-a', { dataStatus: 'BELT_NOT_WORN' }),
  ],
};

/** Answers like the server: the range of local days in the query's zone and the lists narrow the events; each event's date is its local day there. */
class FakeCalendarApi implements CalendarApi {
  readonly calls: { playerId: string; query: CalendarQuery }[] = [];
  failNext = 0;
  world: Calendar = WORLD;

  getCalendar(playerId: string, query: CalendarQuery): Promise<Calendar> {
    this.calls.push({ playerId, query });
    if (this.failNext > 0) {
      this.failNext -= 1;
      return Promise.reject(new ApiError('BP_500', 'boom', 500));
    }
    const events = this.world.events
      .map((e) => ({ ...e, date: localDayOf(Date.parse(e.startTime), query.timeZone) }))
      .filter(
        (e) =>
          e.date >= query.from &&
          e.date <= query.to &&
          (query.types === undefined || query.types.length === 0 || query.types.includes(e.type)) &&
          (query.teamIds === undefined ||
            query.teamIds.length === 0 ||
            e.teamId === null ||
            query.teamIds.includes(e.teamId)),
      );
    return Promise.resolve({ events, teams: this.world.teams });
  }
}

/** A viewer: by default in UTC on Thursday 15 January 2026 at 09:00, in a Monday-first region. */
interface Viewer {
  readonly stored?: Record<string, string>;
  readonly now?: number;
  readonly timeZone?: string;
  readonly firstDay?: Weekday;
}

/** A storage of one tab: enough for the calendar filter. */
function memoryStore(stored: Record<string, string>): KeyValueStore {
  const values = new Map(Object.entries(stored));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    onExternalChange: () => () => undefined,
  };
}

export function setUp(stored: Record<string, string> = {}) {
  return setUpViewer({ stored });
}

export function setUpViewer({ stored = {}, now, timeZone = 'UTC', firstDay }: Viewer) {
  const clock = new FakeClock(now, timeZone);
  const kv = memoryStore(stored);
  const api = new FakeCalendarApi();
  const changes = new Subject<string | null>();
  const player: CalendarPlayer & { activePlayerId: string | null } = {
    activePlayerId: 'pl-alex',
    playerChanges$: changes,
  };
  const make = () => {
    // As the composition root does: the stored filter's default day is today, in the viewer's zone.
    const vm = new CalendarViewModel(
      api,
      player,
      new CalendarFilterStore(kv, localDayOf(clock.now(), clock.timeZone())),
      clock,
    );
    if (firstDay !== undefined) vm.setFirstDayOfWeek(firstDay);
    return vm;
  };
  return { clock, kv, api, player, changes, make, viewModel: make() };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
export const shownIds = (vm: CalendarViewModel) =>
  vm.agendaDays.flatMap((day) => day.sessions.map((s) => s.activityId));
