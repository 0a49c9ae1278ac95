import type { SessionShareApi } from '../../application/ports/session-share-api.port';
import { readShareTokenResponse } from './dto/shared-session.dto';
import { callName } from './api-path';
import type { HttpClient } from './http-client';

/** A session's public link. */
const SHARE = '/web/player-activities/:activityId/share';

/** SessionShareApi over the player API, as the signed-in player or parent (docs/api-sessions.md#shared-sessions). */
export class HttpSessionShareApi implements SessionShareApi {
  constructor(private readonly client: HttpClient) {}

  async share(activityId: string): Promise<string> {
    return readShareTokenResponse(
      await this.client.post(SHARE, undefined, { params: { activityId } }),
      callName('POST', SHARE),
    );
  }

  async stopSharing(activityId: string): Promise<void> {
    await this.client.delete(SHARE, { params: { activityId } });
  }
}
