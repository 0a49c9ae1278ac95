import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formattingLocales } from './formatting-locales';
import { formatNumber, type Decimals } from './number-format';

/**
 * The measures Intl has no unit for (docs/product-rules.md#activity-fields): heart rate in bpm,
 * energy in kcal, workload in TRIMPs. The number is the reader's (number-format.ts); the unit is a
 * message, so that each language places it with its own spacing ("142 bpm" / "142 bpm" with a
 * no-break space) and counts TRIMPs with its plural rules.
 */

/** "142 bpm". */
export function formatBpm(i18n: I18n, value: number, digits: Decimals = 0): string {
  const bpm = formatNumber(formattingLocales(i18n), value, digits);
  return i18n._(msg`${bpm} bpm`);
}

/** "812 kcal". */
export function formatKcal(i18n: I18n, value: number): string {
  const kcal = formatNumber(formattingLocales(i18n), value);
  return i18n._(msg`${kcal} kcal`);
}

/** "1 TRIMP", "99 TRIMPs", "12.5 TRIMPs": the plural follows the number as shown, after rounding. */
export function formatTrimps(i18n: I18n, value: number, digits = 0): string {
  const shown = Number(value.toFixed(digits));
  const trimps = formatNumber(formattingLocales(i18n), shown, digits);
  return i18n._(msg`${plural(shown, { one: `${trimps} TRIMP`, other: `${trimps} TRIMPs` })}`);
}
