import type { Container } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client';
import { HttpLeaderboardApi } from '../adapters/http/http-leaderboard-api';
import { APP_TOKENS } from '../application/app.tokens';
import type { AuthSession } from '../application/auth/auth-session.store';
import { LEADERBOARD_TOKENS } from '../application/leaderboard/leaderboard.tokens';
import { LeaderboardViewModel } from '../application/leaderboard/leaderboard.view-model';
import type { AccountApi } from '../application/ports/account-api.port';
import type { Clock } from '../application/ports/clock.port';
import type { LeaderboardApi } from '../application/ports/leaderboard-api.port';
import { PORT_TOKENS } from './port.tokens';

/**
 * Binds the leaderboard adapter and view-model. The account API (the consent's
 * privacy call) is bound by the root; the view-model is made per mount of the page.
 */
export function bindLeaderboardFeature(container: Container, http: () => HttpClient): void {
  container.bind(LEADERBOARD_TOKENS.LeaderboardApi).toResolvedValue(() => new HttpLeaderboardApi(http()));
  container
    .bind(LEADERBOARD_TOKENS.LeaderboardViewModel)
    .toResolvedValue(
      (api: LeaderboardApi, account: AccountApi, session: AuthSession, clock: Clock) =>
        new LeaderboardViewModel(api, account, session, clock),
      [LEADERBOARD_TOKENS.LeaderboardApi, PORT_TOKENS.AccountApi, APP_TOKENS.AuthSession, APP_TOKENS.Clock],
    )
    .inTransientScope();
}
