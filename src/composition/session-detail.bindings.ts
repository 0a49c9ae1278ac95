import type { Container } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client';
import { HttpActivityApi } from '../adapters/http/http-activity-api';
import { APP_TOKENS } from '../application/app-tokens';
import { ActivityCache } from '../application/activity/activity-cache';
import { ACTIVITY_TOKENS } from '../application/activity/activity-tokens';
import { SessionDetailViewModel } from '../application/activity/session-detail.view-model';
import type { AuthSession } from '../application/auth/auth-session.store';
import type { ActivityApi } from '../application/ports/activity-api.port';
import type { ToastStore } from '../application/shell/toast.store';

/**
 * Binds the session-detail adapters and view-models (issue 4). Called once by the composition
 * root with the shared player-API client. The cache is app-wide (it outlives a page); the
 * view-model is made per mount.
 */
export function bindSessionDetailFeature(container: Container, http: () => HttpClient): void {
  container.bind(ACTIVITY_TOKENS.ActivityApi).toDynamicValue(() => new HttpActivityApi(http())).inSingletonScope();
  container
    .bind(ACTIVITY_TOKENS.ActivityCache)
    .toResolvedValue((session: AuthSession) => new ActivityCache(session.playerChanges$), [APP_TOKENS.AuthSession])
    .inSingletonScope();
  container
    .bind(ACTIVITY_TOKENS.SessionDetailViewModel)
    .toResolvedValue(
      (api: ActivityApi, cache: ActivityCache, toasts: ToastStore, session: AuthSession) =>
        new SessionDetailViewModel(api, cache, toasts, session),
      [ACTIVITY_TOKENS.ActivityApi, ACTIVITY_TOKENS.ActivityCache, APP_TOKENS.ToastStore, APP_TOKENS.AuthSession],
    )
    .inTransientScope();
}
