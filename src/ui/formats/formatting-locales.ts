import type { I18n } from '@lingui/core';
import type { Locale } from '../../domain/account/user';

/** The language part of a BCP 47 tag, lower-cased: "en-GB" → "en", "fr_CA" → "fr". */
function languageOf(tag: string): string {
  return tag.split(/[-_]/u)[0]?.toLowerCase() ?? '';
}

/** The canonical form of a tag ("en-gb" → "en-GB"), or null when Intl does not accept it. */
function canonicalOf(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag.replace(/_/gu, '-'))[0] ?? null;
  } catch {
    return null;
  }
}

/** The region a tag names ("fr-FR" → "FR", "es-419" → "419"), or null when it names none or is not a tag. */
function regionOf(tag: string): string | null {
  try {
    return new Intl.Locale(tag.replace(/_/gu, '-')).region ?? null;
  } catch {
    return null;
  }
}

/**
 * The locales that numbers, dates, units, week starts and plural forms are formatted with
 * (docs/product-rules.md#words-and-formats): the words come from the interface language, the formats
 * from the reader's region, which is the region of the first browser language that names one. An
 * en-GB reader gets "15:05" and "21/01/2026", an en-US one "3:05 PM" and "1/21/26"; English read
 * in a fr-FR browser is formatted as "en-FR": Monday weeks, a 24-hour clock, "21 Jan 2026" and
 * "1 234,5". Then come the browser's tags of the interface language, then the bare language. Where
 * the engine has no data for the pair, Intl falls back to the language alone.
 */
export function formattingLocalesOf(language: Locale, browserLanguages: readonly string[]): string[] {
  const region = browserLanguages.map(regionOf).find((found) => found !== null);
  const inRegion = region === undefined ? [] : [canonicalOf(`${language}-${region}`)];
  const matching = browserLanguages.filter((tag) => languageOf(tag) === language).map(canonicalOf);
  return [...new Set([...inRegion, ...matching, language].filter((tag): tag is string => tag !== null))];
}

/** The formatting locales the active language was activated with (see locale-loader.ts). */
export function formattingLocales(i18n: I18n): readonly string[] {
  const locales = i18n.locales ?? i18n.locale;
  return typeof locales === 'string' ? [locales] : locales;
}
