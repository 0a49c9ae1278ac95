import type { HttpClient } from '../adapters/http/http-client';
import { APP_TOKENS } from '../application/app.tokens';
import { INTEGRATION_TOKENS } from '../application/integration/integration.tokens';
import type { Clock } from '../application/ports/clock.port';
import type { ErrorReporter } from '../application/ports/error-reporter.port';
import type { ServiceResolver, ServiceToken } from '../application/service-token';
import type { LocaleStore } from '../application/shell/locale.store';
import { loadChunk } from '../lazy-load/chunk-load';

/** The integration feature's name, as in its manifest (src/ui/features/integration/integration.feature.ts). */
const INTEGRATION_FEATURE = 'integration';

/** What the integration site makes at start (src/start/integration-main.tsx). */
export interface IntegrationSiteServices {
  readonly clock: Clock;
  readonly errors: ErrorReporter;
  readonly locales: LocaleStore;
  /** The integration API's client, without credentials. */
  readonly http: HttpClient;
}

/**
 * The integration site's resolver (docs/architecture.md#wiring). Its three screens need the clock, the error
 * reporter, the language and the integration page's view-model, so it holds them by token itself rather than in the
 * main app's container: inversify would be a fifth of the site's first download. The view-model's code loads on the
 * page's first visit (`load`), like a feature's bindings in the main app; a failed load is forgotten, so the page's
 * Try again loads it again.
 */
export function integrationResolverOf(services: IntegrationSiteServices): ServiceResolver {
  const singletons = new Map<symbol, unknown>([
    [APP_TOKENS.Clock, services.clock],
    [APP_TOKENS.ErrorReporter, services.errors],
    [APP_TOKENS.LocaleStore, services.locales],
  ]);
  const perMount = new Map<symbol, () => unknown>();
  let loading: Promise<void> | null = null;
  return {
    get<T>(token: ServiceToken<T>): T {
      if (singletons.has(token)) return singletons.get(token) as T;
      const make = perMount.get(token);
      if (make === undefined) throw new Error(`The integration site has no ${token.description ?? 'such service'}`);
      return make() as T;
    },
    load(feature: string): Promise<void> {
      if (feature !== INTEGRATION_FEATURE) return Promise.resolve();
      loading ??= loadChunk(() => import('./integration.bindings')).then(
        ({ integrationViewModelFactory }) => {
          perMount.set(
            INTEGRATION_TOKENS.IntegrationViewModel,
            integrationViewModelFactory(services.http, services.clock),
          );
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}
