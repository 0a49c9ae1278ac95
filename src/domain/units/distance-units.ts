import type { DistanceUnit } from '../account/user';
import { asMiles, type Meters, type Miles } from './branded-units';

/** Meters in one international mile, as the product fixes it (docs/product-rules.md#units). */
export const METERS_PER_MILE = 1609.34;

/** Meters in a kilometre. */
export const METERS_PER_KILOMETRE = 1000;

/** Miles are shown to two decimals (docs/product-rules.md#units). */
const MILES_DECIMALS = 2;

/** Under 10 km a distance keeps two decimals of a kilometre, from 10 km one (docs/product-rules.md#units). */
const KILOMETRES_WITH_ONE_DECIMAL = 10;

type DistanceSymbol = 'm' | 'km' | 'mi';

/** A distance as shown: the number, its unit's symbol (not a UI string) and how many decimals it is written with. */
export interface FormattedDistance {
  readonly value: number;
  readonly unit: DistanceSymbol;
  readonly decimals: number;
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Meters ÷ 1609.34, rounded to two decimals (docs/product-rules.md#units). */
function metersToMiles(meters: Meters): Miles {
  return asMiles(roundTo(meters / METERS_PER_MILE, MILES_DECIMALS));
}

/** A metric distance: whole meters below 1 km, kilometres with two decimals under 10 km, one from there. */
function toMetricDistance(meters: Meters): FormattedDistance {
  const wholeMeters = Math.round(meters);
  if (wholeMeters < METERS_PER_KILOMETRE) return { value: wholeMeters, unit: 'm', decimals: 0 };
  const kilometres = meters / METERS_PER_KILOMETRE;
  // Decided on the rounded figure, so 9,996 m reads "10.0 km", never "10.00 km".
  const fine = roundTo(kilometres, 2);
  if (fine < KILOMETRES_WITH_ONE_DECIMAL) return { value: fine, unit: 'km', decimals: 2 };
  return { value: roundTo(kilometres, 1), unit: 'km', decimals: 1 };
}

/**
 * A distance in the user's measurement system (docs/product-rules.md#units): METRIC is whole
 * meters below 1 km and kilometres from there (two decimals under 10 km, one from 10 km);
 * IMPERIAL is miles to two decimals. The one rule of every page that shows a distance.
 */
export function formatDistance(meters: Meters, system: DistanceUnit): FormattedDistance {
  if (system === 'IMPERIAL') return { value: metersToMiles(meters), unit: 'mi', decimals: MILES_DECIMALS };
  return toMetricDistance(meters);
}
