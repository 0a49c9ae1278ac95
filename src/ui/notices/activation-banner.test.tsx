// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivationBannerViewModel } from '../../application/shell/activation-banner.view-model';
import { SHELL_TOKENS } from '../../application/shell/shell.tokens';
import { messages as english } from '../locales/en/app.po';
import { messages as french } from '../locales/fr/app.po';
import { ActivationBanner } from './activation-banner';
import { oneServiceResolver } from '../app/one-service-resolver.test-support';
import { ServiceProvider } from '../app/service-context';

afterEach(cleanup);

/** The banner during its wait after a resend, `secondsLeft` to go. */
function renderWaiting(locale: 'en' | 'fr', secondsLeft: number) {
  // The banner reads these members only.
  const banner = {
    visible: true,
    canResend: false,
    secondsLeft,
    routeChanged: () => undefined,
  } as unknown as ActivationBannerViewModel;
  const resolver = oneServiceResolver(SHELL_TOKENS.ActivationBannerViewModel, banner);
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: locale === 'en' ? english : french });
  render(
    <ServiceProvider resolver={resolver}>
      <I18nProvider i18n={i18n}>
        <ActivationBanner />
      </I18nProvider>
    </ServiceProvider>,
  );
  return screen.getByRole('region').querySelector('button')?.textContent;
}

describe("the activation banner's wait after a resend", () => {
  it.each([
    ['en', 1, 'Please wait 1 second'],
    ['en', 2, 'Please wait 2 seconds'],
    ['en', 60, 'Please wait 60 seconds'],
    ['fr', 1, 'Veuillez patienter 1 seconde'],
    ['fr', 2, 'Veuillez patienter 2 secondes'],
  ] as const)('in %s at %i s reads "%s"', (locale, seconds, text) => {
    expect(renderWaiting(locale, seconds)).toBe(text);
  });
});
