import { loadMessageCatalog, type CatalogLoader } from './locale-loader';
import { loadPlaybookCatalog } from '../features/playbook/playbook-catalog';

const loadAppCatalog: CatalogLoader = async (locale) => (await import(`../locales/${locale}/app.po`)).messages;

/** The catalogs the main app shows. */
export const APP_CATALOGS: readonly CatalogLoader[] = [loadAppCatalog, loadMessageCatalog, loadPlaybookCatalog];
