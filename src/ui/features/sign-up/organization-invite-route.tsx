import { observer } from 'mobx-react-lite';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LinkPageViewModel } from '../../../application/sign-up/link-page.view-model';
import type { OrganizationInvite } from '../../../application/ports/sign-up-api.port';
import { SIGN_UP_TOKENS } from '../../../application/sign-up/sign-up.tokens';
import type { FeaturePageProps } from '../../routing/feature';
import { useViewModel } from '../../app/service-context';
import { LinkPage } from './link-page-route';
import { LoginButton, StateCard } from './link-state-card';
import './sign-up.css';

/** What the invitation is for, and the Accept button. */
const InviteAsk = observer(function InviteAsk({
  vm,
  invite,
}: {
  vm: LinkPageViewModel<OrganizationInvite>;
  invite: OrganizationInvite;
}) {
  const { t } = useLingui();
  const { firstName, teamName, organization, email } = invite;
  return (
    <StateCard tone="info" heading={t`Join ${teamName}`}>
      <p>
        {organization === teamName ? (
          <Trans>
            {firstName}, you are invited to join the team <strong>{teamName}</strong>.
          </Trans>
        ) : (
          <Trans>
            {firstName}, <strong>{organization}</strong> invites you to join the team <strong>{teamName}</strong>.
          </Trans>
        )}
      </p>
      <p>
        <Trans>
          The invitation is for your account <strong>{email}</strong>. Once you accept, the team’s sessions appear in
          your calendar, dashboard and leaderboard.
        </Trans>
      </p>
      {vm.actFailed ? (
        <p className="form-error" role="alert">
          <Trans>Your answer could not be sent. Please try again.</Trans>
        </p>
      ) : null}
      <p className="link-state__actions">
        <button
          type="button"
          className="button button--primary button--block"
          disabled={vm.acting}
          onClick={() => void vm.act()}
        >
          {vm.acting ? <Trans>Accepting…</Trans> : <Trans>Accept invitation</Trans>}
        </button>
      </p>
    </StateCard>
  );
});

/** /organization-invite/:token (docs/product-rules.md#public-routes): shows the team, accepts on a button. */
export const OrganizationInviteRoute = observer(function OrganizationInviteRoute({ params, title }: FeaturePageProps) {
  const vm = useViewModel(SIGN_UP_TOKENS.OrganizationInviteViewModel);
  const { t } = useLingui();
  const announce = vm.details !== null;
  return (
    <LinkPage vm={vm} token={params.token ?? ''} title={title} loadingLabel={t`Checking your invitation…`}>
      {(invite) => {
        switch (vm.phase) {
          case 'ready':
            return invite === null ? null : <InviteAsk vm={vm} invite={invite} />;
          case 'done': {
            const team = invite?.teamName ?? '';
            const email = invite?.email ?? '';
            return (
              <StateCard tone="success" heading={t`You joined ${team}`} announce>
                <p>
                  <Trans>
                    Log in as <strong>{email}</strong> to see the team in your dashboard and leaderboard.
                  </Trans>
                </p>
                <LoginButton email={email} />
              </StateCard>
            );
          }
          case 'redeemed':
            return (
              <StateCard tone="info" heading={t`This invitation has already been accepted`} announce={announce}>
                <p>
                  <Trans>You are already in the team. Log in to see it.</Trans>
                </p>
                <LoginButton />
              </StateCard>
            );
          case 'expired':
            return (
              <StateCard tone="problem" heading={t`This invitation has expired`} announce={announce}>
                <p>
                  <Trans>Invitations are valid for a limited time. Ask your coach or club to send you a new one.</Trans>
                </p>
                <LoginButton />
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
                <LoginButton />
              </StateCard>
            );
        }
      }}
    </LinkPage>
  );
});
