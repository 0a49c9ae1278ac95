import type { ActivityApi } from '../ports/activity-api.port';
import { serviceToken } from '../service-token';
import type { ActivityCache } from './activity-cache';
import type { SessionDetailViewModel } from './session-detail.view-model';

/** Container keys of the session detail. The view-model is made per mount. */
export const SESSION_DETAIL_TOKENS = {
  ActivityApi: serviceToken<ActivityApi>('ActivityApi'),
  ActivityCache: serviceToken<ActivityCache>('ActivityCache'),
  SessionDetailViewModel: serviceToken<SessionDetailViewModel>('SessionDetailViewModel'),
} as const;
