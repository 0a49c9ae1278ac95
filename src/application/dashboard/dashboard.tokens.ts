import type { DashboardApi } from '../ports/dashboard-api.port';
import { serviceToken } from '../service-token';
import type { DashboardViewModel } from './dashboard.view-model';
import type { LoadStatusViewModel } from './load-status.view-model';

/** The dashboard feature's container keys; the view-models are made per mount (the page's, the load card's). */
export const DASHBOARD_TOKENS = {
  DashboardApi: serviceToken<DashboardApi>('DashboardApi'),
  DashboardViewModel: serviceToken<DashboardViewModel>('DashboardViewModel'),
  LoadStatusViewModel: serviceToken<LoadStatusViewModel>('LoadStatusViewModel'),
} as const;
