import type { ServiceToken } from '../application/service-token';

/**
 * The services every screen of the main app may need from its first paint (the clock, storage, the API clients, the
 * session, the language, the toasts, the login form), made by hand rather than by inversify: the container is about
 * 20 KB of gzip, a sixth of /login's budget (docs/architecture.md#wiring). Each service is made on its first `get`;
 * a singleton is kept, a per-mount service (a view-model) is made anew on every `get`. The features' container
 * (src/composition/feature-container.ts) reads these from here, so both see the same instances.
 */
export class ServiceRegistry {
  private readonly makers = new Map<symbol, { readonly make: () => unknown; readonly perMount: boolean }>();
  private readonly made = new Map<symbol, unknown>();

  /** One instance for the app's lifetime, made on first use. */
  singleton<T>(token: ServiceToken<T>, make: () => T): this {
    return this.register(token, make, false);
  }

  /** A new instance on every `get` (a view-model resolved once per mount of its page). */
  perMount<T>(token: ServiceToken<T>, make: () => T): this {
    return this.register(token, make, true);
  }

  has(token: symbol): boolean {
    return this.makers.has(token);
  }

  get<T>(token: ServiceToken<T>): T {
    const maker = this.makers.get(token);
    if (maker === undefined) throw new Error(`No service is registered for ${token.description ?? 'this token'}`);
    if (maker.perMount) return maker.make() as T;
    if (!this.made.has(token)) this.made.set(token, maker.make());
    return this.made.get(token) as T;
  }

  /** The tokens registered, in order. */
  tokens(): readonly symbol[] {
    return [...this.makers.keys()];
  }

  private register(token: symbol, make: () => unknown, perMount: boolean): this {
    if (this.made.has(token))
      throw new Error(`${token.description ?? 'This service'} is already in use and cannot be replaced`);
    this.makers.set(token, { make, perMount });
    return this;
  }
}
