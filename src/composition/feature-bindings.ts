import type { Container } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client';

/**
 * What a feature's `<name>.bindings.ts` exports: it binds the feature's adapters and
 * view-models into the app's container, once, on the feature's first visit
 * (docs/architecture.md#the-feature-manifest). `http` gives the shared API client of the site.
 */
export type BindFeature = (container: Container, http: () => HttpClient) => void;
