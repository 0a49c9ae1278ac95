import { lazy } from 'react';
import { ensureCatalog, type CatalogLoader } from './locale-loader';
import { loadPlaybookCatalog } from '../features/playbook/playbook-catalog';

/**
 * Pages loaded on first visit with their catalog, so the login page's JavaScript stays
 * small (issue 2 budget: 130 KB gzip for /login).
 */
export const LazyPlaybookPage = lazy(async () => {
  const [page] = await Promise.all([import('../features/playbook/playbook-page'), ensureCatalog(loadPlaybookCatalog)]);
  return { default: page.PlaybookPage };
});

export const LazyShopPage = lazy(async () => {
  const [page] = await Promise.all([import('../features/shop/shop-page'), ensureCatalog(loadPlaybookCatalog)]);
  return { default: page.ShopPage };
});

const loadSessionCatalog: CatalogLoader = async (locale) =>
  (await import(`../features/session-detail/locales/${locale}.po`)).messages;
const loadCalendarCatalog: CatalogLoader = async (locale) =>
  (await import(`../features/calendar/locales/${locale}.po`)).messages;

export const LazyCalendarRoute = lazy(async () => {
  const [page] = await Promise.all([import('../features/calendar/calendar-route'), ensureCatalog(loadCalendarCatalog)]);
  return { default: page.CalendarRoute };
});

export const LazySessionDetailRoute = lazy(async () => {
  const [page] = await Promise.all([
    import('../features/session-detail/session-detail-route'),
    ensureCatalog(loadSessionCatalog),
  ]);
  return { default: page.SessionDetailRoute };
});

const loadProfileCatalog: CatalogLoader = async (locale) =>
  (await import(`../features/profile/locales/${locale}.po`)).messages;

export const LazyProfileRoute = lazy(async () => {
  const [page] = await Promise.all([import('../features/profile/profile-route'), ensureCatalog(loadProfileCatalog)]);
  return { default: page.ProfileRoute };
});
