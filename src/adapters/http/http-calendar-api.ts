import type { CalendarApi } from '../../application/ports/calendar-api.port';
import type { Calendar, CalendarQuery } from '../../domain/activity/calendar';
import { readCalendarResponse } from './dto/activity-calendar.dto';
import { callName } from './api-path';
import type { HttpClient } from './http-client';

/** CalendarApi over the player API: GET /web/player-activities/calendar/{playerId} (docs/api-sessions.md). */
export class HttpCalendarApi implements CalendarApi {
  constructor(private readonly client: HttpClient) {}

  async getCalendar(playerId: string, query: CalendarQuery): Promise<Calendar> {
    const pattern = '/web/player-activities/calendar/:playerId';
    const raw = await this.client.get(pattern, {
      params: { playerId },
      query: {
        from: query.from,
        to: query.to,
        timeZone: query.timeZone,
        // Comma-separated lists; empty means "all" and is left out.
        types: query.types !== undefined && query.types.length > 0 ? query.types.join(',') : undefined,
        teamIds: query.teamIds !== undefined && query.teamIds.length > 0 ? query.teamIds.join(',') : undefined,
      },
    });
    return readCalendarResponse(raw, callName('GET', pattern));
  }
}
