import type { IntegrationApi } from '../ports/integration-api.port';
import { serviceToken } from '../service-token';
import type { IntegrationViewModel } from './integration.view-model';

/** The integration site's container keys. */
export const INTEGRATION_TOKENS = {
  IntegrationApi: serviceToken<IntegrationApi>('IntegrationApi'),
  IntegrationViewModel: serviceToken<IntegrationViewModel>('IntegrationViewModel'),
} as const;
