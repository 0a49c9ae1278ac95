import { http, type HttpHandler } from 'msw';
import { toRecordSession } from '../../src/domain/records/history-record-sessions';
import { computePersonalRecords } from '../../src/domain/records/personal-records';
import { mockClock } from '../clock';
import { findPlayerById } from '../db/account-queries';
import { db } from '../db/mock-db';
import { ensureDemoSessions } from '../world/sessions/seed-sessions';
import { ACCESS_DENIED_DESC, requirePlayerAccess } from './auth-guard';
import { jsonResponse, rejectWith } from './respond';
import { sessionHistoryRowsOf } from './session-history/session-history-rows';
import { readTimeZone } from './time-zone-param';

/**
 * GET /web/players/{playerId}/records?timeZone (docs/api-sessions.md#personal-records): the
 * player's records, computed by the domain from the rows the session history answers, so a deleted
 * session gives its records to the next best at once.
 */
export const recordsHandlers: HttpHandler[] = [
  http.get('*/api/web/players/:playerId/records', async ({ request, params }) => {
    await ensureDemoSessions();
    const playerId = String(params['playerId']);
    requirePlayerAccess(request, playerId);
    const player = findPlayerById(db, playerId) ?? rejectWith(403, 'BP_403', ACCESS_DENIED_DESC);
    const timeZone = readTimeZone(new URL(request.url).searchParams);
    const rows = await sessionHistoryRowsOf(player);
    return jsonResponse({ playerId, ...computePersonalRecords(rows.map(toRecordSession), mockClock.now(), timeZone) });
  }),
];
