import type { ActivityDataStatus } from '../activity/activity-type';
import { FLAG_TOO_LONG_SECONDS } from '../session/session-limits';

/**
 * The user-facing state of a session's data (docs/product-rules.md#session-data-states).
 * Each state has its own message (src/ui/messages); not synced has two,
 * one for the player's own mobile app and one for a session a coach ran.
 */
export const DATA_STATES = [
  'valid',
  'missing-or-invalid',
  'not-synced-own-app',
  'not-synced-coach-run',
  'being-processed',
  'failed',
  'belt-not-worn',
  'too-long',
] as const;
export type DataState = (typeof DATA_STATES)[number];

export interface DataStateInput {
  readonly status: ActivityDataStatus;
  /** True when a coach ran the session (team session), false for the player's own app. */
  readonly coachRun: boolean;
  /** The session's length in seconds before any trimming. */
  readonly durationSec: number;
}

/**
 * Maps a status to its state. Only processed data can be "too long": a session over 3.5 h
 * is still shown (trimmed to 4 h) but flagged, so the flag replaces "valid".
 */
export function classifyDataState({ status, coachRun, durationSec }: DataStateInput): DataState {
  switch (status) {
    case 'PROCESSED':
      return durationSec > FLAG_TOO_LONG_SECONDS ? 'too-long' : 'valid';
    case 'INVALID':
      return 'missing-or-invalid';
    case 'NOT_SYNCED':
      return coachRun ? 'not-synced-coach-run' : 'not-synced-own-app';
    case 'NOT_PROCESSED':
      return 'being-processed';
    case 'FAILED':
      return 'failed';
    case 'BELT_NOT_WORN':
      return 'belt-not-worn';
  }
}

/** Whether charts and stats can be shown for a session in this state. */
export function hasViewableData(state: DataState): boolean {
  return state === 'valid' || state === 'too-long';
}

/**
 * The state a list of sessions shows (calendar, session history): a list does not say who ran
 * a session, so the two not-synced states read as one.
 */
export type ListedDataState = Exclude<DataState, 'not-synced-own-app' | 'not-synced-coach-run'> | 'not-synced';

export function toListedDataState(state: DataState): ListedDataState {
  return state === 'not-synced-own-app' || state === 'not-synced-coach-run' ? 'not-synced' : state;
}
