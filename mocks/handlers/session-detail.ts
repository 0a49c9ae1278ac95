import type { HttpHandler } from 'msw';
import { activityHandlers } from './session-detail/activity-handlers';
import { attachmentHandlers } from './session-detail/attachment-handlers';
import { segmentHandlers } from './session-detail/segment-handlers';
import { timelineHandlers } from './session-detail/timeline-handler';

/**
 * The session-detail calls (docs/api-sessions.md): activity, description, delete, segments,
 * timeline, attachments, resync. The more specific paths come first.
 */
export const sessionDetailHandlers: HttpHandler[] = [
  ...timelineHandlers,
  ...segmentHandlers,
  ...attachmentHandlers,
  ...activityHandlers,
];
