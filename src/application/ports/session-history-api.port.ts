import type { SessionHistoryPageSize } from '../../domain/session-history/session-history-paging';
import type { SessionHistory } from '../../domain/session-history/session-history-row';
import type { SessionHistorySort } from '../../domain/session-history/session-history-sort';

export interface SessionHistoryRequest {
  readonly sort: SessionHistorySort;
  /** 0-based; a page beyond the end answers the last page. */
  readonly page: number;
  readonly size: SessionHistoryPageSize;
  /** Ask for the player's name and photo too (the first load). */
  readonly playerInfo: boolean;
}

/**
 * GET /web/session-history/{playerId}?sort&size&page&playerInfo (docs/api-dashboard.md).
 * Rejects with ApiError BP_403 when the account may not read this player. A player without
 * sessions gets an empty page (totalElements 0).
 */
export interface SessionHistoryApi {
  getSessionHistory(playerId: string, request: SessionHistoryRequest): Promise<SessionHistory>;
}
