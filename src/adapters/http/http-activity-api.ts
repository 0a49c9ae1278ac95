import type { ActivityApi, AttachmentFile, NewLink } from '../../application/ports/activity-api.port';
import type { Activity, Attachment } from '../../domain/activity/activity';
import type { ActivitySegment, NewSegment, SegmentMetricsType } from '../../domain/activity/activity-segment';
import type { Timeline, TimelineQuery } from '../../domain/activity/timeline';
import { readActivityResponse } from './dto/activity.dto';
import { readAttachmentResponse } from './dto/activity-attachment.dto';
import { readSegmentResponse, readSegmentsResponse } from './dto/activity-segment.dto';
import { readTimelineResponse } from './dto/activity-timeline.dto';
import type { HttpClient } from './http-client';
import { IdempotencyKeys } from './idempotency-keys';
import { uploadTimeoutMs } from './upload-time-out';

/** ActivityApi over the player API (docs/api-sessions.md; our paths: docs/product-rules.md#calls). */
export class HttpActivityApi implements ActivityApi {
  /** Keys of the attachment POSTs not yet answered with success (one instance per app: a singleton binding). */
  private readonly attachmentKeys = new IdempotencyKeys();

  constructor(private readonly client: HttpClient) {}

  private path(activityId: string, rest = ''): string {
    return `/web/player-activities/${encodeURIComponent(activityId)}${rest}`;
  }

  async getActivity(activityId: string): Promise<Activity> {
    const path = this.path(activityId);
    return readActivityResponse(await this.client.get(path), `GET ${path}`);
  }

  async deleteActivity(activityId: string): Promise<void> {
    await this.client.delete(this.path(activityId));
  }

  async updateDescription(activityId: string, text: string): Promise<void> {
    // A string body goes as text/plain (a plain-text body, docs/api-sessions.md).
    await this.client.put(this.path(activityId, '/description'), text);
  }

  async getSegments(activityId: string, metricsType: SegmentMetricsType): Promise<ActivitySegment[]> {
    const path = this.path(activityId, '/segments');
    return readSegmentsResponse(await this.client.get(path, { query: { metricsType } }), `GET ${path}`);
  }

  async createSegment(activityId: string, segment: NewSegment): Promise<ActivitySegment> {
    const path = this.path(activityId, '/segments');
    const body = { name: segment.name, startSec: segment.startSec, endSec: segment.endSec };
    return readSegmentResponse(await this.client.post(path, body), `POST ${path}`);
  }

  async deleteSegment(activityId: string, segmentId: string): Promise<void> {
    await this.client.delete(this.path(activityId, `/segments/${encodeURIComponent(segmentId)}`));
  }

  async getTimeline(activityId: string, query: TimelineQuery): Promise<Timeline> {
    const path = this.path(activityId, '/timeline');
    const raw = await this.client.get(path, {
      query: {
        startOffsetSeconds: query.startOffsetSeconds,
        endOffsetSeconds: query.endOffsetSeconds,
        timeInterval: query.timeInterval,
        chartMetricsType: query.chartMetricsType,
      },
    });
    return readTimelineResponse(raw, `GET ${path}`);
  }

  async uploadAttachment(activityId: string, file: AttachmentFile): Promise<Attachment> {
    const path = this.path(activityId, '/attachments');
    const form = new FormData();
    form.set('file', file, file.name);
    // The same file is the same name, size, type and modification time: picked again after a failure, it is.
    const lastModified = 'lastModified' in file && typeof file.lastModified === 'number' ? file.lastModified : null;
    const sameFile = JSON.stringify(['file', activityId, file.name, file.size, file.type, lastModified]);
    const timeoutMs = uploadTimeoutMs(file.size);
    const raw = await this.attachmentKeys.send(sameFile, (idempotencyKey) => this.client.post(path, form, { idempotencyKey, timeoutMs }));
    return readAttachmentResponse(raw, `POST ${path}`);
  }

  async addLink(activityId: string, link: NewLink): Promise<Attachment> {
    const path = this.path(activityId, '/attachments');
    const form = new FormData();
    form.set('url', link.url);
    if (link.fileName !== undefined && link.fileName.trim() !== '') form.set('fileName', link.fileName);
    const sameLink = JSON.stringify(['link', activityId, link.url, link.fileName ?? '']);
    const raw = await this.attachmentKeys.send(sameLink, (idempotencyKey) => this.client.post(path, form, { idempotencyKey }));
    return readAttachmentResponse(raw, `POST ${path}`);
  }

  async deleteAttachment(activityId: string, attachmentId: string): Promise<void> {
    await this.client.delete(this.path(activityId, `/attachments/${encodeURIComponent(attachmentId)}`));
  }

  async resync(activityId: string): Promise<void> {
    await this.client.post(this.path(activityId, '/resync'));
  }
}
