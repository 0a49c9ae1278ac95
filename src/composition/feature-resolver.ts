import type { Container } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client';
import type { ServiceResolver, ServiceToken } from '../application/service-token';
import type { BindFeature, FeatureBindings } from './feature-bindings';
import { loadChunk } from '../lazy-load/chunk-load';
import { PORT_TOKENS } from './port.tokens';

/**
 * The resolver the UI sees: typed tokens in, services out. A feature's bindings (declared in its
 * manifest, found in the feature list) are loaded and bound once, on its first visit, so their
 * code travels with its pages. The list itself is loaded on first use (it is not on /login).
 *
 * A load that fails or times out (docs/architecture.md#features) is forgotten, so that the next
 * call (a page's Try again) loads the chunks again; one that arrives after its time-out binds
 * nothing, so a feature is never bound twice.
 */
export function resolverOf(container: Container, features: () => Promise<readonly FeatureBindings[]>): ServiceResolver {
  const loading = new Map<string, Promise<void>>();
  const http = () => container.get<HttpClient>(PORT_TOKENS.HttpClient);
  const bindingsOf = async (name: string): Promise<BindFeature | undefined> => (await features()).find((feature) => feature.name === name)?.bindings?.();
  return {
    get: <T,>(token: ServiceToken<T>): T => container.get<T>(token),
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
