import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useLingui } from '@lingui/react';
import { PageLoading } from '../components/page-loading';
import type { Feature, FeaturePageProps, FeatureRoute, RouteParams } from './feature';
import { ensureCatalog } from './locale-loader';
import { FeatureGate } from './service-context';

/** One row of the route table: a route and the feature that declares it. */
export interface RouteEntry {
  readonly feature: Feature;
  readonly route: FeatureRoute;
  /** The route's page as a lazy component, made once per route. */
  readonly Page: LazyExoticComponent<ComponentType<FeaturePageProps>>;
}

const lazyPages = new WeakMap<FeatureRoute, LazyExoticComponent<ComponentType<FeaturePageProps>>>();

/** The route's page as a lazy component: its code and its feature's catalogs load together, once. */
function lazyPageOf(feature: Feature, route: FeatureRoute): LazyExoticComponent<ComponentType<FeaturePageProps>> {
  let page = lazyPages.get(route);
  if (!page) {
    page = lazy(async () => {
      const [component] = await Promise.all([route.page(), ...(feature.catalogs ?? []).map((catalog) => ensureCatalog(catalog))]);
      return { default: component };
    });
    lazyPages.set(route, page);
  }
  return page;
}

/** The route table of a site, in the order of the feature list (wouter takes the first match). */
export function routeTableOf(features: readonly Feature[], site: 'app' | 'integration'): readonly RouteEntry[] {
  return features
    .filter((feature) => (feature.site ?? 'app') === site)
    .flatMap((feature) => feature.routes.map((route) => ({ feature, route, Page: lazyPageOf(feature, route) })));
}

/** Translates the manifest's title and trail once the feature's catalogs are in. */
function TranslatedPage({ entry, params }: { entry: RouteEntry; params: RouteParams }) {
  const { i18n } = useLingui();
  const { Page } = entry;
  const crumbs = (entry.route.breadcrumb?.(params) ?? []).map((crumb) => ({ label: i18n._(crumb.label), href: crumb.href }));
  const title = entry.route.title ? i18n._(entry.route.title) : '';
  return <Page params={params} crumbs={crumbs} title={title} />;
}

/**
 * A route's page without a layout: its code, catalogs and bindings load on the first visit
 * (a page-sized placeholder meanwhile), then the page gets its params, title and crumbs.
 */
export function FeatureOutlet({ entry, params }: { entry: RouteEntry; params: RouteParams }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <FeatureGate feature={entry.feature.name}>
        <TranslatedPage entry={entry} params={params} />
      </FeatureGate>
    </Suspense>
  );
}
