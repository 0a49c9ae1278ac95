import type { LeaderboardApi } from '../ports/leaderboard-api.port';
import { serviceToken } from '../service-token';
import type { LeaderboardViewModel } from './leaderboard.view-model';

/** The leaderboard feature's container keys; the view-model is made per mount. */
export const LEADERBOARD_TOKENS = {
  LeaderboardApi: serviceToken<LeaderboardApi>('LeaderboardApi'),
  LeaderboardViewModel: serviceToken<LeaderboardViewModel>('LeaderboardViewModel'),
} as const;
