import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { FeatureBindings } from '../../composition/feature-bindings';
import type { Crumb } from '../components/breadcrumb';
import type { CatalogLoader } from '../app/locale-loader';

/**
 * The feature manifest (docs/architecture.md#the-feature-manifest): everything the shell needs
 * to know of a feature, declared in one file of the feature's folder, `<name>.feature.ts`.
 * The router, the lazy loading, the catalogs and the composition root all read the one list
 * in feature-list.ts; Lingui finds the feature's catalog in its `locales/` folder.
 */

/** A route's parameters as wouter gives them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** A breadcrumb as the manifest declares it: a message to translate, and where it leads. */
interface CrumbDescriptor {
  readonly label: MessageDescriptor;
  readonly href?: string;
}

/** What every feature page receives from the router. */
export interface FeaturePageProps {
  readonly params: RouteParams;
  /** The trail declared by the manifest, translated; a page may add its own last crumb. */
  readonly crumbs: readonly Crumb[];
  /** The route's title, translated: it names the tab, and public link pages show it. */
  readonly title: string;
}

export interface FeatureRoute {
  /** A wouter pattern, e.g. `/calendar/activity/:activityId`. */
  readonly path: string;
  /** Signed-in routes use the sidebar layout and send a signed-out visitor to /login. */
  readonly access: 'signed-in' | 'public';
  /** The page component, loaded on the first visit with the feature's catalogs. */
  readonly page: () => Promise<ComponentType<FeaturePageProps>>;
  /** What the tab is called (`<title> · Pulseboard`): one message, or one per parameter (a playbook topic). */
  readonly title: MessageDescriptor | ((params: RouteParams) => MessageDescriptor);
  readonly breadcrumb?: (params: RouteParams) => readonly CrumbDescriptor[];
  /** Parameters the page cannot show (an unknown playbook topic) go where unknown paths go. */
  readonly accepts?: (params: RouteParams) => boolean;
}

/** A feature: its name and bindings (what the composition reads), its site, routes and catalogs. */
export interface Feature extends FeatureBindings {
  /** The main app (default) or the integration site, chosen by the host name. */
  readonly site?: 'app' | 'integration';
  readonly routes: readonly FeatureRoute[];
  /** Message catalogs the feature's pages need: its own `locales/`, and shared ones (charts). */
  readonly catalogs?: readonly CatalogLoader[];
}

/** Declares a feature; a function only so that the manifest is type-checked where it is written. */
export function defineFeature(feature: Feature): Feature {
  return feature;
}
