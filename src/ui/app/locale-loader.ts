import { startTransition } from 'react';
import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../domain/account/user';
import { formattingLocalesOf } from '../formats/formatting-locales';
import { loadChunk } from '../../lazy-load/chunk-load';

/** Loads one area's compiled catalog for a locale (the Lingui Vite plugin compiles .po on import). */
export type CatalogLoader = (locale: Locale) => Promise<Messages>;

/** Catalog of the shared validation and API error messages: every site needs it. */
export const loadMessageCatalog: CatalogLoader = async (locale) =>
  ((await import(`../messages/locales/${locale}.po`)) as { messages: Messages }).messages;

/** Catalogs of lazily loaded pages, each with its first load, added when such a page first opens. */
const lateCatalogs = new Map<CatalogLoader, Promise<void>>();

/** The locale most recently asked for: a switch may still be loading while a page opens. */
let wantedLocale: Locale | null = null;

/**
 * Activates a locale with the catalogs of the areas this bundle shows, and keeps
 * `<html lang>` in step so screen readers and hyphenation follow the language. Catalogs that
 * pages add while it loads are loaded too, and a later switch wins over an earlier one.
 * The language picks the catalog; numbers, dates and plural forms are formatted with the
 * reader's own locales of that language (formatting-locales.ts), so en-GB and en-US readers
 * share the English texts but each get their region's clock and date order.
 */
export async function activateLocale(
  locale: Locale,
  loaders: readonly CatalogLoader[],
  browserLanguages: readonly string[] = navigator.languages ?? [],
): Promise<void> {
  wantedLocale = locale;
  const loaded: CatalogLoader[] = [];
  const parts: Messages[] = [];
  for (;;) {
    const missing = [...loaders, ...lateCatalogs.keys()].filter((load) => !loaded.includes(load));
    if (missing.length === 0) break;
    loaded.push(...missing);
    parts.push(...(await Promise.all(missing.map((load) => load(locale)))));
  }
  if (wantedLocale !== locale) return;
  // The pages' texts follow in a render that React may interrupt (a transition): the language picker shows its new
  // choice at the next paint, and a slow phone's taps and keys are not held up by the whole app's new words
  // (docs/architecture.md#interactions-on-a-slow-phone).
  startTransition(() => {
    i18n.loadAndActivate({
      locale,
      locales: formattingLocalesOf(locale, browserLanguages),
      messages: Object.assign({}, ...parts) as Messages,
    });
  });
  document.documentElement.lang = locale;
}

/**
 * Adds a lazily loaded page's catalog: merged into the wanted locale now, and included in every
 * later language switch. Resolves once the page's texts are ready; every caller of the same
 * catalog waits for the same load. A failed load, or one that times out (chunk-load.ts), is
 * forgotten, so that a retry loads it again.
 */
export function ensureCatalog(loader: CatalogLoader): Promise<void> {
  let pending = lateCatalogs.get(loader);
  if (!pending) {
    const locale = wantedLocale ?? (i18n.locale as Locale);
    pending = loadChunk(() => loader(locale)).then(
      (messages) => {
        i18n.load(locale, messages);
      },
      (error: unknown) => {
        lateCatalogs.delete(loader);
        throw error;
      },
    );
    lateCatalogs.set(loader, pending);
  }
  return pending;
}
