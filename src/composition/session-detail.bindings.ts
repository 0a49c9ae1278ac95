import type { Container } from 'inversify';
import { AnchorFileDownload } from '../adapters/download/anchor-file-download';
import type { HttpClient } from '../adapters/http/http-client';
import type { KeptReads } from '../adapters/offline/kept-reads';
import { HttpActivityApi } from '../adapters/http/http-activity-api';
import { APP_TOKENS } from '../application/app.tokens';
import { ActivityCache } from '../application/session-detail/activity-cache';
import { SESSION_DETAIL_TOKENS } from '../application/session-detail/session-detail.tokens';
import { SessionDetailViewModel } from '../application/session-detail/session-detail.view-model';
import type { AuthSession } from '../application/auth/auth-session.store';
import type { ActivityApi } from '../application/ports/activity-api.port';
import type { Clock } from '../application/ports/clock.port';
import type { FileDownload } from '../application/ports/file-download.port';
import type { ToastStore } from '../application/shell/toast.store';
import { bindOfflineReading, KEPT_READS } from './offline.bindings';
import { PORT_TOKENS } from './port.tokens';
import { bindSessionSharing } from './share.bindings';

/**
 * Binds the session-detail adapters and view-models. Called once by the composition
 * root with the shared player-API client. The cache is app-wide (it outlives a page); the
 * view-model is made per mount.
 */
export function bindSessionDetailFeature(container: Container, http: () => HttpClient): void {
  // Shared with the file page, whichever binds first (each feature is bound once).
  if (!container.isBound(PORT_TOKENS.FileDownload)) {
    container
      .bind(PORT_TOKENS.FileDownload)
      .toResolvedValue((clock: Clock) => new AnchorFileDownload(document, URL, clock.scheduler), [APP_TOKENS.Clock])
      .inSingletonScope();
  }
  // The last sessions opened are kept to be read offline (docs/product-rules.md#offline).
  bindOfflineReading(container);
  container
    .bind(SESSION_DETAIL_TOKENS.ActivityApi)
    .toResolvedValue((kept: KeptReads) => new HttpActivityApi(http(), kept), [KEPT_READS])
    .inSingletonScope();
  container
    .bind(SESSION_DETAIL_TOKENS.ActivityCache)
    .toResolvedValue((session: AuthSession) => new ActivityCache(session.playerChanges$), [APP_TOKENS.AuthSession])
    .inSingletonScope();
  container
    .bind(SESSION_DETAIL_TOKENS.SessionDetailViewModel)
    .toResolvedValue(
      (
        api: ActivityApi,
        cache: ActivityCache,
        toasts: ToastStore,
        session: AuthSession,
        download: FileDownload,
        clock: Clock,
      ) => new SessionDetailViewModel(api, cache, toasts, session, download, clock),
      [
        SESSION_DETAIL_TOKENS.ActivityApi,
        SESSION_DETAIL_TOKENS.ActivityCache,
        APP_TOKENS.ToastStore,
        APP_TOKENS.AuthSession,
        PORT_TOKENS.FileDownload,
        APP_TOKENS.Clock,
      ],
    )
    .inTransientScope();
  // The page's share control (docs/product-rules.md#shared-sessions).
  bindSessionSharing(container, http);
}
