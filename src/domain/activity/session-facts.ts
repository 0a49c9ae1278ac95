import { summariseTimeInZones, type TimeInZones } from '../heart-rate/time-in-zones';
import type { HrmaxOrigin } from '../heart-rate/max-heart-rate';
import type { Seconds } from '../units/branded-units';
import type { Activity } from './activity';
import { resolveActivitySource, type ActivitySource } from './activity-source';
import type { ActivityType } from './activity-type';

/** How a long session is flagged (docs/product-rules.md#session-limits): over 3.5 h, or over 4 h and trimmed too. */
export type LengthNotice = 'flagged' | 'trimmed';

/** What the session page says of a session besides its figures (docs/product-rules.md#the-session-page). */
export interface SessionFacts {
  readonly type: ActivityType;
  readonly teamName: string | null;
  /** The recorded length (before any trimming). */
  readonly durationSeconds: Seconds;
  /** The end, from the start and the recorded length; null when the start is no time. */
  readonly endEpochMs: number | null;
  readonly source: ActivitySource;
  /** The belt that recorded it, by its name, when the answer names one (a live recording). */
  readonly deviceName: string | null;
  readonly lengthNotice: LengthNotice | null;
  /** Only for a session with data: the time in zones, and the HRmax they are of with its origin (null: the answer does not say). */
  readonly timeInZones: TimeInZones | null;
  readonly hrmax: { readonly bpm: number; readonly origin: HrmaxOrigin | null } | null;
}

/** The facts of a session as its answer gives them; `withData` says whether its figures are shown. */
export function readSessionFacts(activity: Activity, withData: boolean): SessionFacts {
  const info = activity.playerActivityInfo;
  const startMs = Date.parse(info.startTime);
  const hr = withData ? activity.activityHrStats : null;
  return {
    type: info.type,
    teamName: info.teamName,
    durationSeconds: info.durationSeconds,
    endEpochMs: Number.isFinite(startMs) ? startMs + info.durationSeconds * 1000 : null,
    source: resolveActivitySource(info),
    deviceName: info.deviceName?.trim() || null,
    lengthNotice: info.trimmed ? 'trimmed' : info.tooLong ? 'flagged' : null,
    timeInZones: hr
      ? summariseTimeInZones({ displayZoneSeconds: hr.zoneSeconds, edwardsZoneSeconds: hr.edwardsZoneSeconds })
      : null,
    hrmax: hr ? { bpm: hr.hrmax, origin: hr.hrmaxSource ?? null } : null,
  };
}
