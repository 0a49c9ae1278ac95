import { useId, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LinkPageStatus } from '../../../application/account-links/link-page-status';
import { ErrorState } from '../../components/error-state';
import type { LinkProblemCopies, NextStep } from './account-links-messages';
import { SKELETON_CLASS } from '../../components/skeleton';

/** The card of a public link page: the route's title as its one h1, then the page's state. */
export function LinkPageCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="auth-card link-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {children}
    </section>
  );
}

/** Links to where the reader goes next; the first is the main action. */
export function NextSteps({ steps }: { steps: readonly NextStep[] }) {
  const { i18n } = useLingui();
  return (
    <div className="link-page__actions">
      {steps.map((step, index) => (
        <Link
          key={step.href}
          href={step.href}
          className={index === 0 ? 'button button--primary button--block' : 'link-page__secondary'}
        >
          {i18n._(step.label)}
        </Link>
      ))}
    </div>
  );
}

/** A notice of the page's outcome: a confirmation (`success`) or a link that cannot be used. */
export function LinkNotice({ tone, children }: { tone: 'success' | 'problem'; children: ReactNode }) {
  return (
    <div className={`link-page__notice link-page__notice--${tone}`} role="status">
      <span className="link-page__icon" aria-hidden="true">
        {tone === 'success' ? '✓' : '!'}
      </span>
      <div className="link-page__notice-text">{children}</div>
    </div>
  );
}

/** While the link is read: a placeholder of the final size, announced. */
function LinkChecking() {
  return (
    <div className="link-page__checking" role="status">
      <p>
        <Trans>Checking your link…</Trans>
      </p>
      <span className={`${SKELETON_CLASS} link-page__skeleton`} aria-hidden="true" />
      <span className={`${SKELETON_CLASS} link-page__skeleton link-page__skeleton--button`} aria-hidden="true" />
    </div>
  );
}

/**
 * Every state of a link page but `ready`: checking, no answer (with a retry), or an unusable
 * link with its message and next steps. Renders nothing when the link is usable.
 */
export const LinkStatusView = observer(function LinkStatusView({
  status,
  copies,
  onRetry,
}: {
  status: LinkPageStatus;
  copies: LinkProblemCopies;
  onRetry: () => void;
}) {
  const { i18n } = useLingui();
  switch (status) {
    case 'ready':
      return null;
    case 'loading':
      return <LinkChecking />;
    case 'failed':
      return <ErrorState code="TRY_AGAIN_LATER" onRetry={onRetry} className="link-page__failed" />;
    default: {
      const copy = copies[status];
      return (
        <>
          <LinkNotice tone="problem">
            <p>{i18n._(copy.message)}</p>
          </LinkNotice>
          <NextSteps steps={copy.steps} />
        </>
      );
    }
  }
});
