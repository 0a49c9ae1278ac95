import type { Container } from 'inversify';
import type { HttpClient } from '../adapters/http/http-client';
import { HttpIntegrationApi } from '../adapters/http/http-integration-api';
import { APP_TOKENS } from '../application/app.tokens';
import { INTEGRATION_TOKENS } from '../application/integration/integration.tokens';
import { IntegrationViewModel } from '../application/integration/integration.view-model';
import type { Clock } from '../application/ports/clock.port';
import type { IntegrationApi } from '../application/ports/integration-api.port';

/** Binds the integration site's adapter and view-model; `http` is the integration API client. */
export function bindIntegrationFeature(container: Container, http: () => HttpClient): void {
  container.bind(INTEGRATION_TOKENS.IntegrationApi).toResolvedValue(() => new HttpIntegrationApi(http()));
  container
    .bind(INTEGRATION_TOKENS.IntegrationViewModel)
    .toResolvedValue((api: IntegrationApi, clock: Clock) => new IntegrationViewModel(api, clock), [INTEGRATION_TOKENS.IntegrationApi, APP_TOKENS.Clock])
    .inTransientScope();
}
