import type { Container } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client';
import { HttpIntegrationApi } from '../adapters/http/http-integration-api';
import { APP_TOKENS } from '../application/app.tokens';
import { INTEGRATION_TOKENS } from '../application/integration/integration.tokens';
import { IntegrationViewModel } from '../application/integration/integration.view-model';
import type { Clock } from '../application/ports/clock.port';
import type { IntegrationApi } from '../application/ports/integration-api.port';

/**
 * Binds the integration page's view-model, one per mount, over the integration API's client (the site's `http`).
 * Loaded on the page's first visit, so the view-model, its adapter and rxjs travel with the page and not with the
 * integration site's first script.
 */
export function bindIntegrationFeature(container: Container, http: () => HttpClient): void {
  container.bind(INTEGRATION_TOKENS.IntegrationApi).toDynamicValue(() => new HttpIntegrationApi(http()));
  container
    .bind(INTEGRATION_TOKENS.IntegrationViewModel)
    .toResolvedValue(
      (api: IntegrationApi, clock: Clock) => new IntegrationViewModel(api, clock),
      [INTEGRATION_TOKENS.IntegrationApi, APP_TOKENS.Clock],
    )
    .inTransientScope();
}
