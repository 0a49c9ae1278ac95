import { observer } from 'mobx-react-lite';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LinkPageViewModel } from '../../../application/sign-up/link-page.view-model';
import type { ChildConfirmation } from '../../../application/ports/sign-up-api.port';
import { SIGN_UP_TOKENS } from '../../../application/sign-up/sign-up.tokens';
import type { FeaturePageProps } from '../../routing/feature';
import { useViewModel } from '../../app/service-context';
import { LinkPage } from './link-page-route';
import { LoginButton, StateCard } from './link-state-card';
import './sign-up.css';

/** Whom the link is about, and the Confirm button. */
const ChildConfirmationAsk = observer(function ChildConfirmationAsk({
  vm,
  child,
}: {
  vm: LinkPageViewModel<ChildConfirmation>;
  child: ChildConfirmation;
}) {
  const { t } = useLingui();
  const { childFirstName, childLastName, parentEmail } = child;
  return (
    <StateCard tone="info" heading={t`Confirm your child’s account`}>
      <p>
        <Trans>
          <strong>
            {childFirstName} {childLastName}
          </strong>{' '}
          was signed up to Pulseboard with your email address, <strong>{parentEmail}</strong>.
        </Trans>
      </p>
      <p>
        <Trans>Confirm that you are their parent or guardian to link their account to yours.</Trans>
      </p>
      {vm.actFailed ? (
        <p className="form-error" role="alert">
          <Trans>Your confirmation could not be sent. Please try again.</Trans>
        </p>
      ) : null}
      <p className="link-state__actions">
        <button
          type="button"
          className="button button--primary button--block"
          disabled={vm.acting}
          onClick={() => void vm.act()}
        >
          {vm.acting ? <Trans>Confirming…</Trans> : <Trans>Confirm</Trans>}
        </button>
      </p>
    </StateCard>
  );
});

/** /child-confirmation/:token (docs/product-rules.md#public-routes): shows the child, confirms on a button. */
export const ChildConfirmationRoute = observer(function ChildConfirmationRoute({ params, title }: FeaturePageProps) {
  const vm = useViewModel(SIGN_UP_TOKENS.ChildConfirmationViewModel);
  const { t } = useLingui();
  const announce = vm.details !== null;
  return (
    <LinkPage vm={vm} token={params.token ?? ''} title={title} loadingLabel={t`Checking your link…`}>
      {(child) => {
        switch (vm.phase) {
          case 'ready':
            return child === null ? null : <ChildConfirmationAsk vm={vm} child={child} />;
          case 'done': {
            const name = child?.childFirstName ?? '';
            const email = child?.parentEmail ?? '';
            return (
              <StateCard tone="success" heading={t`${name}’s account is confirmed`} announce>
                <p>
                  <Trans>
                    Log in as <strong>{email}</strong> to follow {name}’s sessions: pick them in the child picker of the
                    menu.
                  </Trans>
                </p>
                <LoginButton email={email} />
              </StateCard>
            );
          }
          case 'redeemed':
            return (
              <StateCard tone="info" heading={t`This child’s account is already confirmed`} announce={announce}>
                <p>
                  <Trans>This link was already used. Log in to follow your child’s sessions.</Trans>
                </p>
                <LoginButton />
              </StateCard>
            );
          case 'expired':
            return (
              <StateCard tone="problem" heading={t`This confirmation link has expired`} announce={announce}>
                <p>
                  <Trans>Ask your child’s coach or club to send a new invitation, then sign your child up again.</Trans>
                </p>
                <LoginButton />
              </StateCard>
            );
          default:
            return (
              <StateCard tone="problem" heading={t`This confirmation link is not valid`} announce={announce}>
                <p>
                  <Trans>
                    Open the link of the latest email we sent you, or ask your child’s coach or club for help.
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
