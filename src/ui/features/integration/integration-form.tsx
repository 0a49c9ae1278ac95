import { useId, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IntegrationViewModel } from '../../../application/integration/integration.view-model';
import { FieldError } from './field-error';
import { FormAlert } from './form-alert';

/** Step 1: email and password (docs/product-rules.md#integration-screen); errors only after the first submit. */
export const IntegrationForm = observer(function IntegrationForm({ viewModel }: { viewModel: IntegrationViewModel }) {
  const { t } = useLingui();
  const id = useId();
  const emailErrorId = `${id}-email-error`;
  const passwordErrorId = `${id}-password-error`;
  const { emailError, passwordError, loginError } = viewModel;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void viewModel.submit().then(() => {
      // Move focus to the first invalid field so keyboard and screen-reader users land on the problem.
      const form = event.target as HTMLFormElement;
      form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
    });
  };

  return (
    <section className="ig-card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="ig-title">
        <Trans>Get an access code</Trans>
      </h1>
      <p className="ig-note">
        <Trans>
          Sign in with your Pulseboard account to get a one-time access code for your partner app. The code is valid for
          60 seconds.
        </Trans>
      </p>
      <form className="ig-form" noValidate onSubmit={onSubmit}>
        <div className="ig-field">
          <label htmlFor={`${id}-email`}>
            <Trans>Email</Trans>
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            value={viewModel.email}
            onChange={(event) => viewModel.setEmail(event.target.value)}
            aria-invalid={emailError !== null}
            aria-describedby={emailError !== null ? emailErrorId : undefined}
          />
          <FieldError id={emailErrorId} code={emailError} />
        </div>
        <div className="ig-field">
          <label htmlFor={`${id}-password`}>
            <Trans>Password</Trans>
          </label>
          <input
            id={`${id}-password`}
            type="password"
            name="password"
            autoComplete="current-password"
            value={viewModel.password}
            onChange={(event) => viewModel.setPassword(event.target.value)}
            aria-invalid={passwordError !== null}
            aria-describedby={passwordError !== null ? passwordErrorId : undefined}
          />
          <FieldError id={passwordErrorId} code={passwordError} />
        </div>
        <FormAlert code={loginError} />
        <button className="ig-button" type="submit" disabled={viewModel.busy} aria-busy={viewModel.busy}>
          {viewModel.busy ? t`Signing in…` : t`Get access code`}
        </button>
      </form>
    </section>
  );
});
