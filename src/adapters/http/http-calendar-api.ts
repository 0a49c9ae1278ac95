import type { CalendarApi } from '../../application/ports/calendar-api.port';
import type { Calendar, CalendarQuery } from '../../domain/activity/calendar';
import { readCalendarResponse } from './dto/activity-calendar.dto';
import { callName } from './api-path';
import type { HttpClient } from './http-client';
import { readKept, type KeptReads } from '../offline/kept-reads';

/** CalendarApi over the player API: GET /web/player-activities/calendar/{playerId} (docs/api-sessions.md). */
export class HttpCalendarApi implements CalendarApi {
  /**
   * `kept`: the answers kept to be read offline (docs/product-rules.md#offline): the calendar's last month per player,
   * or, for the dashboard's load status (`keptWith` 'dashboard'), with the dashboard's answers.
   */
  constructor(
    private readonly client: HttpClient,
    private readonly kept?: KeptReads,
    private readonly keptWith: 'calendar' | 'dashboard' = 'calendar',
  ) {}

  async getCalendar(playerId: string, query: CalendarQuery): Promise<Calendar> {
    const pattern = '/web/player-activities/calendar/:playerId';
    const send = () =>
      this.client.get(pattern, {
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
    const place = { group: this.keptWith, item: playerId, key: JSON.stringify([callName('GET', pattern), query]) };
    return readKept(this.kept, place, send, (raw) => readCalendarResponse(raw, callName('GET', pattern)));
  }
}
