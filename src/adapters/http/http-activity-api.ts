import type { ActivityApi, AttachmentFile, NewLink } from '../../application/ports/activity-api.port';
import type { Activity, Attachment } from '../../domain/activity/activity';
import type { ActivitySegment, NewSegment, SegmentMetricsType } from '../../domain/activity/activity-segment';
import type { Timeline, TimelineQuery } from '../../domain/activity/timeline';
import { readActivityResponse } from './dto/activity.dto';
import { readAttachmentResponse } from './dto/activity-attachment.dto';
import { readSegmentResponse, readSegmentsResponse } from './dto/activity-segment.dto';
import { readTimelineResponse } from './dto/activity-timeline.dto';
import { callName } from './api-path';
import type { HttpClient } from './http-client';
import type { RequestOptions } from './http-client-options';
import { IdempotencyKeys } from './idempotency-keys';
import { uploadTimeoutMs } from './upload-time-out';
import { readKept, type KeptReads } from '../offline/kept-reads';

/** Where a session's answer is kept for offline reading: the session, named by its call and query. */
const keptPlace = (activityId: string, call: string, query: object) =>
  ({ group: 'session', item: activityId, key: JSON.stringify([call, query]) }) as const;

/** Where a file or a link is attached to a session. */
const ATTACHMENTS = '/web/player-activities/:activityId/attachments';

/** ActivityApi over the player API (docs/api-sessions.md; our paths: docs/product-rules.md#calls). */
export class HttpActivityApi implements ActivityApi {
  /** Keys of the attachment POSTs not yet answered with success (one instance per app: a singleton binding). */
  private readonly attachmentKeys = new IdempotencyKeys();

  /** `kept`: the answers kept to be read offline (docs/product-rules.md#offline), the last sessions opened. */
  constructor(
    private readonly client: HttpClient,
    private readonly kept?: KeptReads,
  ) {}

  async getActivity(activityId: string): Promise<Activity> {
    const pattern = '/web/player-activities/:activityId';
    const send = () => this.client.get(pattern, { params: { activityId } });
    return readKept(this.kept, keptPlace(activityId, pattern, {}), send, (raw) =>
      readActivityResponse(raw, callName('GET', pattern)),
    );
  }

  async deleteActivity(activityId: string): Promise<void> {
    await this.client.delete('/web/player-activities/:activityId', { params: { activityId } });
  }

  async updateDescription(activityId: string, text: string): Promise<void> {
    // A string body goes as text/plain (a plain-text body, docs/api-sessions.md).
    await this.client.put('/web/player-activities/:activityId/description', text, { params: { activityId } });
  }

  async getSegments(activityId: string, metricsType: SegmentMetricsType): Promise<ActivitySegment[]> {
    const pattern = '/web/player-activities/:activityId/segments';
    const send = () => this.client.get(pattern, { params: { activityId }, query: { metricsType } });
    return readKept(this.kept, keptPlace(activityId, pattern, { metricsType }), send, (raw) =>
      readSegmentsResponse(raw, callName('GET', pattern)),
    );
  }

  async createSegment(activityId: string, segment: NewSegment): Promise<ActivitySegment> {
    const pattern = '/web/player-activities/:activityId/segments';
    const body = { name: segment.name, startSec: segment.startSec, endSec: segment.endSec };
    return readSegmentResponse(
      await this.client.post(pattern, body, { params: { activityId } }),
      callName('POST', pattern),
    );
  }

  async deleteSegment(activityId: string, segmentId: string): Promise<void> {
    await this.client.delete('/web/player-activities/:activityId/segments/:segmentId', {
      params: { activityId, segmentId },
    });
  }

  async getTimeline(activityId: string, query: TimelineQuery): Promise<Timeline> {
    const pattern = '/web/player-activities/:activityId/timeline';
    const sent = {
      startOffsetSeconds: query.startOffsetSeconds,
      endOffsetSeconds: query.endOffsetSeconds,
      timeInterval: query.timeInterval,
      chartMetricsType: query.chartMetricsType,
    };
    const send = () => this.client.get(pattern, { params: { activityId }, query: sent });
    return readKept(this.kept, keptPlace(activityId, pattern, sent), send, (raw) =>
      readTimelineResponse(raw, callName('GET', pattern)),
    );
  }

  async uploadAttachment(activityId: string, file: AttachmentFile): Promise<Attachment> {
    const form = new FormData();
    form.set('file', file, file.name);
    // The same file is the same name, size, type and modification time: picked again after a failure, it is.
    const lastModified = 'lastModified' in file && typeof file.lastModified === 'number' ? file.lastModified : null;
    const sameFile = JSON.stringify(['file', activityId, file.name, file.size, file.type, lastModified]);
    const timeoutMs = uploadTimeoutMs(file.size);
    const raw = await this.attachmentKeys.send(sameFile, (idempotencyKey) =>
      this.postAttachment(activityId, form, { idempotencyKey, timeoutMs }),
    );
    return readAttachmentResponse(raw, callName('POST', ATTACHMENTS));
  }

  async addLink(activityId: string, link: NewLink): Promise<Attachment> {
    const form = new FormData();
    form.set('url', link.url);
    if (link.fileName !== undefined && link.fileName.trim() !== '') form.set('fileName', link.fileName);
    const sameLink = JSON.stringify(['link', activityId, link.url, link.fileName ?? '']);
    const raw = await this.attachmentKeys.send(sameLink, (idempotencyKey) =>
      this.postAttachment(activityId, form, { idempotencyKey }),
    );
    return readAttachmentResponse(raw, callName('POST', ATTACHMENTS));
  }

  async deleteAttachment(activityId: string, attachmentId: string): Promise<void> {
    await this.client.delete('/web/player-activities/:activityId/attachments/:attachmentId', {
      params: { activityId, attachmentId },
    });
  }

  async resync(activityId: string): Promise<void> {
    await this.client.post('/web/player-activities/:activityId/resync', undefined, { params: { activityId } });
  }

  private postAttachment(
    activityId: string,
    form: FormData,
    options: Pick<RequestOptions, 'idempotencyKey' | 'timeoutMs'>,
  ): Promise<unknown> {
    return this.client.post(ATTACHMENTS, form, { ...options, params: { activityId } });
  }
}
