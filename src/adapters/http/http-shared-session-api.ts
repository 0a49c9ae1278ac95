import type { SharedSessionApi } from '../../application/ports/shared-session-api.port';
import type { SharedSession } from '../../domain/activity/shared-session';
import type { Timeline, TimelineQuery } from '../../domain/activity/timeline';
import { readTimelineResponse } from './dto/activity-timeline.dto';
import { readSharedSessionResponse } from './dto/shared-session.dto';
import type { PublicHttpClient } from './http-client';

/**
 * SharedSessionApi over the player API's public calls (docs/api-sessions.md#shared-sessions), through
 * the client without credentials: a signed-in visitor's token never goes with a shared link's read.
 */
export class HttpSharedSessionApi implements SharedSessionApi {
  constructor(private readonly client: PublicHttpClient) {}

  private path(token: string, rest = ''): string {
    return `/public/shared-sessions/${encodeURIComponent(token)}${rest}`;
  }

  async getSharedSession(token: string): Promise<SharedSession> {
    const path = this.path(token);
    return readSharedSessionResponse(await this.client.get(path), 'GET /public/shared-sessions/{token}');
  }

  async getSharedTimeline(token: string, query: TimelineQuery): Promise<Timeline> {
    const raw = await this.client.get(this.path(token, '/timeline'), {
      query: {
        startOffsetSeconds: query.startOffsetSeconds,
        endOffsetSeconds: query.endOffsetSeconds,
        timeInterval: query.timeInterval,
        chartMetricsType: query.chartMetricsType,
      },
    });
    return readTimelineResponse(raw, 'GET /public/shared-sessions/{token}/timeline');
  }
}
