import type { HttpClient } from '../adapters/http/http-client';
import { HttpIntegrationApi } from '../adapters/http/http-integration-api';
import { IntegrationViewModel } from '../application/integration/integration.view-model';
import type { Clock } from '../application/ports/clock.port';

/**
 * The integration page's view-model, one per mount, over the integration API's client. The integration site's
 * resolver (integration-resolver.ts) loads this module on the page's first visit, so the view-model, its adapter and
 * rxjs travel with the page and not with the site's first script.
 */
export function integrationViewModelFactory(http: HttpClient, clock: Clock): () => IntegrationViewModel {
  const api = new HttpIntegrationApi(http);
  return () => new IntegrationViewModel(api, clock);
}
