import type { DistanceUnit } from '../account/user';
import { asMiles, type Meters, type Miles } from './branded-units';

/** Meters in one international mile, as the product fixes it (docs/product-rules.md#units). */
export const METERS_PER_MILE = 1609.34;

/** Miles are shown to two decimals (docs/product-rules.md#units). */
const MILES_DECIMALS = 2;

type DistanceSymbol = 'm' | 'mi';

export interface FormattedDistance {
  readonly value: number;
  readonly unit: DistanceSymbol;
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Meters ÷ 1609.34, rounded to two decimals (docs/product-rules.md#units). */
function metersToMiles(meters: Meters): Miles {
  return asMiles(roundTo(meters / METERS_PER_MILE, MILES_DECIMALS));
}

/**
 * A distance in the user's measurement system: whole meters (METRIC) or
 * miles to two decimals (IMPERIAL). The unit is a symbol, not a UI string.
 */
export function formatDistance(meters: Meters, system: DistanceUnit): FormattedDistance {
  if (system === 'IMPERIAL') return { value: metersToMiles(meters), unit: 'mi' };
  return { value: Math.round(meters), unit: 'm' };
}
