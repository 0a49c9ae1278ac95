import type { HttpHandler } from 'msw';
import { activityHandlers } from './sessions/activity-handlers';
import { attachmentHandlers } from './sessions/attachment-handlers';
import { calendarHandlers } from './sessions/calendar-handlers';
import { segmentHandlers } from './sessions/segment-handlers';
import { timelineHandlers } from './sessions/timeline-handler';

/**
 * The session calls of SPEC §7 "Sessions" and ours (docs/api-sessions.md): calendar, activity,
 * description, delete, segments, timeline, attachments, resync. The more specific paths come first.
 */
export const sessionHandlers: HttpHandler[] = [
  ...calendarHandlers,
  ...timelineHandlers,
  ...segmentHandlers,
  ...attachmentHandlers,
  ...activityHandlers,
];
