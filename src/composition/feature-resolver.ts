import type { Container } from 'inversify';
import type { ServiceResolver, ServiceToken } from '../application/service-token';
import type { BindFeature, FeatureBindings } from './feature-bindings';
import { loadChunk } from '../lazy-load/chunk-load';
import { PORT_TOKENS } from './port.tokens';
import type { ServiceRegistry } from './service-registry';

/**
 * The resolver the UI sees: typed tokens in, services out. The first screen's services come from the registry; a
 * feature's bindings (declared in its manifest, found in the feature list) are loaded and bound once, on its first
 * visit, into the features' container, which loads with the first of them. So their code, and inversify's, travels
 * with the pages. The list itself is loaded on first use (it is not on /login).
 *
 * A load that fails or times out (docs/architecture.md#features) is forgotten, so that the next
 * call (a page's Try again) loads the chunks again; one that arrives after its time-out binds
 * nothing, so a feature is never bound twice. Tests may give `makeContainer`, to skip the module load.
 */
export function resolverOf(
  services: ServiceRegistry,
  features: () => Promise<readonly FeatureBindings[]>,
  makeContainer: (services: ServiceRegistry) => Promise<Container> = async (over) =>
    (await import('./feature-container')).featureContainerOver(over),
): ServiceResolver {
  const loading = new Map<string, Promise<void>>();
  let container: Container | null = null;
  const http = () => services.get(PORT_TOKENS.HttpClient);
  const bindingsOf = async (name: string): Promise<BindFeature | undefined> =>
    (await features()).find((feature) => feature.name === name)?.bindings?.();
  // One container for all features, however many load at once; a failed load of its module is tried again.
  let containerLoad: Promise<Container> | null = null;
  const containerFor = (): Promise<Container> =>
    (containerLoad ??= makeContainer(services).then(
      (made) => (container = made),
      (error: unknown) => {
        containerLoad = null;
        throw error;
      },
    ));
  return {
    get<T>(token: ServiceToken<T>): T {
      if (services.has(token)) return services.get(token);
      if (container === null)
        throw new Error(`${token.description ?? 'This service'} belongs to a feature that is not loaded yet`);
      return container.get<T>(token);
    },
    load(name: string): Promise<void> {
      let pending = loading.get(name);
      if (!pending) {
        pending = loadChunk(() => Promise.all([bindingsOf(name), containerFor()])).then(
          ([bind, featureContainer]) => bind?.(featureContainer, http),
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
