/**
 * Where a session's data came from (docs/api-sessions.md#shapes): the team's belt system run by a
 * coach, the player's own mobile app, a live recording followed as it happened, or a file opened
 * and uploaded.
 */
export const ACTIVITY_SOURCES = ['BELT', 'APP', 'LIVE', 'FILE'] as const;
export type ActivitySource = (typeof ACTIVITY_SOURCES)[number];

/**
 * The source of a session: the answer's own `source` when it gives one; else what coach-run says,
 * the coach's belt system or the player's app (an answer from before the field existed).
 */
export function resolveActivitySource(info: {
  readonly source?: ActivitySource | undefined;
  readonly coachRun: boolean;
}): ActivitySource {
  return info.source ?? (info.coachRun ? 'BELT' : 'APP');
}
