import type { HrmaxOrigin } from '../heart-rate/max-heart-rate';
import type { MaybeMeasured } from './measured-figure';
import type { Bpm, Kilocalories, Meters, Seconds, Trimps } from '../units/branded-units';
import type { ActivitySource } from './activity-source';
import type { ActivitySegment } from './activity-segment';
import type { ActivityDataStatus, ActivityType } from './activity-type';

/** An attachment of a session: an uploaded file or a link (docs/product-rules.md#what-each-page-can-do). */
export interface Attachment {
  readonly id: string;
  /** What the list shows: the file name, or the link's given name (else its URL). */
  readonly description: string;
  readonly kind: 'file' | 'link';
  /** Where to open it; for a link always http: or https:. */
  readonly url: string;
  readonly fileName: string | null;
  /** Null for a link. */
  readonly sizeBytes: number | null;
}

/** playerActivityInfo (docs/product-rules.md#activity-fields), with the facts the detail page needs besides the figures. */
export interface PlayerActivityInfo {
  readonly type: ActivityType;
  /** False while the session is still running (no final figures yet). */
  readonly ended: boolean;
  /** The player whose data this is. */
  readonly playerId: string;
  readonly attachments: readonly Attachment[];
  readonly title: string;
  /** ISO 8601 instant of the start. */
  readonly startTime: string;
  /** Recorded length of the session (before trimming). */
  readonly durationSeconds: Seconds;
  readonly teamId: string | null;
  readonly teamName: string | null;
  readonly dataStatus: ActivityDataStatus;
  readonly description: string;
  /** Recorded by a coach's device rather than the player's own app (the not-synced messages of docs/product-rules.md#session-data-states). */
  readonly coachRun: boolean;
  /** Where the data came from; absent in an answer that does not say (read it with resolveActivitySource). */
  readonly source?: ActivitySource;
  /**
   * The belt a live recording came from, by its advertised name (docs/api-sessions.md#shapes); null or
   * absent when the answer names none.
   */
  readonly deviceName?: string | null;
  /** Over 3.5 h: flagged "too long" (docs/product-rules.md#session-limits). */
  readonly tooLong: boolean;
  /** Over 4 h: only the first 4 h are analysed and charted (docs/product-rules.md#session-limits). */
  readonly trimmed: boolean;
  /** The length that was analysed and is charted (≤ 4 h). */
  readonly analysedSeconds: Seconds;
  /** May the signed-in account resync it (a coach or the person who ran it, docs/product-rules.md#roles-and-permissions). */
  readonly canResync: boolean;
  /**
   * The token of the session's public link (docs/api-sessions.md#shared-sessions): null when it is not
   * shared; absent when the answer does not say.
   */
  readonly shareToken?: string | null;
}

/** Why there is no calorie figure. */
export type CaloriesUnavailableReason = 'WEIGHT_MISSING' | 'NO_DATA';

/** The headline figures of a session (the columns of docs/product-rules.md#session-history-fields). */
export interface PlayerActivitySummary {
  readonly durationSeconds: Seconds;
  readonly avgBpm: Bpm | null;
  readonly maxBpm: Bpm | null;
  readonly timeAbove80Seconds: Seconds;
  /** 0–100, of the analysed time. */
  readonly timeAbove80Percent: number;
  /** AP, distance, high-speed distance and sprints: NotMeasured (null) without speed or distance (docs/api-sessions.md#figures-not-measured). */
  readonly apSeconds: MaybeMeasured<Seconds>;
  readonly apPercent: MaybeMeasured;
  readonly distanceMeters: MaybeMeasured<Meters>;
  readonly highSpeedDistanceMeters: MaybeMeasured<Meters>;
  readonly sprints: MaybeMeasured;
  readonly calories: Kilocalories | null;
  readonly caloriesUnavailableReason: CaloriesUnavailableReason | null;
  readonly met: number | null;
  readonly workloadTrimps: Trimps;
  /** Against the player's mean of the previous 28 days; null without history. */
  readonly workloadPercent: number | null;
  readonly distancePercent: number | null;
  /**
   * False when no speed or distance was measured (a heart-rate belt alone): AP, distance, high-speed
   * distance and sprints are then NotMeasured, never zero (docs/api-sessions.md#shapes). Absent means true.
   */
  readonly movementMeasured?: boolean;
}

export interface ActivityHrStats {
  readonly hrmax: Bpm;
  /** Where `hrmax` comes from (docs/api-sessions.md#shapes); absent in an answer that does not say. */
  readonly hrmaxSource?: HrmaxOrigin;
  readonly avgBpm: Bpm | null;
  readonly maxBpm: Bpm | null;
  readonly timeAbove80Seconds: Seconds;
  readonly timeAbove80Percent: number;
  /** Display zones: low < 60 %, moderate 60–80 %, high ≥ 80 % HRmax. */
  readonly zoneSeconds: { readonly low: Seconds; readonly moderate: Seconds; readonly high: Seconds };
  /** Edwards zones 1..5 (index 0 is zone 1). */
  readonly edwardsZoneSeconds: readonly Seconds[];
  /** Time with heart-rate data (gaps over 10 s excluded). */
  readonly coveredSeconds: Seconds;
}

/** NotMeasured (null) figures without speed or distance, as in the summary. */
export interface ActivityAPStats {
  readonly apSeconds: MaybeMeasured<Seconds>;
  readonly apPercent: MaybeMeasured;
}

/** NotMeasured (null) figures without speed or distance, as in the summary. */
export interface ActivityDistanceStats {
  readonly distanceMeters: MaybeMeasured<Meters>;
  readonly highSpeedDistanceMeters: MaybeMeasured<Meters>;
  readonly sprints: MaybeMeasured;
  readonly distancePercent: number | null;
}

export interface ActivityWorkloadStats {
  readonly trimps: Trimps;
  readonly workloadPercent: number | null;
  readonly calories: Kilocalories | null;
  readonly caloriesUnavailableReason: CaloriesUnavailableReason | null;
  readonly met: number | null;
}

export interface ParticipantPlayer {
  readonly playerId: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface ActivityParticipants {
  readonly players: readonly ParticipantPlayer[];
  readonly coach: { readonly firstName: string; readonly lastName: string } | null;
  readonly teamCaptain: ParticipantPlayer | null;
}

/**
 * One session as the detail page shows it (docs/product-rules.md#activity-fields). The stats are null when the
 * data status is not PROCESSED (nothing to show but the data-state message).
 */
export interface Activity {
  readonly playerActivityId: string;
  readonly playerActivityInfo: PlayerActivityInfo;
  readonly playerActivitySummary: PlayerActivitySummary | null;
  readonly activityHrStats: ActivityHrStats | null;
  readonly activityAPStats: ActivityAPStats | null;
  readonly activityDistanceStats: ActivityDistanceStats | null;
  readonly activityWorkloadStats: ActivityWorkloadStats | null;
  /** Segments with HR stats; other metric kinds come from getSegments(id, kind). */
  readonly activitySegments: readonly ActivitySegment[];
  readonly participants: ActivityParticipants;
}
