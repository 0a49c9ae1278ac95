import type { Container } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client';
import type { ServiceResolver, ServiceToken } from '../application/service-token';
import type { BindFeature, FeatureBindings } from './feature-bindings';
import { loadChunk } from '../lazy-load/chunk-load';

/**
 * The resolver the UI sees (docs/architecture.md#wiring): typed tokens in, services out of the site's one container.
 * A feature's bindings (declared in its manifest, found in the site's feature list) are loaded and bound into that
 * same container once, on its first visit, so their code travels with the pages. `http` is the site's API client,
 * given to the bindings. The feature list may itself load on first use (the main app's is not on /login).
 *
 * A load that fails or times out (docs/architecture.md#features) is forgotten, so that the next
 * call (a page's Try again) loads the chunks again; one that arrives after its time-out binds
 * nothing, so a feature is never bound twice.
 */
export function resolverOf(
  container: Container,
  features: () => Promise<readonly FeatureBindings[]>,
  http: () => HttpClient,
): ServiceResolver {
  const loading = new Map<string, Promise<void>>();
  const bindingsOf = async (name: string): Promise<BindFeature | undefined> =>
    (await features()).find((feature) => feature.name === name)?.bindings?.();
  return {
    get<T>(token: ServiceToken<T>): T {
      if (!container.isBound(token))
        throw new Error(`Nothing is bound for ${token.description ?? 'this token'}: is its feature loaded?`);
      return container.get<T>(token);
    },
    load(name: string): Promise<void> {
      let pending = loading.get(name);
      if (!pending) {
        pending = loadChunk(() => bindingsOf(name)).then(
          (bind) => bind?.(container, http),
          (error: unknown) => {
            loading.delete(name);
            throw error;
          },
        );
        loading.set(name, pending);
      }
      return pending;
    },
  };
}
