import { Container } from 'inversify';
import type { ServiceRegistry } from './service-registry';

/**
 * The container the features bind into (docs/architecture.md#wiring), made on the first feature's visit so that
 * inversify is not part of /login. Every first-screen service is in it as it is in the registry: a feature that asks
 * for the clock or the session gets the same instance as the login page did.
 */
export function featureContainerOver(services: ServiceRegistry): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  for (const token of services.tokens()) {
    // Transient here: the registry keeps the singletons itself and makes a per-mount service anew.
    container
      .bind(token)
      .toDynamicValue(() => services.get(token))
      .inTransientScope();
  }
  return container;
}
