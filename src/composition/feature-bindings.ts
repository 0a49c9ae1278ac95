import type { Container } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client';

/**
 * What a feature's `<name>.bindings.ts` exports: it binds the feature's adapters and
 * view-models into the site's container, once, on the feature's first visit
 * (docs/architecture.md#the-feature-manifest). `http` gives the shared API client of the site.
 */
export type BindFeature = (container: Container, http: () => HttpClient) => void;

/**
 * What the composition reads of a feature manifest (`src/ui/routing/feature.ts` extends it): the
 * feature's name and its bindings. The resolver needs nothing else, so it never imports the UI.
 */
export interface FeatureBindings {
  /** The folder name under src/ui/features. */
  readonly name: string;
  /** Its container bindings, `src/composition/<name>.bindings.ts`, loaded on first visit. */
  readonly bindings?: () => Promise<BindFeature>;
}
