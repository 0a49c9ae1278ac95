import {
  DISPLAY_ZONE_HIGH_FROM,
  DISPLAY_ZONE_MODERATE_FROM,
  EDWARDS_ZONE_COUNT,
  EDWARDS_ZONE_LOWER_BOUNDS,
} from './heart-rate-zones';

/** The three display zones (docs/product-rules.md#zones), in the order they are drawn. */
const DISPLAY_ZONES = ['low', 'moderate', 'high'] as const;
export type DisplayZone = (typeof DISPLAY_ZONES)[number];

/** A zone's time, and its share of the time with a heart-rate reading in whole percent. */
interface ZoneTime {
  readonly seconds: number;
  readonly percent: number;
}

interface DisplayZoneTime extends ZoneTime {
  readonly zone: DisplayZone;
  /** The zone's bounds as fractions of HRmax; `to` is null for the open top zone. */
  readonly from: number;
  readonly to: number | null;
}

export interface EdwardsZoneTime extends ZoneTime {
  /** 1..5, or 0 for the time below 50 % HRmax, which no Edwards zone counts. */
  readonly zone: number;
  readonly from: number;
  readonly to: number | null;
}

export interface TimeInZones {
  /** The time with a heart-rate reading: what the shares are of. */
  readonly totalSeconds: number;
  readonly display: readonly DisplayZoneTime[];
  /** Below zone 1 first, then zones 1 to 5. */
  readonly edwards: readonly EdwardsZoneTime[];
}

export interface ZoneSecondsInput {
  readonly displayZoneSeconds: { readonly low: number; readonly moderate: number; readonly high: number };
  /** Seconds in Edwards zones 1..5 (index 0 is zone 1). */
  readonly edwardsZoneSeconds: readonly number[];
}

const seconds = (value: number | undefined) => (value !== undefined && Number.isFinite(value) && value > 0 ? value : 0);

/**
 * Whole percentages of `values` that add up to exactly 100 (nothing when they are all 0): each
 * share rounded down, then the points left go to the largest remainders (Hamilton's method), the
 * earlier value first on a tie. A bar of shares then never reads 99 % or 101 %.
 */
export function apportionPercent(values: readonly number[]): number[] {
  const parts = values.map(seconds);
  const total = parts.reduce((sum, value) => sum + value, 0);
  if (total === 0) return parts.map(() => 0);
  const exact = parts.map((value) => (value / total) * 100);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The time in zones a session page shows (docs/product-rules.md#zones): the three display zones,
 * and the five Edwards zones with the time below zone 1, each with its share of the time with a
 * reading. The session's analysis gives the seconds (its display zones add up to that time);
 * the time below zone 1 is what the Edwards zones leave of it.
 */
export function summariseTimeInZones(input: ZoneSecondsInput): TimeInZones {
  const low = seconds(input.displayZoneSeconds.low);
  const moderate = seconds(input.displayZoneSeconds.moderate);
  const high = seconds(input.displayZoneSeconds.high);
  const totalSeconds = low + moderate + high;
  const displayPercent = apportionPercent([low, moderate, high]);
  const bounds = [0, DISPLAY_ZONE_MODERATE_FROM, DISPLAY_ZONE_HIGH_FROM];
  const display = DISPLAY_ZONES.map((zone, index) => ({
    zone,
    seconds: [low, moderate, high][index] ?? 0,
    percent: displayPercent[index] ?? 0,
    from: bounds[index] ?? 0,
    to: bounds[index + 1] ?? null,
  }));
  const inZones = Array.from({ length: EDWARDS_ZONE_COUNT }, (_, index) => seconds(input.edwardsZoneSeconds[index]));
  const below = Math.max(0, totalSeconds - inZones.reduce((sum, value) => sum + value, 0));
  const edwardsSeconds = [below, ...inZones];
  const edwardsPercent = apportionPercent(edwardsSeconds);
  const edwardsBounds = [0, ...EDWARDS_ZONE_LOWER_BOUNDS];
  const edwards = edwardsSeconds.map((value, zone) => ({
    zone,
    seconds: value,
    percent: edwardsPercent[zone] ?? 0,
    from: edwardsBounds[zone] ?? 0,
    to: edwardsBounds[zone + 1] ?? null,
  }));
  return { totalSeconds, display, edwards };
}
