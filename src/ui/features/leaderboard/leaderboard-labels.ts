import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LeaderboardModeKind } from '../../../application/leaderboard/leaderboard.view-model';
import type { ConsentErrorCode } from '../../../application/privacy/community-consent.model';
import type {
  LeaderboardAggregation,
  LeaderboardDataType,
  LeaderboardScope,
  LeaderboardTimeFrame,
} from '../../../domain/leaderboard/leaderboard-query';
import type { RankChange } from '../../../domain/leaderboard/leaderboard-ranking';

/**
 * Scope is the "global or club view" of the product (docs/product-rules.md#what-each-page-can-do):
 * UNIVERSE is the global board and TEAM the club board; COUNTRY sits between them
 * (docs/product-rules.md#leaderboard-fields). The server ranks, in team mode, every team (global)
 * or the teams of the selected team's club; in individual mode every player or the player's
 * team-mates (docs/api-dashboard.md#leaderboard). One control, not two: a separate
 * "global / club" switch would only set the same `scope` parameter again.
 */
export const scopeLabels: Readonly<Record<LeaderboardScope, MessageDescriptor>> = {
  UNIVERSE: msg`Global`,
  COUNTRY: msg`Country`,
  TEAM: msg`Club`,
};

export const dataTypeLabels: Readonly<Record<LeaderboardDataType, MessageDescriptor>> = {
  MINUTES: msg`AP minutes`,
  SESSIONS: msg`Sessions`,
};

export const aggregationLabels: Readonly<Record<LeaderboardAggregation, MessageDescriptor>> = {
  SUM: msg`Total`,
  AVERAGE: msg`Average`,
};

export const timeFrameLabels: Readonly<Record<LeaderboardTimeFrame, MessageDescriptor>> = {
  CURRENT_WEEK: msg`This week`,
  LAST_WEEK: msg`Last week`,
  CURRENT_MONTH: msg`This month`,
  LAST_MONTH: msg`Last month`,
};

export const modeLabels: Readonly<Record<LeaderboardModeKind, MessageDescriptor>> = {
  individual: msg`Players`,
  team: msg`Teams`,
};

/** The short word shown beside the change icon. */
export const changeLabels: Readonly<Record<RankChange, MessageDescriptor>> = {
  UP: msg`Up`,
  DOWN: msg`Down`,
  SAME: msg`Same`,
  NEW: msg`New`,
};

export const consentErrorMessages: Readonly<Record<ConsentErrorCode, MessageDescriptor>> = {
  CONSENT_SAVE_FAILED: msg`Your choice could not be saved. Please try again.`,
  WITHDRAW_SAVE_FAILED: msg`Your choice could not be saved. Please try again.`,
};
