// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../../tests/support/fake-clock';
import { DASHBOARD_TOKENS } from '../../../application/dashboard/dashboard.tokens';
import { FakeLoadTimelineApi, type FakeLoadDay } from '../../../application/dashboard/load-status-fake-api.test-support';
import { LoadStatusViewModel } from '../../../application/dashboard/load-status.view-model';
import type { ServiceResolver, ServiceToken } from '../../../application/service-token';
import type { IsoDate } from '../../../domain/time/civil-date';
import { ServiceProvider } from '../../app/service-context';
import { messages as sharedEnglish } from '../../messages/locales/en.po';
import { messages as sharedFrench } from '../../messages/locales/fr.po';
import { messages as english } from './locales/en.po';
import { messages as french } from './locales/fr.po';
import { LoadStatusCard } from './load-status-card';

afterEach(cleanup);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The card for a player with these days (team sessions), the fake clock's 15 January 2026 being today. */
async function renderCard(locale: 'en' | 'fr', days: readonly FakeLoadDay[], failFirst = false) {
  const api = new FakeLoadTimelineApi('2026-01-15' as IsoDate);
  api.give('pl-alex', 'ALL_TEAMS', days);
  if (failFirst) api.fail('BP_500');
  const vm = new LoadStatusViewModel(api, { activePlayerId: 'pl-alex', playerChanges$: new Subject<string | null>() }, new FakeClock());
  const resolver: ServiceResolver = {
    get: <T,>(token: ServiceToken<T>): T => {
      if (token !== DASHBOARD_TOKENS.LoadStatusViewModel) throw new Error(`no ${String(token)} in this test`);
      return vm as T;
    },
    load: () => Promise.resolve(),
  };
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: locale === 'en' ? { ...sharedEnglish, ...english } : { ...sharedFrench, ...french } });
  render(
    <ServiceProvider resolver={resolver}>
      <I18nProvider i18n={i18n}>
        <LoadStatusCard />
      </I18nProvider>
    </ServiceProvider>,
  );
  await settle();
  return screen.getByRole('region');
}

const USUAL: readonly FakeLoadDay[] = [
  { daysBack: 27, trimps: 100 },
  { daysBack: 20, trimps: 100 },
  { daysBack: 13, trimps: 100 },
];

describe('the load card', () => {
  it.each([
    ['en', 'A step up', '1.60', '160 TRIMPs', '100 TRIMPs'],
    ['fr', 'Une hausse', '1,60', '160 TRIMPs', '100 TRIMPs'],
  ] as const)('in %s: the band in words beside its symbol, the ratio, the last 7 days and the usual week', async (locale, band, ratio, acute, chronic) => {
    const card = await renderCard(locale, [...USUAL, { daysBack: 2, trimps: 160 }]);
    const headline = card.querySelector('.load-card__headline');
    expect(headline?.textContent).toBe(`▲${band}`);
    expect(card.querySelector('.load-card__symbol')?.getAttribute('aria-hidden')).toBe('true');
    expect(card.querySelector('.load-card__ratio')?.textContent).toBe(ratio);
    expect([...card.querySelectorAll('dd')].map((node) => node.textContent)).toEqual([acute, chronic, ratio]);
    expect(card.querySelector('[aria-current="true"]')?.textContent).toContain(band);
    expect(within(card).getByRole('img').getAttribute('aria-label')).toMatch(/2026/);
  });

  it.each([
    ['en', 17, '17 more days before the first comparison.'],
    ['en', 1, '1 more day before the first comparison.'],
    ['fr', 17, 'Encore 17 jours avant la première comparaison.'],
    ['fr', 1, 'Encore 1 jour avant la première comparaison.'],
  ] as const)('in %s, %i day(s) to go: still building a baseline, no ratio', async (locale, daysLeft, text) => {
    // The ratio needs the first session 27 days back: 21 − daysLeft days of history before the last 7.
    const card = await renderCard(locale, [{ daysBack: 27 - daysLeft, trimps: 90 }]);
    expect(card.textContent).toContain(text);
    expect(card.querySelector('.load-card__ratio')).toBeNull();
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it('a player without sessions: the baseline message, as a status', async () => {
    const card = await renderCard('en', []);
    expect(within(card).getByRole('status').textContent).toContain('Still building a baseline');
  });

  it('an error offers Try again, which loads the card', async () => {
    const card = await renderCard('en', [...USUAL, { daysBack: 0, trimps: 100 }], true);
    expect(within(card).getByRole('alert').textContent).toContain('Something went wrong');
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(card.querySelector('.load-card__band')?.textContent).toBe('About usual');
  });
});
