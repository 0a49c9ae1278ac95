import type { IsoDate } from '../time/civil-date';
import type { Meters, Seconds, Trimps } from '../units/branded-units';
import type { ActivityDataStatus, ActivityType } from './activity-type';
import type { MaybeMeasured } from './measured-figure';

/**
 * The figures of a shared session (docs/api-sessions.md#what-a-share-shows): the session, never the
 * body. Heart rate only as a share of HRmax, never in bpm, and no HRmax; no calories and no MET (with
 * the duration they give the weight); no comparison with the player's usual.
 */
export interface SharedSessionSummary {
  /** Time-weighted mean heart rate, in whole % HRmax; null without a reading. */
  readonly avgHrPercent: number | null;
  /** Highest heart rate, in whole % HRmax; null without a reading. */
  readonly maxHrPercent: number | null;
  readonly timeAbove80Seconds: Seconds;
  /** 0–100, of the analysed time. */
  readonly timeAbove80Percent: number;
  /** Display zones: low < 60 %, moderate 60–80 %, high ≥ 80 % HRmax. */
  readonly zoneSeconds: { readonly low: Seconds; readonly moderate: Seconds; readonly high: Seconds };
  /** Edwards zones 1..5 (index 0 is zone 1). */
  readonly edwardsZoneSeconds: readonly Seconds[];
  /** AP, distance, high-speed distance and sprints: NotMeasured (null) without speed or distance (docs/api-sessions.md#figures-not-measured). */
  readonly apSeconds: MaybeMeasured<Seconds>;
  readonly apPercent: MaybeMeasured;
  readonly distanceMeters: MaybeMeasured<Meters>;
  readonly highSpeedDistanceMeters: MaybeMeasured<Meters>;
  readonly sprints: MaybeMeasured;
  readonly workloadTrimps: Trimps;
  /** False when no speed or distance was measured; absent means true. */
  readonly movementMeasured?: boolean;
}

/**
 * A session as its public link shows it to anyone who has the link (docs/api-sessions.md#shared-sessions,
 * docs/product-rules.md#shared-sessions): what it was and when, its figures and how long it lasted.
 * Nothing else of the session travels: no player, team, participant, description or attachment.
 * A child's session (docs/api-sessions.md#what-a-share-shows) has no title and no start time: its
 * type and its day say what it was.
 */
export interface SharedSession {
  /** Null for a child's session: the page names it by its type. */
  readonly title: string | null;
  readonly type: ActivityType;
  /** ISO 8601 instant of the start; null for a child's session. */
  readonly startTime: string | null;
  /** The local day of the start where the session took place. */
  readonly startDay: IsoDate;
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
  readonly summary: SharedSessionSummary | null;
}
