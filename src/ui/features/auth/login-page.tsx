import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useRuntimeLingui } from '@lingui/react';
import { APP_TOKENS } from '../../../application/app.tokens';
import { loadFeatureSwitch } from '../../routing/feature-switch-loader';
import { useService, useViewModel } from '../../app/service-context';
import { usePageTitle } from '../../components/page-title';
import { messageForCode } from '../../messages/message-for-code';
import { loginFailureMessages } from './login-messages';
import { takeLoginShellInput } from '../../app/login-shell';
import { LoginCard } from './login-card';

const LOGIN_CARD_IDS = { title: 'login-title' } as const;

/** /login (docs/product-rules.md#public-routes): email and password, errors after the first submit, then back to redirectTo. */
export const LoginPage = observer(function LoginPage() {
  const vm = useViewModel(APP_TOKENS.LoginViewModel);
  const { t } = useLingui();
  const { i18n } = useRuntimeLingui();
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

  return (
    <LoginCard
      ids={LOGIN_CARD_IDS}
      email={vm.email}
      password={vm.password}
      emailError={vm.emailError ? i18n._(messageForCode(vm.emailError)) : null}
      passwordError={vm.passwordError ? i18n._(messageForCode(vm.passwordError)) : null}
      failure={vm.failure ? i18n._(loginFailureMessages[vm.failure]) : null}
      focusedField={focusedField}
      sending={vm.pending}
      canSend
      onEmail={(value) => vm.setEmail(value)}
      onPassword={(value) => vm.setPassword(value)}
      // A successful login re-renders the login route, which sends the user on (app-routes.tsx).
      onSubmit={() => {
        void loadFeatureSwitch();
        void vm.submit();
      }}
    />
  );
});
