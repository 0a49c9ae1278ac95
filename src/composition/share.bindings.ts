import type { Container } from 'inversify';
import type { HttpClient, PublicHttpClient } from '../adapters/http/http-client';
import { HttpSessionShareApi } from '../adapters/http/http-session-share-api';
import { HttpSharedSessionApi } from '../adapters/http/http-shared-session-api';
import { APP_TOKENS } from '../application/app.tokens';
import type { AuthSession } from '../application/auth/auth-session.store';
import type { Clock } from '../application/ports/clock.port';
import type { SessionShareApi } from '../application/ports/session-share-api.port';
import type { SharedSessionApi } from '../application/ports/shared-session-api.port';
import type { ActivityCache } from '../application/session-detail/activity-cache';
import { SESSION_DETAIL_TOKENS } from '../application/session-detail/session-detail.tokens';
import { SessionShareModel } from '../application/share/session-share.model';
import { SHARE_TOKENS } from '../application/share/share.tokens';
import { SharedSessionViewModel } from '../application/share/shared-session.view-model';
import type { ToastStore } from '../application/shell/toast.store';
import { PORT_TOKENS } from './port.tokens';

/**
 * The public page of a shared session, /share/:token: its read goes through the client without
 * credentials (docs/api-sessions.md#shared-sessions), even for a signed-in visitor. One view-model per mount.
 */
export function bindShareFeature(container: Container): void {
  container
    .bind(SHARE_TOKENS.SharedSessionApi)
    .toResolvedValue((http: PublicHttpClient) => new HttpSharedSessionApi(http), [PORT_TOKENS.PublicHttpClient])
    .inSingletonScope();
  container
    .bind(SHARE_TOKENS.SharedSessionViewModel)
    .toResolvedValue(
      (api: SharedSessionApi, session: AuthSession, clock: Clock) => new SharedSessionViewModel(api, session, clock),
      [SHARE_TOKENS.SharedSessionApi, APP_TOKENS.AuthSession, APP_TOKENS.Clock],
    )
    .inTransientScope();
}

/**
 * The session page's share control, bound with the session detail (whose page shows it): the signed-in
 * client, the toasts, the acting player, and the activity cache, whose copy of a session a share or a
 * stop makes out of date. One model per mount of the control.
 */
export function bindSessionSharing(container: Container, http: () => HttpClient): void {
  container
    .bind(SHARE_TOKENS.SessionShareApi)
    .toDynamicValue(() => new HttpSessionShareApi(http()))
    .inSingletonScope();
  container
    .bind(SHARE_TOKENS.SessionShareModel)
    .toResolvedValue(
      (api: SessionShareApi, toasts: ToastStore, session: AuthSession, cache: ActivityCache) =>
        new SessionShareModel(api, toasts, session, window.location.origin, (activityId) =>
          cache.invalidate(activityId),
        ),
      [
        SHARE_TOKENS.SessionShareApi,
        APP_TOKENS.ToastStore,
        APP_TOKENS.AuthSession,
        SESSION_DETAIL_TOKENS.ActivityCache,
      ],
    )
    .inTransientScope();
}
