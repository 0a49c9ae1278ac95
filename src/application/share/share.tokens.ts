import type { SessionShareApi } from '../ports/session-share-api.port';
import type { SharedSessionApi } from '../ports/shared-session-api.port';
import { serviceToken } from '../service-token';
import type { SessionShareModel } from './session-share.model';
import type { SharedSessionViewModel } from './shared-session.view-model';

/**
 * Container keys of sharing a session: the session page's share control (bound with the session
 * detail) and the public page of a shared session. Both the model and the view-model are made per mount.
 */
export const SHARE_TOKENS = {
  SessionShareApi: serviceToken<SessionShareApi>('SessionShareApi'),
  SessionShareModel: serviceToken<SessionShareModel>('SessionShareModel'),
  SharedSessionApi: serviceToken<SharedSessionApi>('SharedSessionApi'),
  SharedSessionViewModel: serviceToken<SharedSessionViewModel>('SharedSessionViewModel'),
} as const;
