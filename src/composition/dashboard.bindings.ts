import type { Container } from 'inversify';
import { HttpCalendarApi } from '../adapters/http/http-calendar-api';
import { HttpDashboardApi } from '../adapters/http/http-dashboard-api';
import type { HttpClient } from '../adapters/http/http-client';
import type { KeptReads } from '../adapters/offline/kept-reads';
import { APP_TOKENS } from '../application/app.tokens';
import type { AuthSession } from '../application/auth/auth-session.store';
import { DASHBOARD_TOKENS } from '../application/dashboard/dashboard.tokens';
import { DashboardViewModel } from '../application/dashboard/dashboard.view-model';
import { LoadStatusViewModel } from '../application/dashboard/load-status.view-model';
import type { Clock } from '../application/ports/clock.port';
import type { DashboardApi } from '../application/ports/dashboard-api.port';
import { bindOfflineReading, KEPT_READS } from './offline.bindings';

/**
 * Binds the dashboard adapter and view-models. Called once by the composition root
 * with the shared player-API client.
 */
export function bindDashboardFeature(container: Container, http: () => HttpClient): void {
  // The dashboard's answers are kept to be read offline (docs/product-rules.md#offline).
  bindOfflineReading(container);
  container
    .bind(DASHBOARD_TOKENS.DashboardApi)
    .toResolvedValue((kept: KeptReads) => new HttpDashboardApi(http(), kept), [KEPT_READS]);
  // One view-model per mount of the dashboard page.
  container
    .bind(DASHBOARD_TOKENS.DashboardViewModel)
    .toResolvedValue(
      (api: DashboardApi, session: AuthSession, clock: Clock) => new DashboardViewModel(api, session, clock),
      [DASHBOARD_TOKENS.DashboardApi, APP_TOKENS.AuthSession, APP_TOKENS.Clock],
    )
    .inTransientScope();
  // One per mount of the load card (docs/product-rules.md#load-status); the calendar's call names
  // the sessions whose data has not arrived.
  container
    .bind(DASHBOARD_TOKENS.LoadStatusViewModel)
    .toResolvedValue(
      (api: DashboardApi, session: AuthSession, clock: Clock, kept: KeptReads) =>
        new LoadStatusViewModel(api, new HttpCalendarApi(http(), kept, 'dashboard'), session, clock),
      [DASHBOARD_TOKENS.DashboardApi, APP_TOKENS.AuthSession, APP_TOKENS.Clock, KEPT_READS],
    )
    .inTransientScope();
}
