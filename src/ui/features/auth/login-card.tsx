import { useId, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '../../components/form-field';

/** The ids of the card's parts: the app's own, or those of index.html's copy (docs/architecture.md#the-first-paint). */
interface LoginCardIds {
  readonly title: string;
  /** By default, React's: nothing outside the form reads them. */
  readonly email?: string;
  readonly password?: string;
}

interface LoginCardProps {
  readonly ids: LoginCardIds;
  readonly email: string;
  readonly password: string;
  readonly emailError: string | null;
  readonly passwordError: string | null;
  /** Why the last login failed, in words, or null. */
  readonly failure: string | null;
  /** The field that takes the focus as the card appears. */
  readonly focusedField: 'email' | 'password' | null;
  /** A login is on its way: the button says so and waits. */
  readonly sending: boolean;
  /** False in index.html's copy, drawn before the app can send anything: its button stays disabled. */
  readonly canSend: boolean;
  readonly onEmail: (value: string) => void;
  readonly onPassword: (value: string) => void;
  readonly onSubmit: () => void;
}

/**
 * The login card (docs/product-rules.md#public-routes), a view of what it is given and nothing else: the login page
 * gives it its view-model's state, and the build draws index.html's copy with it (tools/build/first-screen-card.plugin.ts).
 */
export function LoginCard(props: LoginCardProps) {
  const { ids, failure, sending } = props;
  const { t } = useLingui();
  const failureId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit();
  }

  return (
    <section className="auth-card" aria-labelledby={ids.title}>
      <h1 id={ids.title} tabIndex={-1}>
        <Trans>Log in</Trans>
      </h1>
      <p className="auth-card__lead">
        <Trans>See what your heart did in every session.</Trans>
      </p>
      <form noValidate onSubmit={onSubmit} aria-describedby={failure ? failureId : undefined}>
        <FormField
          id={ids.email}
          label={t`Email`}
          type="email"
          autoComplete="username"
          takesFocus={props.focusedField === 'email'}
          value={props.email}
          onChange={props.onEmail}
          error={props.emailError}
        />
        <FormField
          id={ids.password}
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          takesFocus={props.focusedField === 'password'}
          value={props.password}
          onChange={props.onPassword}
          error={props.passwordError}
        />
        {failure ? (
          <p id={failureId} className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={sending || !props.canSend}>
          {sending ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
        </button>
      </form>
      <p className="auth-card__links">
        <Link href="/forgotten-password">
          <Trans>Forgotten password?</Trans>
        </Link>
      </p>
    </section>
  );
}
