import type { ActivityDataStatus, ActivityType } from './activity-type';

/** One session on the calendar (dailyTeamActivities, docs/product-rules.md#calendar-answer). */
export interface CalendarEvent {
  readonly activityId: string;
  /** The local day of the start in the zone the query named, YYYY-MM-DD (the client groups by `startTime` itself). */
  readonly date: string;
  /** ISO 8601 instant of the start. */
  readonly startTime: string;
  readonly durationSeconds: number;
  readonly type: ActivityType;
  /** Null for an INDIVIDUAL session outside any team. */
  readonly teamId: string | null;
  readonly title: string;
  readonly dataStatus: ActivityDataStatus;
}

export interface CalendarTeam {
  readonly teamId: string;
  readonly name: string;
}

export interface Calendar {
  readonly events: readonly CalendarEvent[];
  readonly teams: readonly CalendarTeam[];
}

/** The calendar query: an inclusive range of local days in `timeZone` and optional filters (empty/absent = all). */
export interface CalendarQuery {
  /** YYYY-MM-DD, inclusive. */
  readonly from: string;
  /** YYYY-MM-DD, inclusive. */
  readonly to: string;
  /** The viewer's IANA time zone, in which `from`, `to` and each event's `date` are local days. */
  readonly timeZone: string;
  readonly types?: readonly ActivityType[];
  readonly teamIds?: readonly string[];
}

export type CalendarMode = 'MONTH' | 'WEEK';

/** The calendar filter kept in local storage (docs/product-rules.md#calendar): restored on the next visit, cleared on logout. */
export interface CalendarFilter {
  readonly sessionTypes: readonly ActivityType[];
  readonly teamIds: readonly string[];
  readonly mode: CalendarMode;
  /** YYYY-MM-DD: the day the month or week view shows. */
  readonly viewDate: string;
}
