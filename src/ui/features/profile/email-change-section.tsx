import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EmailChangeViewModel } from '../../../application/profile/email-change.view-model';
import { TextField } from './profile-fields';
import { emailFailureMessage, profileFieldMessage } from './profile-messages';

/** While a change waits for its link: the new address, Resend and Cancel. */
const PendingEmail = observer(function PendingEmail({ vm, pending }: { vm: EmailChangeViewModel; pending: string }) {
  const { t } = useLingui();
  return (
    <div className="profile-pending">
      <p className="profile-pending__address" role="status">
        <Trans>
          <strong>{pending}</strong> is waiting for confirmation.
        </Trans>
      </p>
      <p className="field__hint">{t`We sent a link to this address. Your email changes once you follow it; until then, sign in with your current email.`}</p>
      <div className="profile-pending__actions">
        <button
          type="button"
          className="button button--light"
          disabled={vm.busy !== null}
          aria-busy={vm.busy === 'resend'}
          onClick={() => void vm.resend()}
        >
          {vm.busy === 'resend' ? t`Sending…` : t`Resend email`}
        </button>
        <button
          type="button"
          className="button button--light"
          disabled={vm.busy !== null}
          aria-busy={vm.busy === 'cancel'}
          onClick={() => void vm.cancel()}
        >
          {t`Cancel change`}
        </button>
      </div>
    </div>
  );
});

/** Email (docs/api-account.md#profile): the account's address and a change confirmed by a link. */
export const EmailChangeSection = observer(function EmailChangeSection({ vm }: { vm: EmailChangeViewModel }) {
  const { t, i18n } = useLingui();
  const pending = vm.pendingEmail;
  const error = vm.error === null ? null : i18n._(profileFieldMessage(vm.error));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.request();
  };
  return (
    <section className="card profile-section" aria-labelledby="profile-email-title">
      <h2 id="profile-email-title">{t`Email`}</h2>
      <dl className="profile-current">
        <dt>{t`Current email`}</dt>
        <dd>{vm.currentEmail}</dd>
      </dl>
      {pending !== null ? (
        <PendingEmail vm={vm} pending={pending} />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <TextField
            label={t`New email`}
            type="email"
            value={vm.draft}
            onChange={(v) => vm.setDraft(v)}
            error={error}
            autoComplete="email"
            hint={t`We will send a link to the new address to confirm it.`}
            required
          />
          <div className="profile-actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={vm.busy !== null}
              aria-busy={vm.busy === 'request'}
            >
              {vm.busy === 'request' ? t`Sending…` : t`Change email`}
            </button>
          </div>
        </form>
      )}
      {vm.failure !== null ? (
        <p className="form-error profile-section__error" role="alert">
          {i18n._(emailFailureMessage(vm.failure.action, vm.failure.code))}
        </p>
      ) : null}
    </section>
  );
});
