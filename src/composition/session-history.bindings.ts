import type { Container } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client';
import { HttpSessionHistoryApi } from '../adapters/http/http-session-history-api';
import { APP_TOKENS } from '../application/app.tokens';
import type { AuthSession } from '../application/auth/auth-session.store';
import type { Clock } from '../application/ports/clock.port';
import type { SessionHistoryApi } from '../application/ports/session-history-api.port';
import { SESSION_HISTORY_TOKENS } from '../application/session-history/session-history.tokens';
import { SessionHistoryViewModel } from '../application/session-history/session-history.view-model';

/**
 * Binds the session history's adapter and view-model. Called once by the
 * composition root with the shared player-API client.
 */
export function bindSessionHistoryFeature(container: Container, http: () => HttpClient): void {
  container.bind(SESSION_HISTORY_TOKENS.SessionHistoryApi).toResolvedValue(() => new HttpSessionHistoryApi(http()));
  // One view-model per mount of the page: the place it shows comes from the URL each time.
  container
    .bind(SESSION_HISTORY_TOKENS.SessionHistoryViewModel)
    .toResolvedValue(
      (api: SessionHistoryApi, session: AuthSession, clock: Clock) => new SessionHistoryViewModel(api, session, clock),
      [SESSION_HISTORY_TOKENS.SessionHistoryApi, APP_TOKENS.AuthSession, APP_TOKENS.Clock],
    )
    .inTransientScope();
}
