import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { IntegrationViewModel } from '../../../application/integration/integration.view-model';
import { AccessCodeScreen } from './access-code-screen';
import { ChildPicker } from './child-picker';
import { IntegrationForm } from './integration-form';

/** The IntegrationsRoute page: one step at a time; focus moves to a new step's heading. */
export const IntegrationPage = observer(function IntegrationPage({ viewModel }: { viewModel: IntegrationViewModel }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { step } = viewModel;
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const container = containerRef.current;
    const target =
      container?.querySelector<HTMLElement>('[data-autofocus]') ?? container?.querySelector<HTMLElement>('input');
    target?.focus();
  }, [step]);

  return (
    <div ref={containerRef} className="ig-page">
      {step === 'form' && <IntegrationForm viewModel={viewModel} />}
      {step === 'picker' && <ChildPicker viewModel={viewModel} />}
      {step === 'code' && <AccessCodeScreen viewModel={viewModel} />}
    </div>
  );
});
