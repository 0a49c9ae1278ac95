import type { Bpm, Seconds } from '../units/branded-units';
import type { PlayerActivitySummary } from './activity';
import type { ActivityDataStatus, ActivityType } from './activity-type';

/**
 * A session as its public link shows it to anyone who has the link (docs/api-sessions.md#shared-sessions,
 * docs/product-rules.md#shared-sessions): what it was and when, its figures and how it was analysed.
 * Nothing else of the session travels: no player, team, participant, description or attachment.
 */
export interface SharedSession {
  readonly title: string;
  readonly type: ActivityType;
  /** ISO 8601 instant of the start. */
  readonly startTime: string;
  /** Recorded length of the session (before trimming). */
  readonly durationSeconds: Seconds;
  /** The length that was analysed and is charted (≤ 4 h). */
  readonly analysedSeconds: Seconds;
  /** Over 3.5 h. */
  readonly tooLong: boolean;
  /** Over 4 h: only the first 4 h are analysed and charted. */
  readonly trimmed: boolean;
  readonly dataStatus: ActivityDataStatus;
  /** Null unless the data are processed. */
  readonly summary: PlayerActivitySummary | null;
  /** The HRmax the session was analysed with (zones, % HRmax, workload); null without processed data. */
  readonly hrmax: Bpm | null;
}
