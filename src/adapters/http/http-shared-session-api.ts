import type { SharedSessionApi } from '../../application/ports/shared-session-api.port';
import type { SharedSession } from '../../domain/activity/shared-session';
import type { Timeline, TimelineQuery } from '../../domain/activity/timeline';
import { readTimelineResponse } from './dto/activity-timeline.dto';
import { readSharedSessionResponse } from './dto/shared-session.dto';
import { callName } from './api-path';
import type { PublicHttpClient } from './http-client';

/**
 * SharedSessionApi over the player API's public calls (docs/api-sessions.md#shared-sessions), through
 * the client without credentials: a signed-in visitor's token never goes with a shared link's read.
 */
export class HttpSharedSessionApi implements SharedSessionApi {
  constructor(private readonly client: PublicHttpClient) {}

  async getSharedSession(token: string): Promise<SharedSession> {
    const pattern = '/public/shared-sessions/:token';
    return readSharedSessionResponse(await this.client.get(pattern, { params: { token } }), callName('GET', pattern));
  }

  async getSharedTimeline(token: string, query: TimelineQuery): Promise<Timeline> {
    const pattern = '/public/shared-sessions/:token/timeline';
    const raw = await this.client.get(pattern, {
      params: { token },
      query: {
        startOffsetSeconds: query.startOffsetSeconds,
        endOffsetSeconds: query.endOffsetSeconds,
        timeInterval: query.timeInterval,
        chartMetricsType: query.chartMetricsType,
      },
    });
    return readTimelineResponse(raw, callName('GET', pattern));
  }
}
