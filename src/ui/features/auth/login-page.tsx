import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useRuntimeLingui } from '@lingui/react';
import { APP_TOKENS } from '../../../application/app.tokens';
import { loadFeatureSwitch } from '../../app/feature-switch-loader';
import { useService, useViewModel } from '../../app/service-context';
import { FormField } from '../../components/form-field';
import { usePageTitle } from '../../components/page-title';
import { messageForCode } from '../../messages/message-for-code';
import { loginFailureMessages } from './login-messages';
import { loginShellInputOf } from './login-shell';

/** /login (docs/product-rules.md#public-routes): email and password, errors after the first submit, then back to redirectTo. */
export const LoginPage = observer(function LoginPage() {
  const vm = useViewModel(APP_TOKENS.LoginViewModel);
  const { t } = useLingui();
  const { i18n } = useRuntimeLingui();
  const failureId = useId();
  const search = useSearch();
  const locales = useService(APP_TOKENS.LocaleStore);
  // What was typed into index.html's card before this form replaced it (docs/architecture.md#the-first-paint).
  const [shellInput] = useState(() => {
    const typed = loginShellInputOf(document);
    if (typed?.email) vm.setEmail(typed.email);
    if (typed?.password) vm.setPassword(typed.password);
    vm.prefillEmail(new URLSearchParams(search).get('email'));
    return typed;
  });
  useEffect(() => {
    if (shellInput?.locale && shellInput.locale !== locales.locale) locales.setLocale(shellInput.locale);
  }, [shellInput, locales]);
  usePageTitle(t`Log in`);

  // A successful login re-renders the login route, which sends the user on (app-routes.tsx).
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void loadFeatureSwitch();
    void vm.submit();
  }

  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title" tabIndex={-1}>
        <Trans>Log in</Trans>
      </h1>
      <p className="auth-card__lead">
        <Trans>See what your heart did in every session.</Trans>
      </p>
      <form noValidate onSubmit={onSubmit} aria-describedby={vm.failure ? failureId : undefined}>
        <FormField
          label={t`Email`}
          type="email"
          autoComplete="username"
          takesFocus={shellInput?.focused === 'email'}
          value={vm.email}
          onChange={(v) => vm.setEmail(v)}
          error={vm.emailError ? i18n._(messageForCode(vm.emailError)) : null}
        />
        <FormField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          takesFocus={shellInput?.focused === 'password'}
          value={vm.password}
          onChange={(v) => vm.setPassword(v)}
          error={vm.passwordError ? i18n._(messageForCode(vm.passwordError)) : null}
        />
        {vm.failure ? (
          <p id={failureId} className="form-error" role="alert">
            {i18n._(loginFailureMessages[vm.failure])}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={vm.pending}>
          {vm.pending ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
        </button>
      </form>
      <p className="auth-card__links">
        <Link href="/forgotten-password">
          <Trans>Forgotten password?</Trans>
        </Link>
      </p>
    </section>
  );
});
