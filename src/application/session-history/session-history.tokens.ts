import type { SessionHistoryApi } from '../ports/session-history-api.port';
import { serviceToken } from '../service-token';
import type { SessionHistoryViewModel } from './session-history.view-model';

/** The session history feature's container keys; the view-model is made per mount. */
export const SESSION_HISTORY_TOKENS = {
  SessionHistoryApi: serviceToken<SessionHistoryApi>('SessionHistoryApi'),
  SessionHistoryViewModel: serviceToken<SessionHistoryViewModel>('SessionHistoryViewModel'),
} as const;
