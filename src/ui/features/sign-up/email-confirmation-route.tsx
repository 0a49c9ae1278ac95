import { observer } from 'mobx-react-lite';
import { Trans, useLingui } from '@lingui/react/macro';
import { SIGN_UP_TOKENS } from '../../../application/sign-up/sign-up.tokens';
import type { FeaturePageProps } from '../../routing/feature';
import { useViewModel } from '../../app/service-context';
import { LinkPage } from './link-page-route';
import { LoginButton, StateCard } from './link-state-card';
import './sign-up.css';

/**
 * /email-confirmation/:token (docs/product-rules.md#public-routes): confirms on open; the account is then active.
 * A problem with the link leads to the login, where the activation banner can send a new link.
 */
export const EmailConfirmationRoute = observer(function EmailConfirmationRoute({ params, title }: FeaturePageProps) {
  const vm = useViewModel(SIGN_UP_TOKENS.EmailConfirmationViewModel);
  const { t } = useLingui();
  return (
    <LinkPage vm={vm} token={params.token ?? ''} title={title} loadingLabel={t`Confirming your email…`}>
      {(email) => {
        switch (vm.phase) {
          case 'done':
            return (
              <StateCard tone="success" heading={t`Your email is confirmed`}>
                <p>
                  <Trans>
                    Your account <strong>{email}</strong> is now active. You can log in.
                  </Trans>
                </p>
                <LoginButton email={email ?? undefined} />
              </StateCard>
            );
          case 'redeemed':
            return (
              <StateCard tone="info" heading={t`This email is already confirmed`}>
                <p>
                  <Trans>This link was already used and your account is active. You can log in.</Trans>
                </p>
                <LoginButton />
              </StateCard>
            );
          case 'expired':
            return (
              <StateCard tone="problem" heading={t`This confirmation link has expired`}>
                <p>
                  <Trans>Log in, then choose Resend Activation Email on the banner to get a new link.</Trans>
                </p>
                <LoginButton />
              </StateCard>
            );
          default:
            return (
              <StateCard tone="problem" heading={t`This confirmation link is not valid`}>
                <p>
                  <Trans>
                    Open the link of the latest email we sent you, or log in and choose Resend Activation Email on the
                    banner to get a new one.
                  </Trans>
                </p>
                <LoginButton />
              </StateCard>
            );
        }
      }}
    </LinkPage>
  );
});
