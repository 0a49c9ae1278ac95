import { useEffect, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_LINKS_TOKENS } from '../../../application/account-links/account-links.tokens';
import type { ResetPasswordViewModel } from '../../../application/account-links/reset-password.view-model';
import type { FeaturePageProps } from '../../routing/feature';
import { useViewModel } from '../../app/service-context';
import { registerToastMessages } from '../../notices/toast-messages';
import { FormField } from '../../components/form-field';
import { messageForCode } from '../../messages/message-for-code';
import { accountLinksToastMessages, resetPasswordProblems } from './account-links-messages';
import { LinkPageCard, LinkStatusView } from './link-page-parts';
import './account-links.css';

registerToastMessages(accountLinksToastMessages);

const NewPasswordForm = observer(function NewPasswordForm({ vm }: { vm: ResetPasswordViewModel }) {
  const { t, i18n } = useLingui();
  const email = vm.email;
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void vm.submit();
  }
  return (
    <>
      <p className="auth-card__lead">
        <Trans>
          Choose a new password for <strong>{email}</strong>.
        </Trans>
      </p>
      <form noValidate onSubmit={onSubmit}>
        {/* Lets password managers store the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField
          label={t`New Password`}
          type="password"
          autoComplete="new-password"
          value={vm.password}
          onChange={(v) => vm.setPassword(v)}
          hint={t`Between 8 and 50 characters.`}
          error={vm.passwordError ? i18n._(messageForCode(vm.passwordError)) : null}
        />
        <FormField
          label={t`Confirm Password`}
          type="password"
          autoComplete="new-password"
          value={vm.confirmation}
          onChange={(v) => vm.setConfirmation(v)}
          error={vm.confirmationError ? i18n._(messageForCode(vm.confirmationError)) : null}
        />
        {vm.saveFailed ? (
          <p className="form-error" role="alert">
            <Trans>Your new password could not be saved. What you typed is kept; please try again.</Trans>
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={vm.saving}>
          {vm.saving ? <Trans>Saving…</Trans> : <Trans>Reset password</Trans>}
        </button>
      </form>
      <p className="auth-card__links">
        <Link href="/login">
          <Trans>Back to log in</Trans>
        </Link>
      </p>
    </>
  );
});

/**
 * /reset-password/:token (docs/product-rules.md#public-routes): the link is checked first; an expired
 * or used link leads to a new request. After the save, a toast and the login page.
 */
export const ResetPasswordRoute = observer(function ResetPasswordRoute({ params, title }: FeaturePageProps) {
  const vm = useViewModel(ACCOUNT_LINKS_TOKENS.ResetPasswordViewModel);
  const [, navigate] = useLocation();
  const token = params.token ?? '';
  useEffect(() => vm.open(token), [vm, token]);
  useEffect(() => {
    if (vm.done) navigate('/login', { replace: true });
  }, [vm.done, navigate]);
  return (
    <LinkPageCard title={title}>
      {vm.status === 'ready' ? (
        <NewPasswordForm vm={vm} />
      ) : (
        <LinkStatusView status={vm.status} copies={resetPasswordProblems} onRetry={() => vm.retry()} />
      )}
    </LinkPageCard>
  );
});
