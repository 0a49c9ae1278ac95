import type { SessionShareApi } from '../../application/ports/session-share-api.port';
import { readShareTokenResponse } from './dto/shared-session.dto';
import type { HttpClient } from './http-client';

/** SessionShareApi over the player API, as the signed-in player or parent (docs/api-sessions.md#shared-sessions). */
export class HttpSessionShareApi implements SessionShareApi {
  constructor(private readonly client: HttpClient) {}

  private path(activityId: string): string {
    return `/web/player-activities/${encodeURIComponent(activityId)}/share`;
  }

  async share(activityId: string): Promise<string> {
    const path = this.path(activityId);
    return readShareTokenResponse(await this.client.post(path), `POST ${path}`);
  }

  async stopSharing(activityId: string): Promise<void> {
    await this.client.delete(this.path(activityId));
  }
}
