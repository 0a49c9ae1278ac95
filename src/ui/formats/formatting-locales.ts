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

/**
 * The locales that numbers, dates, units and plural forms are formatted with
 * (docs/architecture.md#translations): the browser's languages that are the interface language,
 * in the browser's order, then the bare language (unless the browser named it already). The
 * language picks the catalog; the region picks the formats, so an en-GB reader gets "15:05" and
 * "21/01/2026" and an en-US reader "3:05 PM" and "1/21/26". A browser language of another language never formats the chosen one's texts:
 * French with an en-US browser formats with ["fr"].
 */
export function formattingLocalesOf(language: Locale, browserLanguages: readonly string[]): string[] {
  const matching = browserLanguages
    .filter((tag) => languageOf(tag) === language)
    .map(canonicalOf)
    .filter((tag): tag is string => tag !== null);
  return [...new Set([...matching, language])];
}

/** The formatting locales the active language was activated with (see locale-loader.ts). */
export function formattingLocales(i18n: I18n): readonly string[] {
  const locales = i18n.locales ?? i18n.locale;
  return typeof locales === 'string' ? [locales] : locales;
}
