import type { Timeline, TimelineQuery } from '../../domain/activity/timeline';

/**
 * Where the session charts get their timelines (docs/architecture.md#layers): the activity API for a
 * stored session (ActivityApi has this shape), or the samples of a file opened in the browser.
 * `activityId` names the session or file the charts were opened on. Rejects when the data could
 * not be had: the charts then offer to try again.
 */
export interface TimelineSource {
  getTimeline(activityId: string, query: TimelineQuery): Promise<Timeline>;
}
