/**
 * A typed key for the container. The composition root binds each token; the UI resolves
 * view-models by token. It is a plain symbol, so nothing here depends on inversify.
 */
export type ServiceToken<T> = symbol & { readonly __service?: T };

export function serviceToken<T>(name: string): ServiceToken<T> {
  return Symbol.for(`pulseboard.${name}`);
}

/** What the UI gets from the composition root: resolve a service or view-model by its token. */
export interface ServiceResolver {
  get<T>(token: ServiceToken<T>): T;
  /**
   * Binds a feature's services (named as in its manifest) on first use; the same promise for
   * every call until a load fails (a failed load is forgotten, so the next call tries again).
   * A feature without bindings resolves at once.
   */
  load(feature: string): Promise<void>;
}
