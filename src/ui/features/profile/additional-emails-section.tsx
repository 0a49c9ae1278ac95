import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react';
import { useLingui as useMacroLingui } from '@lingui/react/macro';
import type { AdditionalEmailsModel } from '../../../application/profile/additional-emails.model';
import type { AdditionalEmail } from '../../../application/ports/account-settings-api.port';
import { FormField } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';
import { messageForCode } from '../../messages/message-for-code';

const EmailRow = observer(function EmailRow({
  model,
  email,
}: {
  model: AdditionalEmailsModel;
  email: AdditionalEmail;
}) {
  const { t } = useMacroLingui();
  const address = email.email;
  const resending = model.resendingId === email.id;
  return (
    <li className="extra-email">
      <div className="extra-email__main">
        <span className="extra-email__address">{address}</span>
        <span
          className={
            email.confirmed
              ? 'extra-email__state extra-email__state--ok'
              : 'extra-email__state extra-email__state--pending'
          }
        >
          {email.confirmed ? t`Confirmed` : t`Not confirmed`}
        </span>
      </div>
      <div className="extra-email__actions">
        {email.confirmed ? null : (
          <button
            type="button"
            className="button button--light"
            onClick={() => void model.resend(email.id)}
            disabled={model.resendingId !== null}
            aria-busy={resending || undefined}
            aria-label={t`Resend confirmation to ${address}`}
          >
            {resending ? t`Sending…` : t`Resend confirmation`}
          </button>
        )}
        <button
          type="button"
          className="button button--light"
          onClick={() => model.askDelete(email.id)}
          aria-haspopup="dialog"
          aria-label={t`Delete ${address}`}
        >
          {t`Delete`}
        </button>
      </div>
      {model.resendErrorCodeOf(email.id) !== null ? (
        <p className="settings-switch__error" role="alert">
          {t`The confirmation email could not be sent. Please try again.`}
        </p>
      ) : null}
    </li>
  );
});

/** Asks before an address is deleted (docs/product-rules.md#roles-and-permissions: deletions are confirmed). */
const DeleteEmailDialog = observer(function DeleteEmailDialog({ model }: { model: AdditionalEmailsModel }) {
  const { t } = useMacroLingui();
  const address = model.deleteTarget?.email ?? '';
  return (
    <ModalDialog
      open={model.deleteTarget !== null}
      className="settings-dialog"
      title={t`Delete this email address?`}
      body={t`${address} will no longer receive your notifications.`}
      cancelLabel={t`Cancel`}
      confirmLabel={model.deleting ? t`Deleting…` : t`Delete`}
      busy={model.deleting}
      onConfirm={() => void model.confirmDelete()}
      onCancel={() => model.cancelDelete()}
    >
      {model.deleteErrorCode !== null ? (
        <p className="settings-dialog__error" role="alert">
          {t`The email address could not be deleted. Please try again.`}
        </p>
      ) : null}
    </ModalDialog>
  );
});

/**
 * The additional notification addresses (docs/product-rules.md#additional-emails): each confirmed
 * or not, with a resend and a delete; the form adds one (errors after a submit, then live; a failed
 * add keeps the address and says so).
 */
export const AdditionalEmailsSection = observer(function AdditionalEmailsSection({
  model,
}: {
  model: AdditionalEmailsModel;
}) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.add();
  };
  return (
    <section className="card profile-section" aria-labelledby="profile-extra-emails-title">
      <h2 id="profile-extra-emails-title">{t`Additional notification emails`}</h2>
      <p className="field__hint">{t`Your notifications also go to these addresses once each one is confirmed from the email we send it.`}</p>
      {model.emails.length === 0 ? (
        <p role="status" className="extra-email__empty">
          {t`No additional email addresses yet.`}
        </p>
      ) : (
        <ul className="extra-email__list" aria-labelledby="profile-extra-emails-title">
          {model.emails.map((email) => (
            <EmailRow key={email.id} model={model} email={email} />
          ))}
        </ul>
      )}
      <form className="extra-email__form" onSubmit={onSubmit} noValidate>
        <FormField
          label={t`Additional email address`}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={model.draft}
          onChange={(value) => model.setDraft(value)}
          error={model.fieldCode !== null ? i18n._(messageForCode(model.fieldCode)) : null}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={model.adding}
          aria-busy={model.adding || undefined}
        >
          {model.adding ? t`Adding…` : t`Add email`}
        </button>
      </form>
      {model.addErrorCode !== null ? (
        <p className="settings-switch__error" role="alert">
          {t`The email address could not be added. Your text is kept; please try again.`}
        </p>
      ) : null}
      <DeleteEmailDialog model={model} />
    </section>
  );
});
