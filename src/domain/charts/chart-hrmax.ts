import { asBpm, type Bpm } from '../units/branded-units';
import { predictHrmaxTanaka } from '../heart-rate/max-heart-rate';
import { DEFAULT_AGE_YEARS } from '../session/session-sample';

/**
 * HRmax the charts fall back on when neither the session nor its timeline carries one and the
 * player's age is unknown: Tanaka 2001 (208 − 0.7 × age) at the default age of 30 years,
 * i.e. 187 bpm. See docs/product-rules.md#maximum-heart-rate.
 */
export const FALLBACK_CHART_HRMAX_BPM: Bpm = predictHrmaxTanaka(DEFAULT_AGE_YEARS);

export interface ChartHrmaxSources {
  /** The HRmax the session was analysed with (the activity's HR stats), when known. */
  readonly sessionHrmax?: number | null | undefined;
  /** The HRmax the HR timeline reports, when known. */
  readonly timelineHrmax?: number | null | undefined;
  /** The player's age in years, when known (for a Tanaka prediction). */
  readonly age?: number | null | undefined;
}

function isKnownBpm(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && Number.isFinite(value) && value > 0;
}

/**
 * The HRmax a session's charts are drawn against (zones, % HRmax, workload): the one the
 * session was analysed with, else the timeline's, else Tanaka 2001 from the player's age,
 * else FALLBACK_CHART_HRMAX_BPM.
 */
export function resolveChartHrmax(sources: ChartHrmaxSources): Bpm {
  if (isKnownBpm(sources.sessionHrmax)) return asBpm(sources.sessionHrmax);
  if (isKnownBpm(sources.timelineHrmax)) return asBpm(sources.timelineHrmax);
  if (isKnownBpm(sources.age)) return predictHrmaxTanaka(sources.age);
  return FALLBACK_CHART_HRMAX_BPM;
}
