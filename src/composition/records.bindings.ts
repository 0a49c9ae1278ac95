import type { Container } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client';
import { HttpRecordsApi } from '../adapters/http/http-records-api';
import { HttpSessionHistoryApi } from '../adapters/http/http-session-history-api';
import { APP_TOKENS } from '../application/app.tokens';
import type { AuthSession } from '../application/auth/auth-session.store';
import type { Clock } from '../application/ports/clock.port';
import type { RecordsApi } from '../application/ports/records-api.port';
import { PlayerRecordsStore } from '../application/records/player-records.store';
import { RECORDS_TOKENS } from '../application/records/records.tokens';
import { RecordsViewModel } from '../application/records/records.view-model';

/**
 * Binds the records adapter, store and page view-model (docs/product-rules.md#personal-records).
 * The store is app-wide: the records page, and the record notes of the session page, the calendar
 * and the dashboard (which load these bindings themselves), share one answer. The session history
 * is the records' fallback where the server has no records call.
 */
export function bindRecordsFeature(container: Container, http: () => HttpClient): void {
  container
    .bind(RECORDS_TOKENS.RecordsApi)
    .toResolvedValue(() => new HttpRecordsApi(http()))
    .inSingletonScope();
  container
    .bind(RECORDS_TOKENS.PlayerRecordsStore)
    .toResolvedValue(
      (api: RecordsApi, session: AuthSession, clock: Clock) =>
        new PlayerRecordsStore(api, new HttpSessionHistoryApi(http()), session, clock),
      [RECORDS_TOKENS.RecordsApi, APP_TOKENS.AuthSession, APP_TOKENS.Clock],
    )
    .inSingletonScope();
  container
    .bind(RECORDS_TOKENS.RecordsViewModel)
    .toResolvedValue(
      (store: PlayerRecordsStore, session: AuthSession) => new RecordsViewModel(store, session),
      [RECORDS_TOKENS.PlayerRecordsStore, APP_TOKENS.AuthSession],
    )
    .inTransientScope();
}
