import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Trans } from '@lingui/react/macro';
import { ACCOUNT_LINKS_TOKENS } from '../../../application/account-links/account-links.tokens';
import type { LinkConfirmationViewModel } from '../../../application/account-links/link-confirmation.view-model';
import type { FeaturePageProps } from '../../routing/feature';
import { useViewModel } from '../../app/service-context';
import {
  additionalEmailProblems,
  emailChangeProblems,
  LOG_IN_STEPS,
  type LinkProblemCopies,
} from './account-links-messages';
import { LinkNotice, LinkPageCard, LinkStatusView, NextSteps } from './link-page-parts';
import './account-links.css';

/** A page that confirms its link on open: the outcome, or the link's state with the next steps. */
const LinkConfirmationPage = observer(function LinkConfirmationPage({
  vm,
  token,
  title,
  copies,
  confirmed,
}: {
  vm: LinkConfirmationViewModel;
  token: string;
  title: string;
  copies: LinkProblemCopies;
  confirmed: (email: string) => ReactNode;
}) {
  useEffect(() => vm.open(token), [vm, token]);
  return (
    <LinkPageCard title={title}>
      {vm.status === 'ready' ? (
        <>
          <LinkNotice tone="success">{confirmed(vm.email)}</LinkNotice>
          <NextSteps steps={LOG_IN_STEPS} />
        </>
      ) : (
        <LinkStatusView status={vm.status} copies={copies} onRetry={() => vm.retry()} />
      )}
    </LinkPageCard>
  );
});

/** /email-change/:token (docs/product-rules.md#public-routes): confirms on open; the new email signs in from now on. */
export function EmailChangeRoute({ params, title }: FeaturePageProps) {
  const vm = useViewModel(ACCOUNT_LINKS_TOKENS.EmailChangeViewModel);
  return (
    <LinkConfirmationPage
      vm={vm}
      token={params.token ?? ''}
      title={title}
      copies={emailChangeProblems}
      confirmed={(email) => (
        <p>
          <Trans>
            Your email address is changed. From now on you sign in with <strong>{email}</strong>.
          </Trans>
        </p>
      )}
    />
  );
}

/** /additional-email/:token (docs/product-rules.md#additional-emails): confirms on open. */
export function AdditionalEmailRoute({ params, title }: FeaturePageProps) {
  const vm = useViewModel(ACCOUNT_LINKS_TOKENS.AdditionalEmailViewModel);
  return (
    <LinkConfirmationPage
      vm={vm}
      token={params.token ?? ''}
      title={title}
      copies={additionalEmailProblems}
      confirmed={(email) => (
        <p>
          <Trans>
            <strong>{email}</strong> is confirmed. Your notification emails will also go to this address.
          </Trans>
        </p>
      )}
    />
  );
}
