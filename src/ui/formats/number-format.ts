import type { DistanceUnit } from '../../domain/account/user';
import type { Meters } from '../../domain/units/branded-units';
import { formatDistance, type FormattedDistance } from '../../domain/units/distance-units';

/**
 * Numbers, percentages and measures as the reader's region writes them
 * (docs/architecture.md#translations): digits, decimal mark, grouping, the unit's symbol and the
 * space before it all come from `Intl.NumberFormat` and the formatting locales
 * (formatting-locales.ts), never from a hand-built "{n} m". So English reads "12%" and
 * "8,123 m", French "12 %" and "8 123 m" with its own no-break spaces.
 */

/** The units Intl names itself; bpm, kcal and TRIMPs are not among them and stay messages. */
export type MeasureUnit = 'meter' | 'kilometer' | 'mile' | 'meter-per-second' | 'minute' | 'hour';

/**
 * Decimals: a fixed count (the figures of a page line up, so 12 and 12.5 both show one decimal
 * when asked), or a range ("as the file gives it": 144 and 143.5).
 */
export type Decimals = number | { readonly min: number; readonly max: number };

function fixed(digits: Decimals): Intl.NumberFormatOptions {
  return typeof digits === 'number'
    ? { minimumFractionDigits: digits, maximumFractionDigits: digits }
    : { minimumFractionDigits: digits.min, maximumFractionDigits: digits.max };
}

const formats = new Map<string, Intl.NumberFormat>();

/** One formatter per locales and options: charts format on every pointer move. */
function numberFormat(locales: readonly string[], options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify([locales, options]);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locales, options);
    formats.set(key, format);
  }
  return format;
}

/** A plain number with `digits` decimals: "1,234.5" / "1 234,5". */
export function formatNumber(locales: readonly string[], value: number, digits: Decimals = 0): string {
  return numberFormat(locales, fixed(digits)).format(value);
}

/** A whole count with at least `minDigits` digits and no grouping, as in a clock: "05", "125". */
export function formatClockPart(locales: readonly string[], value: number, minDigits: number): string {
  return numberFormat(locales, {
    minimumIntegerDigits: minDigits,
    useGrouping: false,
    maximumFractionDigits: 0,
  }).format(value);
}

/** A share given in percent (12 for 12 %): "12%" / "12 %". */
export function formatPercent(locales: readonly string[], percent: number, digits = 0): string {
  return numberFormat(locales, { style: 'percent', ...fixed(digits) }).format(percent / 100);
}

/** A measure in one of Intl's units, short form: "3.5 m/s", "45 min" / "3,5 m/s", "45 min". */
export function formatMeasure(locales: readonly string[], value: number, unit: MeasureUnit, digits = 0): string {
  return numberFormat(locales, { style: 'unit', unit, unitDisplay: 'short', ...fixed(digits) }).format(value);
}

/** The symbol a measure is written with, for a column heading: "m", "mi", "min". */
export function measureSymbol(locales: readonly string[], unit: MeasureUnit): string {
  const parts = numberFormat(locales, { style: 'unit', unit, unitDisplay: 'short' }).formatToParts(2);
  return parts.find((part) => part.type === 'unit')?.value ?? unit;
}

/**
 * The unit of a chart axis of distances: one unit along the whole axis, whole meters or miles to two
 * decimals (a figure on its own uses formatShownDistance, which switches to kilometres).
 */
export function distanceMeasure(system: DistanceUnit): { readonly unit: MeasureUnit; readonly digits: number } {
  return system === 'IMPERIAL' ? { unit: 'mile', digits: 2 } : { unit: 'meter', digits: 0 };
}

const DISTANCE_MEASURES: Readonly<Record<FormattedDistance['unit'], MeasureUnit>> = {
  m: 'meter',
  km: 'kilometer',
  mi: 'mile',
};

/** A distance as the domain shows it (formatDistance), in the reader's digits: "850 m", "6.08 km", "5.05 mi". */
export function writeDistance(locales: readonly string[], shown: FormattedDistance): string {
  return formatMeasure(locales, shown.value, DISTANCE_MEASURES[shown.unit], shown.decimals);
}

/**
 * A distance in the reader's system (docs/product-rules.md#units): "850 m", "6.08 km", "13.2 km" or
 * "5.05 mi" / "850 m", "6,08 km", "13,2 km" or "5,05 mi".
 */
export function formatShownDistance(locales: readonly string[], meters: Meters, system: DistanceUnit): string {
  return writeDistance(locales, formatDistance(meters, system));
}
