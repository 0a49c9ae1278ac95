import type { Activity, Attachment } from '../../domain/activity/activity';
import type { ActivitySegment, NewSegment, SegmentMetricsType } from '../../domain/activity/activity-segment';
import type { Timeline, TimelineQuery } from '../../domain/activity/timeline';

/** A file to upload: a browser File fits (a Blob with a name). */
export type AttachmentFile = Blob & { readonly name: string };

export interface NewLink {
  /** Only http: and https: URLs are accepted (docs/architecture.md#security). */
  readonly url: string;
  readonly fileName?: string;
}

/**
 * One session and its edits (docs/product-rules.md#calls, docs/api-sessions.md). Every call rejects with
 * ApiError: BP_403 access denied (the activity is "not found" to the user), BP_404 deleted,
 * BP_400 a validation failure (desc names the rule: SEGMENT_TOO_SHORT, SEGMENT_OUT_OF_SCOPE,
 * DESCRIPTION_TOO_LONG, LINK_NOT_HTTP, INVALID_DATA), BP_431 attachment over 10 MB.
 */
export interface ActivityApi {
  /** GET /web/player-activities/{activityId} */
  getActivity(activityId: string): Promise<Activity>;
  /** DELETE /web/player-activities/{activityId} */
  deleteActivity(activityId: string): Promise<void>;
  /** PUT /web/player-activities/{activityId}/description (plain text, ≤ 500 code points). */
  updateDescription(activityId: string, text: string): Promise<void>;
  /** GET /web/player-activities/{activityId}/segments?metricsType= */
  getSegments(activityId: string, metricsType: SegmentMetricsType): Promise<ActivitySegment[]>;
  /** POST /web/player-activities/{activityId}/segments: answers the new segment (with HR stats). */
  createSegment(activityId: string, segment: NewSegment): Promise<ActivitySegment>;
  /** DELETE /web/player-activities/{activityId}/segments/{segmentId} */
  deleteSegment(activityId: string, segmentId: string): Promise<void>;
  /** GET /web/player-activities/{activityId}/timeline (our path: docs/product-rules.md#calls). */
  getTimeline(activityId: string, query: TimelineQuery): Promise<Timeline>;
  /** POST multipart /web/player-activities/{activityId}/attachments with `file`. */
  uploadAttachment(activityId: string, file: AttachmentFile): Promise<Attachment>;
  /** POST multipart /web/player-activities/{activityId}/attachments with `url` and optional `fileName`. */
  addLink(activityId: string, link: NewLink): Promise<Attachment>;
  /** DELETE /web/player-activities/{activityId}/attachments/{attachmentId} */
  deleteAttachment(activityId: string, attachmentId: string): Promise<void>;
  /** POST /web/player-activities/{activityId}/resync: a coach or the player who ran it, else BP_403. */
  resync(activityId: string): Promise<void>;
}
