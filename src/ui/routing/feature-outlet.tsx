import { useState, type ComponentType } from 'react';
import { useLingui } from '@lingui/react';
import { useLocation } from 'wouter';
import { PageLoading } from '../components/page-loading';
import { usePageTitle } from '../components/page-title';
import { ErrorBoundary } from '../app/error-boundary';
import type { Feature, FeaturePageProps, FeatureRoute, RouteParams } from './feature';
import { lazyChunk, type ChunkComponent } from './lazy-chunk';
import { ensureCatalog } from '../app/locale-loader';
import { routeTitleOf } from './route-title';
import { FeatureGate } from '../app/service-context';

/** What a route's loaded page takes from the outlet: the route's parameters. */
interface RoutePageProps {
  readonly params: RouteParams;
}

/** One row of the route table: a route and the feature that declares it. */
export interface RouteEntry {
  readonly feature: Feature;
  readonly route: FeatureRoute;
  /** The route's page as a lazy component: the same one until a load fails (see lazy-chunk.ts). */
  readonly page: () => ChunkComponent<RoutePageProps>;
}

const pageChunks = new WeakMap<FeatureRoute, () => ChunkComponent<RoutePageProps>>();

/**
 * The feature's page with its route's title and trail translated. It is what the lazy chunk resolves to, so it first
 * renders once the page's code and its feature's catalogs are in: a title translated any earlier would name the tab
 * with the message's id (React keeps a render made before a sibling suspended, and commits it as it was).
 */
function translatedPageOf(route: FeatureRoute, Page: ComponentType<FeaturePageProps>): ComponentType<RoutePageProps> {
  return function TranslatedPage({ params }: RoutePageProps) {
    const { i18n } = useLingui();
    const crumbs = (route.breadcrumb?.(params) ?? []).map((crumb) => ({
      label: i18n._(crumb.label),
      href: crumb.href,
    }));
    const title = i18n._(routeTitleOf(route, params));
    usePageTitle(title, 'route');
    return <Page params={params} crumbs={crumbs} title={title} />;
  };
}

/** The route's page, made once per route: its code and its feature's catalogs load together. */
function pageChunkOf(feature: Feature, route: FeatureRoute): () => ChunkComponent<RoutePageProps> {
  let page = pageChunks.get(route);
  if (!page) {
    page = lazyChunk(async () => {
      const [component] = await Promise.all([
        route.page(),
        ...(feature.catalogs ?? []).map((catalog) => ensureCatalog(catalog)),
      ]);
      return translatedPageOf(route, component);
    });
    pageChunks.set(route, page);
  }
  return page;
}

/** The route table of a site, in the order of the feature list (wouter takes the first match). */
export function routeTableOf(features: readonly Feature[], site: 'app' | 'integration'): readonly RouteEntry[] {
  return features
    .filter((feature) => (feature.site ?? 'app') === site)
    .flatMap((feature) => feature.routes.map((route) => ({ feature, route, page: pageChunkOf(feature, route) })));
}

/** One attempt at the page: its code, catalogs and bindings, with a page-sized placeholder meanwhile. */
function PageAttempt({ entry, params }: { entry: RouteEntry; params: RouteParams }) {
  const [Page] = useState(entry.page);
  return (
    <FeatureGate feature={entry.feature.name} fallback={<PageLoading />}>
      <Page params={params} />
    </FeatureGate>
  );
}

/**
 * A route's page without a layout: its code, catalogs and bindings load on the first visit, then
 * the page gets its params, title and crumbs. A page that fails to load or to render shows the
 * fault in its place, with Try again (docs/architecture.md#features); the layout around it stays.
 */
export function FeatureOutlet({ entry, params }: { entry: RouteEntry; params: RouteParams }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary scope="page" resetKey={location}>
      <PageAttempt entry={entry} params={params} />
    </ErrorBoundary>
  );
}
