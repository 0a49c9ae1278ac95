import type { SharedSession } from '../../domain/activity/shared-session';
import type { Timeline, TimelineQuery } from '../../domain/activity/timeline';

/**
 * The public read of a shared session (docs/api-sessions.md#shared-sessions), sent without the
 * visitor's credentials. An unknown, revoked or never shared token rejects with ApiError BP_404,
 * the same for each.
 */
export interface SharedSessionApi {
  /** GET /public/shared-sessions/{token} */
  getSharedSession(token: string): Promise<SharedSession>;
  /** GET /public/shared-sessions/{token}/timeline: the private timeline call's query and answer. */
  getSharedTimeline(token: string, query: TimelineQuery): Promise<Timeline>;
}
