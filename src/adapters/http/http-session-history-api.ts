import type { SessionHistoryApi, SessionHistoryRequest } from '../../application/ports/session-history-api.port';
import type { SessionHistory } from '../../domain/session-history/session-history-row';
import { formatSessionHistorySort } from '../../domain/session-history/session-history-sort';
import { readSessionHistoryResponse } from './dto/session-history.dto';
import { callName } from './api-path';
import type { HttpClient } from './http-client';

/** SessionHistoryApi over the player API: GET /web/session-history/{playerId} (docs/api-dashboard.md). */
export class HttpSessionHistoryApi implements SessionHistoryApi {
  constructor(private readonly client: HttpClient) {}

  async getSessionHistory(playerId: string, request: SessionHistoryRequest): Promise<SessionHistory> {
    const pattern = '/web/session-history/:playerId';
    const query = {
      sort: formatSessionHistorySort(request.sort),
      size: request.size,
      page: request.page,
      playerInfo: request.playerInfo,
    };
    return readSessionHistoryResponse(
      await this.client.get(pattern, { params: { playerId }, query }),
      callName('GET', pattern),
    );
  }
}
