import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import type { PasswordChangeViewModel, PasswordField } from '../../../application/profile/password-change.view-model';
import { TextField } from './profile-fields';
import { profileFailureMessage, profileFieldMessage } from './profile-messages';

/** Password change: the current password, the new one typed twice; 'Current password is invalid.' beside the first field. */
export const PasswordChangeSection = observer(function PasswordChangeSection({
  vm,
  email,
}: {
  vm: PasswordChangeViewModel;
  email: string;
}) {
  const { t, i18n } = useLingui();
  const errorOf = (field: PasswordField): string | null => {
    const code = vm.errorOf(field);
    return code === null ? null : i18n._(profileFieldMessage(code));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.save();
  };
  return (
    <section className="card profile-section" aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">{t`Password`}</h2>
      <form onSubmit={onSubmit} noValidate>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="profile-grid">
          <TextField
            className="profile-grid__wide-half"
            label={t`Current Password`}
            type="password"
            value={vm.current}
            onChange={(v) => vm.setCurrent(v)}
            error={errorOf('current')}
            autoComplete="current-password"
            required
          />
          <TextField
            className="profile-grid__half"
            label={t`New Password`}
            type="password"
            value={vm.next}
            onChange={(v) => vm.setNext(v)}
            error={errorOf('next')}
            autoComplete="new-password"
            hint={t`8 to 50 characters.`}
            required
          />
          <TextField
            className="profile-grid__half"
            label={t`Confirm Password`}
            type="password"
            value={vm.confirmation}
            onChange={(v) => vm.setConfirmation(v)}
            error={errorOf('confirmation')}
            autoComplete="new-password"
            required
          />
        </div>
        {vm.failure !== null ? (
          <p className="form-error" role="alert">
            {i18n._(profileFailureMessage(vm.failure))}
          </p>
        ) : null}
        <div className="profile-actions">
          <button type="submit" className="button button--primary" disabled={vm.saving} aria-busy={vm.saving}>
            {vm.saving ? t`Saving…` : t`Change password`}
          </button>
        </div>
      </form>
    </section>
  );
});
