import { useEffect } from 'react';
import { INTEGRATION_TOKENS } from '../../../application/integration/integration.tokens';
import { useViewModel } from '../../app/service-context';
import { IntegrationPage } from './integration-page';

/** IntegrationsRoute, '/': the form, the child picker and the access code. */
export function IntegrationRoute() {
  const viewModel = useViewModel(INTEGRATION_TOKENS.IntegrationViewModel);
  useEffect(() => () => viewModel.dispose(), [viewModel]);
  return <IntegrationPage viewModel={viewModel} />;
}
