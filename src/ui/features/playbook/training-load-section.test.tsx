// @vitest-environment jsdom
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as enMessages } from './locales/en.po';
import { messages as frMessages } from './locales/fr.po';
import { PlaybookPage } from './playbook-page';

afterEach(cleanup);

function renderReadingData(locale: 'en' | 'fr', messages: Messages) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages });
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <PlaybookPage params={{ topic: 'reading-data' }} crumbs={[]} title="" />
    </I18nProvider>,
  );
  const section = container.querySelector('section[id="training-load"]');
  if (section === null) throw new Error('no training-load section');
  return section;
}

describe('the Playbook on the training load card', () => {
  it.each([
    [
      'en',
      enMessages,
      'Training load',
      'monotony = the average daily load of the last 7 days ÷ the standard deviation',
      'strain = the load of the last 7 days × monotony.',
    ],
    [
      'fr',
      frMessages,
      'Charge d’entraînement',
      'monotonie = la charge quotidienne moyenne des 7 derniers jours ÷ l’écart type',
      'contrainte = la charge des 7 derniers jours × la monotonie.',
    ],
  ] as const)(
    'in %s: a section the card links to (#training-load), with the formulas of monotony and strain',
    (locale, messages, title, monotony, strain) => {
      const section = renderReadingData(locale, messages);
      expect(section.querySelector('h2')?.textContent).toBe(title);
      expect(section.textContent).toContain(monotony);
      expect(section.textContent).toContain(strain);
    },
  );

  it('says why the card holds back its verdict while sessions have no data', () => {
    const section = renderReadingData('en', enMessages);
    expect(section.textContent).toContain('a week whose data has not arrived is not a week of rest');
  });
});
