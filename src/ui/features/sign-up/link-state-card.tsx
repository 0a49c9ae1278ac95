import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { SKELETON_CLASS } from '../../components/skeleton';

/** What a state says: all went well, or the link cannot be used. */
type StateTone = 'success' | 'problem' | 'info';

interface StateCardProps {
  readonly heading: string;
  readonly tone: StateTone;
  /** Move the focus to the heading when the state appears after an action (a submit, a button). */
  readonly announce?: boolean;
  readonly children: ReactNode;
}

/**
 * One state of a link page (docs/product-rules.md#links-and-invitations): a heading, what it means and the next
 * step. When it replaces a form or a button, the focus moves to its heading so that screen readers read it.
 */
export function StateCard({ heading, tone, announce = false, children }: StateCardProps) {
  const headingId = useId();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (announce) ref.current?.focus();
  }, [announce]);
  return (
    <section className={`auth-card link-state link-state--${tone}`} aria-labelledby={headingId}>
      <span className="link-state__icon" aria-hidden="true" />
      <h1 id={headingId} ref={ref} tabIndex={-1}>
        {heading}
      </h1>
      {children}
    </section>
  );
}

/** The way to the login, with the address filled in when we know it. */
export function loginHref(email?: string): string {
  return email ? `/login?email=${encodeURIComponent(email)}` : '/login';
}

/** The main next step of most states: log in. */
export function LoginButton({ email }: { email?: string }) {
  return (
    <p className="link-state__actions">
      <Link href={loginHref(email)} className="button button--primary button--block">
        <Trans>Log in</Trans>
      </Link>
    </p>
  );
}

/** A page-sized placeholder while the link is checked; `label` says what is going on. */
export function LinkPageLoading({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <section className="auth-card link-state link-state--loading" aria-busy="true">
      <p role="status" className="link-state__loading-label">
        {label}
      </p>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={`${SKELETON_CLASS} skeleton-line`} aria-hidden="true" />
      ))}
    </section>
  );
}
