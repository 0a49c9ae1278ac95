/**
 * A typed key for the container. The composition root binds each token; the UI resolves
 * view-models by token. It is a plain symbol, so nothing here depends on inversify.
 */
export type ServiceToken<T> = symbol & { readonly __service?: T };

export function serviceToken<T>(name: string): ServiceToken<T> {
  return Symbol.for(`pulseboard.${name}`) as ServiceToken<T>;
}

/** Areas whose services are bound on first use (their code is loaded with their pages). */
export type FeatureName = 'calendar' | 'session-detail' | 'profile';

/** What the UI gets from the composition root: resolve a service or view-model by its token. */
export interface ServiceResolver {
  get<T>(token: ServiceToken<T>): T;
  /** Binds a feature's services; the same promise for every call, so React's `use` can wait on it. */
  load(feature: FeatureName): Promise<void>;
}
