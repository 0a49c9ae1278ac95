/** Session types (docs/product-rules.md#calendar-answer): the four kinds of event on the calendar. */
export const ACTIVITY_TYPES = ['GAME', 'TRAINING', 'OTHER', 'INDIVIDUAL'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * The server's data status of a session (docs/product-rules.md#data-statuses). The user-facing
 * data states (valid, missing or invalid, not synced, being processed, failed, belt not worn,
 * too long) are derived from it in src/domain/data-states.
 */
export const ACTIVITY_DATA_STATUSES = [
  'INVALID',
  'PROCESSED',
  'NOT_SYNCED',
  'NOT_PROCESSED',
  'FAILED',
  'BELT_NOT_WORN',
] as const;
export type ActivityDataStatus = (typeof ACTIVITY_DATA_STATUSES)[number];

export function isActivityType(value: unknown): value is ActivityType {
  return typeof value === 'string' && (ACTIVITY_TYPES as readonly string[]).includes(value);
}

/** The breadcrumb of the session detail reads 'Individual Session' for INDIVIDUAL, else 'Team Session' (docs/product-rules.md#signed-in-routes). */
export function isIndividualActivity(type: ActivityType): boolean {
  return type === 'INDIVIDUAL';
}
