import type { ActivityType } from '../../domain/activity/activity-type';
import type { CalendarEvent } from '../../domain/activity/calendar';
import { classifyDataState } from '../../domain/data-states/data-state';

/**
 * The short data state a calendar entry shows. The calendar does not know who ran a session,
 * so the two not-synced states of the session page read as one here.
 */
export type CalendarDataState =
  | 'valid'
  | 'missing-or-invalid'
  | 'not-synced'
  | 'being-processed'
  | 'failed'
  | 'belt-not-worn'
  | 'too-long';

/** One session as the calendar shows it. */
export interface CalendarSession {
  readonly activityId: string;
  readonly type: ActivityType;
  readonly title: string;
  /** ISO 8601 instant; the view formats it in the reader's locale. */
  readonly startTime: string;
  readonly durationSeconds: number;
  readonly teamId: string | null;
  readonly dataState: CalendarDataState;
  /** The session page (docs/product-rules.md#signed-in-routes): /calendar/activity/{activityId}. */
  readonly href: string;
}

function calendarDataStateOf(event: CalendarEvent): CalendarDataState {
  const state = classifyDataState({ status: event.dataStatus, coachRun: false, durationSec: event.durationSeconds });
  return state === 'not-synced-own-app' || state === 'not-synced-coach-run' ? 'not-synced' : state;
}

export function toCalendarSession(event: CalendarEvent): CalendarSession {
  return {
    activityId: event.activityId,
    type: event.type,
    title: event.title,
    startTime: event.startTime,
    durationSeconds: event.durationSeconds,
    teamId: event.teamId,
    dataState: calendarDataStateOf(event),
    href: `/calendar/activity/${encodeURIComponent(event.activityId)}`,
  };
}
