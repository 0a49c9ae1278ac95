import { Container } from 'inversify';
import { APP_TOKENS } from '../application/app.tokens';
import type { Clock } from '../application/ports/clock.port';
import type { ErrorReporter } from '../application/ports/error-reporter.port';
import type { LocaleStore } from '../application/shell/locale.store';

/** What the integration site makes at start (src/start/integration-main.tsx). */
export interface IntegrationSiteServices {
  readonly clock: Clock;
  readonly errors: ErrorReporter;
  readonly locales: LocaleStore;
}

/**
 * The integration site's container (docs/architecture.md#wiring): only what its screens need, the clock, the error
 * reporter and the language, made at start. Its page's view-model is bound on the page's first visit, from the
 * integration feature's bindings (src/composition/integration.bindings.ts), as a main-app feature's are.
 */
export function integrationContainerOf(services: IntegrationSiteServices): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(APP_TOKENS.Clock).toConstantValue(services.clock);
  container.bind(APP_TOKENS.ErrorReporter).toConstantValue(services.errors);
  container.bind(APP_TOKENS.LocaleStore).toConstantValue(services.locales);
  return container;
}
