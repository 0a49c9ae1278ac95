import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ACCOUNT_LINKS_TOKENS } from '../../../application/account-links/account-links.tokens';
import type { SubscriptionViewModel } from '../../../application/account-links/subscription.view-model';
import type { SubscriptionType } from '../../../domain/account/account-profile';
import type { FeaturePageProps } from '../../routing/feature';
import { useViewModel } from '../../app/service-context';
import { subscriptionCopies, subscriptionProblems } from './account-links-messages';
import { LinkNotice, LinkPageCard, LinkStatusView } from './link-page-parts';
import './account-links.css';

/** The two variants sharing the path (docs/api-account.md#email-links): `?variant=weekly` is UnsubscribeWeekly. */
function subscriptionTypeOf(search: string): SubscriptionType {
  return new URLSearchParams(search).get('variant') === 'weekly' ? 'WEEKLY_REPORT' : 'SESSION_SUMMARY';
}

/** A subscription sentence with its `{email}`. */
function withEmail(message: MessageDescriptor, email: string): MessageDescriptor {
  return { ...message, values: { email } };
}

const SubscriptionChoice = observer(function SubscriptionChoice({ vm }: { vm: SubscriptionViewModel }) {
  const { i18n } = useLingui();
  const copy = subscriptionCopies[vm.type];
  const failure = vm.saveFailed ? (
    <p className="form-error" role="alert">
      <Trans>Your choice could not be saved. Please try again.</Trans>
    </p>
  ) : null;
  if (!vm.subscribed) {
    return (
      <>
        <LinkNotice tone="success">
          <h2 className="link-page__notice-title">
            <Trans>You are unsubscribed.</Trans>
          </h2>
          <p>{i18n._(withEmail(copy.unsubscribed, vm.email))}</p>
        </LinkNotice>
        {failure}
        <div className="link-page__actions">
          <button
            type="button"
            className="button button--light button--block"
            disabled={vm.saving}
            onClick={() => void vm.subscribe()}
          >
            {vm.saving ? <Trans>Saving…</Trans> : <Trans>Subscribe again</Trans>}
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      {vm.changed ? (
        <LinkNotice tone="success">
          <p>{i18n._(withEmail(copy.subscribedAgain, vm.email))}</p>
        </LinkNotice>
      ) : (
        <p className="auth-card__lead">{i18n._(withEmail(copy.ask, vm.email))}</p>
      )}
      {failure}
      <div className="link-page__actions">
        <button
          type="button"
          className="button button--primary button--block"
          disabled={vm.saving}
          onClick={() => void vm.unsubscribe()}
        >
          {vm.saving ? <Trans>Saving…</Trans> : <Trans>Unsubscribe</Trans>}
        </button>
      </div>
    </>
  );
});

/**
 * /subscriptions/:token, the Unsubscribe and UnsubscribeWeekly variants (docs/product-rules.md#public-routes):
 * asks first, then says it is done and offers to subscribe again.
 */
export const SubscriptionRoute = observer(function SubscriptionRoute({ params, title }: FeaturePageProps) {
  const vm = useViewModel(ACCOUNT_LINKS_TOKENS.SubscriptionViewModel);
  const token = params.token ?? '';
  const type = subscriptionTypeOf(useSearch());
  useEffect(() => vm.open(token, type), [vm, token, type]);
  return (
    <LinkPageCard title={title}>
      {vm.status === 'ready' ? (
        <>
          <SubscriptionChoice vm={vm} />
          <p className="auth-card__links">
            <Link href="/login">
              <Trans>Log in to manage all your notifications</Trans>
            </Link>
          </p>
        </>
      ) : (
        <LinkStatusView status={vm.status} copies={subscriptionProblems} onRetry={() => vm.retry()} />
      )}
    </LinkPageCard>
  );
});
