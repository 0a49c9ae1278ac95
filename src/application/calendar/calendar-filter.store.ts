import { makeAutoObservable } from 'mobx';
import type { ActivityType } from '../../domain/activity/activity-type';
import type { CalendarFilter, CalendarMode } from '../../domain/activity/calendar';
import type { IsoDate } from '../../domain/time/civil-date';
import { CALENDAR_FILTER_KEY } from '../ports/account-store.port';
import type { KeyValueStore } from '../ports/key-value-store.port';
import { readCalendarFilter, toggleSessionType, toggleTeam, writeCalendarFilter } from './calendar-filter';

/**
 * The calendar filter (docs/product-rules.md#calendar): session types, teams, mode and view date, restored
 * from local storage on creation and written back on every change. Logout removes the key.
 */
export class CalendarFilterStore {
  filter: CalendarFilter;

  constructor(
    private readonly store: KeyValueStore,
    today: IsoDate,
  ) {
    this.filter = readCalendarFilter(store.get(CALENDAR_FILTER_KEY), today);
    makeAutoObservable<CalendarFilterStore, 'store'>(this, { store: false });
  }

  toggleSessionType(type: ActivityType): void {
    this.save({ ...this.filter, sessionTypes: toggleSessionType(this.filter.sessionTypes, type) });
  }

  toggleTeam(teamId: string, allTeamIds: readonly string[]): void {
    this.save({ ...this.filter, teamIds: toggleTeam(this.filter.teamIds, teamId, allTeamIds) });
  }

  /** Every team again (another player's teams are not this one's). */
  selectAllTeams(): void {
    if (this.filter.teamIds.length > 0) this.save({ ...this.filter, teamIds: [] });
  }

  setMode(mode: CalendarMode): void {
    if (mode !== this.filter.mode) this.save({ ...this.filter, mode });
  }

  setViewDate(viewDate: IsoDate): void {
    if (viewDate !== this.filter.viewDate) this.save({ ...this.filter, viewDate });
  }

  private save(filter: CalendarFilter): void {
    this.filter = filter;
    this.store.set(CALENDAR_FILTER_KEY, writeCalendarFilter(filter));
  }
}
