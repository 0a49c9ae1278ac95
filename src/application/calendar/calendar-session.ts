import type { ActivityType } from '../../domain/activity/activity-type';
import type { CalendarEvent } from '../../domain/activity/calendar';
import { classifyDataState, toListedDataState, type ListedDataState } from '../../domain/data-states/data-state';

/** One session as the calendar shows it. */
export interface CalendarSession {
  readonly activityId: string;
  readonly type: ActivityType;
  readonly title: string;
  /** ISO 8601 instant; the view formats it in the reader's locale. */
  readonly startTime: string;
  readonly durationSeconds: number;
  readonly teamId: string | null;
  readonly dataState: ListedDataState;
  /** The session page (docs/product-rules.md#signed-in-routes): /calendar/activity/{activityId}. */
  readonly href: string;
}

export function toCalendarSession(event: CalendarEvent): CalendarSession {
  return {
    activityId: event.activityId,
    type: event.type,
    title: event.title,
    startTime: event.startTime,
    durationSeconds: event.durationSeconds,
    teamId: event.teamId,
    dataState: toListedDataState(
      classifyDataState({ status: event.dataStatus, coachRun: false, durationSec: event.durationSeconds }),
    ),
    href: `/calendar/activity/${encodeURIComponent(event.activityId)}`,
  };
}
