// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_LINKS_TOKENS } from '../../../application/account-links/account-links.tokens';
import type { ForgottenPasswordViewModel } from '../../../application/account-links/forgotten-password.view-model';
import { oneServiceResolver } from '../../app/one-service-resolver.test-support';
import { ServiceProvider } from '../../app/service-context';
import { messages as shellEnglish } from '../../locales/en/app.po';
import { messages as shellFrench } from '../../locales/fr/app.po';
import { messages as english } from './locales/en.po';
import { messages as french } from './locales/fr.po';
import { ForgottenPasswordRoute } from './forgotten-password-route';

afterEach(cleanup);

/**
 * "Check your inbox" during the wait before another email, `secondsLeft` to go; `limited`: the wait is the server's
 * limit. The page's catalog and the shell's, which holds the shared wait texts (src/ui/components/resend-wait.tsx).
 */
function renderWaiting(locale: 'en' | 'fr', secondsLeft: number, limited = false) {
  // The page reads these members only.
  const vm = {
    sentTo: 'kim@example.com',
    secondsLeft,
    canResend: false,
    pending: false,
    resent: 0,
    failure: limited ? 'TOO_MANY_REQUESTS' : null,
    tooManyRequests: limited,
    failureShown: limited,
    dispose: () => undefined,
  } as unknown as ForgottenPasswordViewModel;
  const resolver = oneServiceResolver(ACCOUNT_LINKS_TOKENS.ForgottenPasswordViewModel, vm);
  const i18n = setupI18n();
  i18n.loadAndActivate({
    locale,
    messages: locale === 'en' ? { ...shellEnglish, ...english } : { ...shellFrench, ...french },
  });
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

describe("the forgotten-password page's wait before another email", () => {
  it.each([
    ['en', 1, 'Please wait 1 second'],
    ['en', 2, 'Please wait 2 seconds'],
    ['fr', 1, 'Veuillez patienter 1 seconde'],
    ['fr', 2, 'Veuillez patienter 2 secondes'],
  ] as const)('in %s at %i s reads "%s"', (locale, seconds, text) => {
    expect(renderWaiting(locale, seconds)).toBe(text);
  });
});

describe("the forgotten-password page after the server's limit", () => {
  // The button's text as it is (French keeps a no-break space before a unit); the notice as Testing Library reads
  // text, every blank as a space.
  it.each([
    ['en', 45, 'Please wait 45 seconds', 'You can ask again in 45 seconds.'],
    ['en', 3300, 'Please wait 55 minutes', 'You can ask again in 55 minutes.'],
    ['en', 61, 'Please wait 2 minutes', 'You can ask again in 2 minutes.'],
    ['fr', 1, 'Veuillez patienter 1 seconde', 'Vous pourrez redemander dans 1 seconde.'],
    ['fr', 3300, 'Veuillez patienter 55\u00a0minutes', 'Vous pourrez redemander dans 55 minutes.'],
  ] as const)('in %s, %i s to go: the button reads "%s" and the notice "%s"', (locale, seconds, button, notice) => {
    expect(renderWaiting(locale, seconds, true)).toBe(button);
    expect(screen.getByText(notice)).toBeTruthy();
    const reason =
      locale === 'en'
        ? 'You have asked for this email several times in a short while.'
        : 'Vous avez demandé cet e-mail plusieurs fois en peu de temps.';
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(reason);
  });
});
