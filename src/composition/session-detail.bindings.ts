import type { Container } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client';
import { HttpActivityApi } from '../adapters/http/http-activity-api';
import { APP_TOKENS } from '../application/app-tokens';
import { ActivityCache } from '../application/session-detail/activity-cache';
import { SESSION_DETAIL_TOKENS } from '../application/session-detail/session-detail-tokens';
import { SessionDetailViewModel } from '../application/session-detail/session-detail.view-model';
import type { AuthSession } from '../application/auth/auth-session.store';
import type { ActivityApi } from '../application/ports/activity-api.port';
import type { ToastStore } from '../application/shell/toast.store';

/**
 * Binds the session-detail adapters and view-models (issue 4). Called once by the composition
 * root with the shared player-API client. The cache is app-wide (it outlives a page); the
 * view-model is made per mount.
 */
export function bindSessionDetailFeature(container: Container, http: () => HttpClient): void {
  container.bind(SESSION_DETAIL_TOKENS.ActivityApi).toDynamicValue(() => new HttpActivityApi(http())).inSingletonScope();
  container
    .bind(SESSION_DETAIL_TOKENS.ActivityCache)
    .toResolvedValue((session: AuthSession) => new ActivityCache(session.playerChanges$), [APP_TOKENS.AuthSession])
    .inSingletonScope();
  container
    .bind(SESSION_DETAIL_TOKENS.SessionDetailViewModel)
    .toResolvedValue(
      (api: ActivityApi, cache: ActivityCache, toasts: ToastStore, session: AuthSession) =>
        new SessionDetailViewModel(api, cache, toasts, session),
      [SESSION_DETAIL_TOKENS.ActivityApi, SESSION_DETAIL_TOKENS.ActivityCache, APP_TOKENS.ToastStore, APP_TOKENS.AuthSession],
    )
    .inTransientScope();
}
