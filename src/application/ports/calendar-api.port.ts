import type { Calendar, CalendarQuery } from '../../domain/activity/calendar';

/**
 * GET /web/player-activities/calendar/{playerId} (docs/product-rules.md#calls, docs/api-sessions.md).
 * Failures reject with ApiError: BP_403 when the signed-in account may not read this player.
 */
export interface CalendarApi {
  getCalendar(playerId: string, query: CalendarQuery): Promise<Calendar>;
}
