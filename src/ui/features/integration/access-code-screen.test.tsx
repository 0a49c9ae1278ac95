// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IntegrationViewModel } from '../../../application/integration/integration.view-model';
import { messages as english } from './locales/en.po';
import { messages as french } from './locales/fr.po';
import { AccessCodeScreen } from './access-code-screen';

afterEach(cleanup);

/** The access code with `secondsLeft` to go, for the account itself or a parent's child. */
function renderCode(
  locale: 'en' | 'fr',
  secondsLeft: number,
  codeFor: { id: string; firstName: string; lastName: string } | null = null,
) {
  // The screen reads these members only.
  const viewModel = {
    accessCode: { code: '123456', expired: false, secondsLeft },
    backTarget: 'login',
    codeError: null,
    codeFor,
    back: () => undefined,
  } as unknown as IntegrationViewModel;
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: locale === 'en' ? english : french });
  const view = render(
    <I18nProvider i18n={i18n}>
      <AccessCodeScreen viewModel={viewModel} />
    </I18nProvider>,
  );
  return {
    timer: screen.getByRole('timer').textContent,
    announced: view.container.querySelector('[aria-live="polite"][aria-atomic="true"]')?.textContent,
    codeFor: view.container.querySelector('.ig-code-for')?.textContent ?? null,
  };
}

describe('whose access code it is', () => {
  const noah = { id: 'pl-noah', firstName: 'Noah', lastName: 'Martin' };

  it.each([
    ['en', 'For Noah Martin: the partner app will show this player’s data.'],
    ['fr', 'Pour Noah Martin : l’application partenaire affichera les données de ce joueur.'],
  ] as const)('names the child a parent picked, in %s', (locale, text) => {
    expect(renderCode(locale, 30, noah).codeFor).toBe(text);
    cleanup();
  });

  it("names no one for the account's own code", () => {
    expect(renderCode('en', 30).codeFor).toBeNull();
  });
});

describe("the access code's countdown", () => {
  it.each([
    ['en', 1, 'Expires in 1 second'],
    ['en', 2, 'Expires in 2 seconds'],
    ['fr', 1, 'Expire dans 1 seconde'],
    ['fr', 2, 'Expire dans 2 secondes'],
  ] as const)('in %s at %i s reads "%s"', (locale, seconds, text) => {
    expect(renderCode(locale, seconds).timer).toBe(text);
  });

  it.each([
    ['en', 'The code expires in 10 seconds.'],
    ['fr', 'Le code expire dans 10 secondes.'],
  ] as const)('is announced at 10 s in %s: "%s"', (locale, text) => {
    expect(renderCode(locale, 10).announced).toBe(text);
  });
});
