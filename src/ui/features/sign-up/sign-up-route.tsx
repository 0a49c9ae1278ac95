import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { SIGN_UP_TOKENS } from '../../../application/sign-up/sign-up.tokens';
import type { SignUpViewModel } from '../../../application/sign-up/sign-up.view-model';
import type { FeaturePageProps } from '../../routing/feature';
import { useViewModel } from '../../app/service-context';
import { ErrorState } from '../../components/error-state';
import { LinkPageLoading, LoginButton, StateCard } from './link-state-card';
import { SignUpForm } from './sign-up-form';
import './sign-up.css';

/** What to do when the invitation cannot be used: log in, or ask for a new invitation. */
const SignUpProblem = observer(function SignUpProblem({ vm }: { vm: SignUpViewModel }) {
  const { t } = useLingui();
  const announce = vm.form !== null;
  switch (vm.phase) {
    case 'expired':
      return (
        <StateCard tone="problem" heading={t`This invitation has expired`} announce={announce}>
          <p>
            <Trans>Invitations are valid for a limited time. Ask your coach or club to send you a new one.</Trans>
          </p>
          <p>
            <Trans>Already have an account? Log in.</Trans>
          </p>
          <LoginButton />
        </StateCard>
      );
    case 'redeemed':
      return (
        <StateCard tone="info" heading={t`This invitation has already been used`} announce={announce}>
          <p>
            <Trans>The account of this invitation is already active. Log in with its email and password.</Trans>
          </p>
          <LoginButton />
          <p className="auth-card__links">
            <Link href="/forgotten-password">
              <Trans>Forgotten password?</Trans>
            </Link>
          </p>
        </StateCard>
      );
    default:
      return (
        <StateCard tone="problem" heading={t`This invitation link is not valid`} announce={announce}>
          <p>
            <Trans>
              Check that you opened the whole link from your invitation email, or ask your coach or club for a new
              invitation.
            </Trans>
          </p>
          <p>
            <Trans>Already have an account? Log in.</Trans>
          </p>
          <LoginButton />
        </StateCard>
      );
  }
});

/** After the sign-up: log in, confirm the email, or (a parent) check the mailbox. */
const SignUpDone = observer(function SignUpDone({ vm }: { vm: SignUpViewModel }) {
  const { t } = useLingui();
  const result = vm.result;
  const form = vm.form;
  if (result === null || form === null) return null;
  const email = result.email;
  if (form.kind === 'child') {
    const child = form.values.firstName.trim();
    return (
      <StateCard tone="success" heading={t`Check your mailbox`} announce>
        <p>
          <Trans>
            We sent an email to <strong>{email}</strong>. Open the link in it to finish {child}’s sign-up.
          </Trans>
        </p>
        <LoginButton email={email} />
      </StateCard>
    );
  }
  if (result.status === 'ACTIVE') {
    return (
      <StateCard tone="success" heading={t`Welcome to Pulseboard!`} announce>
        <p>
          <Trans>
            Your account is ready. Log in with <strong>{email}</strong> and the password you chose.
          </Trans>
        </p>
        <LoginButton email={email} />
      </StateCard>
    );
  }
  return (
    <StateCard tone="info" heading={t`Confirm your email`} announce>
      <p>
        <Trans>
          We sent a confirmation link to <strong>{email}</strong>. Open it to activate your account.
        </Trans>
      </p>
      <p>
        <Trans>You can already log in; a banner will remind you to confirm.</Trans>
      </p>
      <LoginButton email={email} />
    </StateCard>
  );
});

/** /signup/:token (docs/product-rules.md#public-routes): the invitation's states, the form, what comes next. */
export const SignUpRoute = observer(function SignUpRoute({ params, title }: FeaturePageProps) {
  const vm = useViewModel(SIGN_UP_TOKENS.SignUpViewModel);
  const { t } = useLingui();
  const token = params.token ?? '';
  useEffect(() => {
    void vm.load(token);
  }, [vm, token]);

  switch (vm.phase) {
    case 'loading':
      return <LinkPageLoading label={t`Checking your invitation…`} lines={6} />;
    case 'load-failed':
      return (
        <section className="auth-card link-state" aria-labelledby="sign-up-title">
          <h1 id="sign-up-title">{title}</h1>
          <ErrorState code="TRY_AGAIN_LATER" onRetry={() => void vm.retry()} className="link-state__error" />
        </section>
      );
    case 'done':
      return <SignUpDone vm={vm} />;
    case 'form':
      return <SignUpPage vm={vm} title={title} />;
    default:
      return <SignUpProblem vm={vm} />;
  }
});

const SignUpPage = observer(function SignUpPage({ vm, title }: { vm: SignUpViewModel; title: string }) {
  const invitation = vm.invitation;
  const form = vm.form;
  if (invitation === null || form === null) return null;
  const team = invitation.teamName;
  const { firstName, lastName } = invitation;
  return (
    <section className="auth-card sign-up" aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">{title}</h1>
      <p className="auth-card__lead">
        {form.kind === 'child' ? (
          <Trans>
            You are signing up{' '}
            <strong>
              {firstName} {lastName}
            </strong>{' '}
            to join <strong>{team}</strong>. As their parent or guardian, you give your own details and consent below.
          </Trans>
        ) : (
          <Trans>
            You are invited to join <strong>{team}</strong>. Check your details, choose a password and you are in.
          </Trans>
        )}
      </p>
      <SignUpForm vm={vm} form={form} />
      <p className="auth-card__links">
        <Link href="/login">
          <Trans>Already have an account? Log in.</Trans>
        </Link>
      </p>
    </section>
  );
});
