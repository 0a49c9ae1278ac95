import { http, type HttpHandler } from 'msw';
import { sortAndPage } from '../../src/domain/session-history/session-history-order';
import { parsePageNumber, parseSessionHistoryPageSize } from '../../src/domain/session-history/session-history-paging';
import type { SessionHistory } from '../../src/domain/session-history/session-history-row';
import {
  formatSessionHistorySort,
  parseSessionHistorySort,
} from '../../src/domain/session-history/session-history-sort';
import { findPlayerById } from '../db/account-queries';
import { db } from '../db/mock-db';
import { ensureDemoSessions } from '../world/sessions/seed-sessions';
import { ACCESS_DENIED_DESC, requirePlayerAccess } from './auth-guard';
import { jsonResponse, rejectWith } from './respond';
import { sessionHistoryRowsOf, toPlayerInfo } from './session-history/session-history-rows';

/**
 * GET /web/session-history/{playerId}?sort=field,direction&size&page&playerInfo
 * (docs/api-dashboard.md#session-history). Lenient like the table it feeds: an unreadable sort
 * is `date,desc`, a size outside 10/25/50/100 is 10, a page beyond the end is the last page.
 */
export const sessionHistoryHandlers: HttpHandler[] = [
  http.get('*/api/web/session-history/:playerId', async ({ request, params }) => {
    await ensureDemoSessions();
    const playerId = String(params['playerId']);
    requirePlayerAccess(request, playerId);
    const player = findPlayerById(db, playerId) ?? rejectWith(403, 'BP_403', ACCESS_DENIED_DESC);
    const query = new URL(request.url).searchParams;
    const sort = parseSessionHistorySort(query.get('sort'));
    const page = sortAndPage(
      await sessionHistoryRowsOf(player),
      sort,
      parsePageNumber(query.get('page')),
      parseSessionHistoryPageSize(query.get('size')),
    );
    const answer: Omit<SessionHistory, 'sort'> & { sort: string } = {
      playerInfo: query.get('playerInfo') === 'true' ? toPlayerInfo(player) : null,
      sort: formatSessionHistorySort(sort),
      playerSessions: page,
    };
    return jsonResponse(answer);
  }),
];
