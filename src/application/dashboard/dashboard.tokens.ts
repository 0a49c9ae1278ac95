import type { DashboardApi } from '../ports/dashboard-api.port';
import { serviceToken } from '../service-token';
import type { DashboardViewModel } from './dashboard.view-model';

/** The dashboard feature's container keys; the view-model is made per mount. */
export const DASHBOARD_TOKENS = {
  DashboardApi: serviceToken<DashboardApi>('DashboardApi'),
  DashboardViewModel: serviceToken<DashboardViewModel>('DashboardViewModel'),
} as const;
