// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nameSound } from '../../domain/account/child-name';
import { messages as englishApp } from '../locales/en/app.po';
import { messages as frenchApp } from '../locales/fr/app.po';
import { messages as englishGlossary } from '../messages/locales/en.po';
import { messages as frenchGlossary } from '../messages/locales/fr.po';
import { MetricInfo } from './metric-info';
import { useOwnedHeading, WhoseData, type OwnedPage } from './whose-data';

afterEach(cleanup);

const OWN: Readonly<Record<OwnedPage, string>> = {
  dashboard: 'Dashboard',
  calendar: 'Calendar',
  history: 'Session History',
  leaderboard: 'Leaderboard',
  records: 'Records',
  live: 'Record live',
};

function Heading({ page }: { page: OwnedPage }) {
  return <h1>{useOwnedHeading(page, OWN[page])}</h1>;
}

function renderFor(locale: 'en' | 'fr', name: string | null, node: React.ReactNode) {
  const i18n = setupI18n();
  i18n.loadAndActivate({
    locale,
    messages: locale === 'en' ? { ...englishApp, ...englishGlossary } : { ...frenchApp, ...frenchGlossary },
  });
  const owner = name === null ? null : { name, sound: nameSound(name) };
  return render(
    <I18nProvider i18n={i18n}>
      <WhoseData.Provider value={owner}>{node}</WhoseData.Provider>
    </I18nProvider>,
  );
}

const headingOf = (locale: 'en' | 'fr', name: string | null, page: OwnedPage): string => {
  const view = renderFor(locale, name, <Heading page={page} />);
  const text = view.container.textContent ?? '';
  view.unmount();
  return text;
};

describe('a page heading names whose data it shows', () => {
  it('keeps the page’s own name on a player’s own pages', () => {
    expect(headingOf('en', null, 'dashboard')).toBe('Dashboard');
    expect(headingOf('en', null, 'live')).toBe('Record live');
  });

  it('names a parent’s child in English', () => {
    expect(headingOf('en', 'Emma', 'dashboard')).toBe('Emma’s dashboard');
    expect(headingOf('en', 'Noah', 'calendar')).toBe('Noah’s calendar');
    expect(headingOf('en', 'Hugo', 'history')).toBe('Hugo’s session history');
    expect(headingOf('en', 'Inès', 'leaderboard')).toBe('Inès’s leaderboard');
    expect(headingOf('en', 'Emma Martin', 'records')).toBe('Emma Martin’s records');
    expect(headingOf('en', 'Noah', 'live')).toBe('Record for Noah');
  });

  it('elides in French before a vowel or a mute h, not before a consonant', () => {
    expect(headingOf('fr', 'Emma', 'dashboard')).toBe('Tableau de bord d’Emma');
    expect(headingOf('fr', 'Noah', 'dashboard')).toBe('Tableau de bord de Noah');
    expect(headingOf('fr', 'Hugo', 'calendar')).toBe('Calendrier d’Hugo');
    expect(headingOf('fr', 'Yasmine', 'calendar')).toBe('Calendrier de Yasmine');
    expect(headingOf('fr', 'Élodie', 'history')).toBe('Historique des séances d’Élodie');
    expect(headingOf('fr', 'Yves', 'leaderboard')).toBe('Classement d’Yves');
    expect(headingOf('fr', 'Chloé', 'records')).toBe('Records personnels de Chloé');
    expect(headingOf('fr', 'Emma', 'live')).toBe('Enregistrer pour Emma');
  });
});

describe('an explanation speaks of the child a parent reads about', () => {
  const definitionOf = (locale: 'en' | 'fr', name: string | null) => {
    renderFor(locale, name, <MetricInfo metric="heart-rate" />);
    fireEvent.click(screen.getByRole('button'));
    return document.querySelector('.metric-info__definition')?.textContent ?? '';
  };

  it('says “your” to a player and the child’s name to a parent', () => {
    expect(definitionOf('en', null)).toMatch(/^Your heartbeats per minute/u);
    cleanup();
    expect(definitionOf('en', 'Emma')).toMatch(/^Emma’s heartbeats per minute/u);
  });

  it('elides in French: d’Emma, de Noah', () => {
    expect(definitionOf('fr', 'Emma')).toMatch(/^Les battements de cœur par minute \(bpm\) d’Emma,/u);
    cleanup();
    expect(definitionOf('fr', 'Noah')).toMatch(/^Les battements de cœur par minute \(bpm\) de Noah,/u);
  });
});
