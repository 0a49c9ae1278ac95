import { observer } from 'mobx-react-lite';
import { useId, useLayoutEffect, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useRuntimeLingui } from '@lingui/react';
import { APP_TOKENS } from '../../../application/app.tokens';
import { loadFeatureSwitch } from '../../routing/feature-switch-loader';
import { useService, useViewModel } from '../../app/service-context';
import { FormField } from '../../components/form-field';
import { usePageTitle } from '../../components/page-title';
import { messageForCode } from '../../messages/message-for-code';
import { loginFailureMessages } from './login-messages';
import { takeLoginShellInput } from '../../app/login-shell';

/** /login (docs/product-rules.md#public-routes): email and password, errors after the first submit, then back to redirectTo. */
export const LoginPage = observer(function LoginPage() {
  const vm = useViewModel(APP_TOKENS.LoginViewModel);
  const { t } = useLingui();
  const { i18n } = useRuntimeLingui();
  const failureId = useId();
  const search = useSearch();
  const locales = useService(APP_TOKENS.LocaleStore);
  useState(() => vm.prefillEmail(new URLSearchParams(search).get('email')));
  // What was typed into index.html's card before this form took its place (docs/architecture.md#the-first-paint):
  // read at the commit that puts this form in the page, so that nothing typed until then is lost.
  const [focusedField, setFocusedField] = useState<'email' | 'password' | null>(null);
  useLayoutEffect(() => {
    const typed = takeLoginShellInput(document);
    if (!typed) return;
    if (typed.email) vm.setEmail(typed.email);
    if (typed.password) vm.setPassword(typed.password);
    setFocusedField(typed.focused);
    if (typed.locale && typed.locale !== locales.locale) locales.setLocale(typed.locale);
  }, [vm, locales]);
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
          takesFocus={focusedField === 'email'}
          value={vm.email}
          onChange={(v) => vm.setEmail(v)}
          error={vm.emailError ? i18n._(messageForCode(vm.emailError)) : null}
        />
        <FormField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          takesFocus={focusedField === 'password'}
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
