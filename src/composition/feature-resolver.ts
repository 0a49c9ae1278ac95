import type { Container } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client';
import type { ServiceResolver, ServiceToken } from '../application/service-token';
import type { Feature } from '../ui/app/feature';
import { PORT_TOKENS } from './port-tokens';

/**
 * The resolver the UI sees: typed tokens in, services out. A feature's bindings (declared in its
 * manifest, found in the feature list) are loaded and bound once, on its first visit, so their
 * code travels with its pages. The list itself is loaded on first use (it is not on /login).
 */
export function resolverOf(container: Container, features: () => Promise<readonly Feature[]>): ServiceResolver {
  const loading = new Map<string, Promise<void>>();
  const http = () => container.get<HttpClient>(PORT_TOKENS.HttpClient);
  return {
    get: <T,>(token: ServiceToken<T>): T => container.get<T>(token),
    load(name: string): Promise<void> {
      let pending = loading.get(name);
      if (!pending) {
        pending = features().then(async (list) => {
          const bindings = list.find((feature) => feature.name === name)?.bindings;
          if (bindings) (await bindings())(container, http);
        });
        loading.set(name, pending);
      }
      return pending;
    },
  };
}
