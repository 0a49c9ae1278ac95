import type { Messages } from '@lingui/core';
import { loadMessageCatalog, type CatalogLoader } from './locale-loader';

const loadAppCatalog: CatalogLoader = async (locale) =>
  ((await import(`../locales/${locale}/app.po`)) as { messages: Messages }).messages;

/** The catalogs every main-app page needs; pages loaded later add theirs (see lazy-pages.ts). */
export const APP_CATALOGS: readonly CatalogLoader[] = [loadAppCatalog, loadMessageCatalog];
