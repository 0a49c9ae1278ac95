import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../domain/account/user';

/** Loads one area's compiled catalog for a locale (the Lingui Vite plugin compiles .po on import). */
export type CatalogLoader = (locale: Locale) => Promise<Messages>;

/** Catalog of the shared validation and API error messages: every site needs it. */
export const loadMessageCatalog: CatalogLoader = async (locale) =>
  ((await import(`../messages/locales/${locale}.po`)) as { messages: Messages }).messages;

/** Catalogs of lazily loaded pages, added when such a page is first opened. */
const lateCatalogs = new Set<CatalogLoader>();

/**
 * Activates a locale with the catalogs of the areas this bundle shows, and keeps
 * `<html lang>` in step so screen readers and hyphenation follow the language.
 */
export async function activateLocale(locale: Locale, loaders: readonly CatalogLoader[]): Promise<void> {
  const parts = await Promise.all([...loaders, ...lateCatalogs].map((load) => load(locale)));
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...parts) as Messages });
  document.documentElement.lang = locale;
}

/**
 * Adds a lazily loaded page's catalog: merged into the active locale now, and included in
 * every later language switch. Resolves once the page's texts are ready.
 */
export async function ensureCatalog(loader: CatalogLoader): Promise<void> {
  if (lateCatalogs.has(loader)) return;
  lateCatalogs.add(loader);
  const locale = i18n.locale as Locale;
  i18n.load(locale, await loader(locale));
}
