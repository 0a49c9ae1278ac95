import { sumLoads } from './daily-load';
import { DAYS_PER_WEEK } from '../units/time-units';

/**
 * Acute and chronic load, uncoupled (docs/product-rules.md#load-status).
 *
 * - Acute load: the load of the last 7 local days, today included.
 * - Chronic load: the mean weekly load of the 21 local days before them (their sum ÷ 3), so the
 *   acute week is not part of its own reference. This is the "uncoupled" ratio of Windt & Gabbett
 *   2019 (Br J Sports Med 53:988–990); the coupled ratio, whose 28-day chronic load contains the
 *   acute week, correlates with the acute load by construction (Lolli et al. 2019, Br J Sports Med
 *   53:921–922).
 * - Ratio: acute ÷ chronic; none when the chronic load is 0 (nothing to compare with). Its bands
 *   are read on this uncoupled scale (load-band.ts converts Gabbett's coupled bounds to it).
 */

export const ACUTE_WINDOW_DAYS = 7;
export const CHRONIC_WINDOW_DAYS = 21;
/** The history a ratio needs: the chronic window and the acute week after it. */
export const RATIO_HISTORY_DAYS = CHRONIC_WINDOW_DAYS + ACUTE_WINDOW_DAYS;

export interface UncoupledLoad {
  /** TRIMPs over the last 7 days. */
  readonly acute: number;
  /** Mean TRIMPs per week over the 21 days before the last 7. */
  readonly chronic: number;
  /** acute ÷ chronic, unrounded; null when chronic is 0. */
  readonly ratio: number | null;
}

/**
 * The uncoupled acute and chronic load of a daily series ending today (oldest first). Days missing
 * at the start of a series shorter than 28 days count as 0; the caller decides whether the history
 * is long enough for the ratio to mean anything (see computeLoadStatus).
 */
export function computeUncoupledLoad(dailyLoads: readonly number[]): UncoupledLoad {
  const end = dailyLoads.length;
  const acute = sumLoads(dailyLoads.slice(Math.max(0, end - ACUTE_WINDOW_DAYS), end));
  const chronicDays = dailyLoads.slice(Math.max(0, end - RATIO_HISTORY_DAYS), Math.max(0, end - ACUTE_WINDOW_DAYS));
  const chronic = sumLoads(chronicDays) / (CHRONIC_WINDOW_DAYS / DAYS_PER_WEEK);
  return { acute, chronic, ratio: chronic > 0 ? acute / chronic : null };
}
