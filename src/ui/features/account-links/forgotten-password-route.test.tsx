// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_LINKS_TOKENS } from '../../../application/account-links/account-links.tokens';
import type { ForgottenPasswordViewModel } from '../../../application/account-links/forgotten-password.view-model';
import { oneServiceResolver } from '../../app/one-service-resolver.test-support';
import { ServiceProvider } from '../../app/service-context';
import { messages as english } from './locales/en.po';
import { messages as french } from './locales/fr.po';
import { ForgottenPasswordRoute } from './forgotten-password-route';

afterEach(cleanup);

/** "Check your inbox" during the wait before another email, `secondsLeft` to go. */
function renderWaiting(locale: 'en' | 'fr', secondsLeft: number) {
  // The page reads these members only.
  const vm = {
    sentTo: 'kim@example.com',
    secondsLeft,
    canResend: false,
    pending: false,
    resent: 0,
    failure: null,
    dispose: () => undefined,
  } as unknown as ForgottenPasswordViewModel;
  const resolver = oneServiceResolver(ACCOUNT_LINKS_TOKENS.ForgottenPasswordViewModel, vm);
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: locale === 'en' ? english : french });
  render(
    <ServiceProvider resolver={resolver}>
      <I18nProvider i18n={i18n}>
        <ForgottenPasswordRoute params={{}} crumbs={[]} title="" />
      </I18nProvider>
    </ServiceProvider>,
  );
  const wait = screen.getAllByRole('button').find((button) => button.hasAttribute('disabled'));
  return wait?.textContent;
}

describe('the forgotten-password page\'s wait before another email', () => {
  it.each([
    ['en', 1, 'Please wait 1 second'],
    ['en', 2, 'Please wait 2 seconds'],
    ['fr', 1, 'Veuillez patienter 1 seconde'],
    ['fr', 2, 'Veuillez patienter 2 secondes'],
  ] as const)('in %s at %i s reads "%s"', (locale, seconds, text) => {
    expect(renderWaiting(locale, seconds)).toBe(text);
  });
});
