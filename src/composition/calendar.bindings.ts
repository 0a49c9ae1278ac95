import type { Container } from 'inversify';
import { HttpCalendarApi } from '../adapters/http/http-calendar-api';
import type { HttpClient } from '../adapters/http/http-client';
import type { KeptReads } from '../adapters/offline/kept-reads';
import { APP_TOKENS } from '../application/app.tokens';
import type { AuthSession } from '../application/auth/auth-session.store';
import { CalendarFilterStore } from '../application/calendar/calendar-filter.store';
import { CALENDAR_TOKENS } from '../application/calendar/calendar.tokens';
import { CalendarViewModel } from '../application/calendar/calendar.view-model';
import type { CalendarApi } from '../application/ports/calendar-api.port';
import type { Clock } from '../application/ports/clock.port';
import type { KeyValueStore } from '../application/ports/key-value-store.port';
import { localDayOf } from '../domain/time/time-zone';
import { bindOfflineReading, KEPT_READS } from './offline.bindings';
import { PORT_TOKENS } from './port.tokens';

/**
 * Binds the calendar adapters and view-models. Called once by the composition
 * root with the shared player-API client.
 */
export function bindCalendarFeature(container: Container, http: () => HttpClient): void {
  // The last month read is kept to be read offline (docs/product-rules.md#offline).
  bindOfflineReading(container);
  container
    .bind(CALENDAR_TOKENS.CalendarApi)
    .toResolvedValue((kept: KeptReads) => new HttpCalendarApi(http(), kept), [KEPT_READS]);
  // One view-model (and filter read from storage) per mount of the calendar page.
  container
    .bind(CALENDAR_TOKENS.CalendarViewModel)
    .toResolvedValue(
      (api: CalendarApi, session: AuthSession, kv: KeyValueStore, clock: Clock) =>
        new CalendarViewModel(
          api,
          session,
          new CalendarFilterStore(kv, localDayOf(clock.now(), clock.timeZone())),
          clock,
        ),
      [CALENDAR_TOKENS.CalendarApi, APP_TOKENS.AuthSession, PORT_TOKENS.KeyValueStore, APP_TOKENS.Clock],
    )
    .inTransientScope();
}
