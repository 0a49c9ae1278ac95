import { useEffect, useId, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_LINKS_TOKENS } from '../../../application/account-links/account-links.tokens';
import type { ForgottenPasswordViewModel } from '../../../application/account-links/forgotten-password.view-model';
import type { FeaturePageProps } from '../../routing/feature';
import { useViewModel } from '../../app/service-context';
import { FormField } from '../../components/form-field';
import { ResendWaitLabel, TooManyRequestsNotice } from '../../components/resend-wait';
import { messageForCode } from '../../messages/message-for-code';
import { forgottenPasswordFailures } from './account-links-messages';
import { LinkNotice, LinkPageCard } from './link-page-parts';
import './account-links.css';

/** Why no mail went out: the server's limit with its wait, or another failure's message. */
const Failure = observer(function Failure({ vm, id }: { vm: ForgottenPasswordViewModel; id?: string }) {
  const { i18n } = useLingui();
  if (vm.tooManyRequests)
    return <TooManyRequestsNotice id={id} seconds={vm.secondsLeft} className="resend-limit--boxed" />;
  if (vm.failure === null || vm.failure === 'TOO_MANY_REQUESTS') return null;
  return (
    <p id={id} className="form-error" role="alert">
      {i18n._(forgottenPasswordFailures[vm.failure])}
    </p>
  );
});

const RequestForm = observer(function RequestForm({ vm }: { vm: ForgottenPasswordViewModel }) {
  const { t, i18n } = useLingui();
  const failureId = useId();
  const seconds = vm.secondsLeft;
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void vm.submit();
  }
  return (
    <>
      <p className="auth-card__lead">
        <Trans>Enter the email address of your account. We will send you a link to choose a new password.</Trans>
      </p>
      <form noValidate onSubmit={onSubmit} aria-describedby={vm.failureShown ? failureId : undefined}>
        <FormField
          label={t`Email`}
          type="email"
          autoComplete="username"
          value={vm.email}
          onChange={(v) => vm.setEmail(v)}
          error={vm.emailError ? i18n._(messageForCode(vm.emailError)) : null}
        />
        <Failure vm={vm} id={failureId} />
        <button type="submit" className="button button--primary button--block" disabled={!vm.canSubmit}>
          {seconds > 0 ? (
            <ResendWaitLabel seconds={seconds} />
          ) : vm.pending ? (
            <Trans>Sending…</Trans>
          ) : (
            <Trans>Send reset link</Trans>
          )}
        </button>
      </form>
    </>
  );
});

/** "Check your inbox", with a resend after the wait (docs/product-rules.md#our-choices: 60 s; a server's limit: longer). */
const CheckInbox = observer(function CheckInbox({ vm, email }: { vm: ForgottenPasswordViewModel; email: string }) {
  const seconds = vm.secondsLeft;
  return (
    <>
      <LinkNotice tone="success">
        <h2 className="link-page__notice-title">
          <Trans>Check your inbox</Trans>
        </h2>
        <p>
          <Trans>
            We sent a link to choose a new password to <strong>{email}</strong>.
          </Trans>
        </p>
        {vm.resent > 0 ? (
          <p>
            <Trans>We sent another email.</Trans>
          </p>
        ) : null}
      </LinkNotice>
      <p className="link-page__hint">
        <Trans>No email? Check your spam folder, or send it again.</Trans>
      </p>
      <Failure vm={vm} />
      <div className="link-page__actions">
        <button
          type="button"
          className="button button--primary button--block"
          disabled={!vm.canResend}
          onClick={() => void vm.resend()}
        >
          {seconds > 0 ? (
            <ResendWaitLabel seconds={seconds} />
          ) : vm.pending ? (
            <Trans>Sending…</Trans>
          ) : (
            <Trans>Resend email</Trans>
          )}
        </button>
        <button type="button" className="button button--light button--block" onClick={() => vm.useAnotherAddress()}>
          <Trans>Use another email address</Trans>
        </button>
      </div>
    </>
  );
});

/** /forgotten-password (docs/product-rules.md#public-routes): ask for a reset mail, then check the inbox. */
export const ForgottenPasswordRoute = observer(function ForgottenPasswordRoute({ title }: FeaturePageProps) {
  const vm = useViewModel(ACCOUNT_LINKS_TOKENS.ForgottenPasswordViewModel);
  useEffect(() => () => vm.dispose(), [vm]);
  return (
    <LinkPageCard title={title}>
      {vm.sentTo === null ? <RequestForm vm={vm} /> : <CheckInbox vm={vm} email={vm.sentTo} />}
      <p className="auth-card__links">
        <Link href="/login">
          <Trans>Back to log in</Trans>
        </Link>
      </p>
    </LinkPageCard>
  );
});
