import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IntegrationViewModel } from '../../../application/integration/integration.view-model';
import { BackLink } from './back-link';
import { FormAlert } from './form-alert';

/** Step 2 for a parent: pick the player the code is for (docs/product-rules.md#integration-screen: default text 'Select Player'). */
export const ChildPicker = observer(function ChildPicker({ viewModel }: { viewModel: IntegrationViewModel }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <section className="ig-card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="ig-title" tabIndex={-1} data-autofocus>
        <Trans>Choose a player</Trans>
      </h1>
      <p className="ig-note">
        <Trans>Pick the player you are getting an access code for.</Trans>
      </p>
      <div className="ig-field">
        <label htmlFor={`${id}-player`}>
          <Trans>Player</Trans>
        </label>
        <select
          id={`${id}-player`}
          value={viewModel.selectedChildId}
          disabled={viewModel.busy}
          aria-busy={viewModel.busy}
          onChange={(event) => void viewModel.chooseChild(event.target.value)}
        >
          <option value="">{t`Select Player`}</option>
          {viewModel.children.map((child) => (
            <option key={child.id} value={child.id}>
              {child.firstName} {child.lastName}
            </option>
          ))}
        </select>
      </div>
      <FormAlert code={viewModel.childError} />
      <BackLink onBack={() => viewModel.back()}>
        <Trans>Back to sign-in</Trans>
      </BackLink>
    </section>
  );
});
