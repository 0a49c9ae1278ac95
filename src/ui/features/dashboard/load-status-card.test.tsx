// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../../tests/support/fake-clock';
import { DASHBOARD_TOKENS } from '../../../application/dashboard/dashboard.tokens';
import {
  FakeLoadCalendarApi,
  FakeLoadTimelineApi,
  type FakeLoadDay,
  type FakeLoadSession,
} from '../../../application/dashboard/load-status-fake-api.test-support';
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

interface CardOptions {
  readonly failFirst?: boolean;
  /** The sessions of the calendar, with their data states. */
  readonly sessions?: readonly FakeLoadSession[];
  readonly isParent?: boolean;
}

/** The card for a player with these days (team sessions), the fake clock's 15 January 2026 being today. */
async function renderCard(
  locale: 'en' | 'fr',
  days: readonly FakeLoadDay[],
  { failFirst = false, sessions = [], isParent = false }: CardOptions = {},
) {
  const api = new FakeLoadTimelineApi('2026-01-15' as IsoDate);
  api.give('pl-alex', 'ALL_TEAMS', days);
  if (failFirst) api.fail('BP_500');
  const calendar = new FakeLoadCalendarApi('2026-01-15' as IsoDate);
  calendar.give('pl-alex', sessions);
  const viewer = { activePlayerId: 'pl-alex', playerChanges$: new Subject<string | null>(), isParent };
  const vm = new LoadStatusViewModel(api, calendar, viewer, new FakeClock());
  const resolver: ServiceResolver = {
    get: <T,>(token: ServiceToken<T>): T => {
      if (token !== DASHBOARD_TOKENS.LoadStatusViewModel) throw new Error(`no ${String(token)} in this test`);
      return vm as T;
    },
    load: () => Promise.resolve(),
  };
  const i18n = setupI18n();
  i18n.loadAndActivate({
    locale,
    messages: locale === 'en' ? { ...sharedEnglish, ...english } : { ...sharedFrench, ...french },
  });
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
  ] as const)(
    'in %s: the band in words beside its symbol, the ratio, the last 7 days and the usual week',
    async (locale, band, ratio, acute, chronic) => {
      const card = await renderCard(locale, [...USUAL, { daysBack: 2, trimps: 160 }]);
      const headline = card.querySelector('.load-card__headline');
      expect(headline?.textContent).toBe(`▲${band}`);
      expect(card.querySelector('.load-card__symbol')?.getAttribute('aria-hidden')).toBe('true');
      expect(card.querySelector('.load-card__ratio')?.textContent).toBe(ratio);
      expect([...card.querySelectorAll('.load-card__figures dd')].map((node) => node.textContent)).toEqual([
        acute,
        chronic,
        ratio,
      ]);
      expect(card.querySelector('[aria-current="true"]')?.textContent).toContain(band);
      expect(within(card).getByRole('img').getAttribute('aria-label')).toMatch(/2026/);
    },
  );

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
    const card = await renderCard('en', [...USUAL, { daysBack: 0, trimps: 100 }], { failFirst: true });
    expect(within(card).getByRole('alert').textContent).toContain('Something went wrong');
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(card.querySelector('.load-card__band')?.textContent).toBe('About usual');
  });

  it.each([
    [
      'en',
      'Not enough data to judge this week',
      '2 sessions of the last 7 days have no data yet:',
      ['Cup game, Jan 10: Not synced', 'Morning run, Jan 15: Being processed'],
      'provisional',
    ],
    [
      'fr',
      'Pas assez de données pour juger cette semaine',
      '2 séances des 7 derniers jours n’ont pas encore de données\u00a0:',
      ['Cup game, 10 janv.\u00a0: Non synchronisée', 'Morning run, 15 janv.\u00a0: En cours de traitement'],
      'provisoire',
    ],
  ] as const)(
    'in %s, sessions of the last 7 days without data: named, no band, the ratio provisional',
    async (locale, headline, count, items, provisional) => {
      const sessions: FakeLoadSession[] = [
        { daysBack: 5, status: 'NOT_SYNCED', title: 'Cup game' },
        { daysBack: 0, status: 'NOT_PROCESSED', title: 'Morning run' },
      ];
      const card = await renderCard(locale, [...USUAL, { daysBack: 3, trimps: 40 }], { sessions });
      expect(card.querySelector('.load-card__band')?.textContent).toBe(headline);
      expect(card.querySelector('[aria-current="true"]')).toBeNull();
      expect(card.querySelector('.load-card__gaps-count')?.textContent).toBe(count);
      expect([...card.querySelectorAll('.load-card__gap-list li')].map((item) => item.textContent)).toEqual(items);
      expect(within(card).getByRole('link', { name: 'Cup game' }).getAttribute('href')).toBe(
        '/calendar/activity/pl-alex-session-0',
      );
      expect(card.querySelector('.load-card__ratio')?.textContent).toBe(locale === 'en' ? '0.40' : '0,40');
      expect(card.querySelector('.load-card__provisional')?.textContent).toBe(provisional);
    },
  );

  it.each([
    [false, 'Sync the sessions not synced yet to see this week: from your mobile app, or ask the coach who ran them.'],
    [
      true,
      "This week shows once the sessions not synced yet are synced: from the child's mobile app, or by the coach who ran them.",
    ],
  ] as const)(
    'a session not synced: what brings its data, to a parent in the third person (parent: %s)',
    async (isParent, text) => {
      const card = await renderCard('en', [...USUAL, { daysBack: 3, trimps: 40 }], {
        sessions: [{ daysBack: 1, status: 'NOT_SYNCED' }],
        isParent,
      });
      expect(card.querySelector('.load-card__gaps')?.textContent).toContain(text);
    },
  );

  it('a session without data in the 3 weeks before only: the band stands, the count said, the ratio provisional', async () => {
    const card = await renderCard('en', [...USUAL, { daysBack: 2, trimps: 100 }], {
      sessions: [{ daysBack: 15, status: 'BELT_NOT_WORN' }],
    });
    expect(card.querySelector('.load-card__band')?.textContent).toBe('About usual');
    expect(card.querySelector('.load-card__gaps')?.textContent).toBe(
      '1 session of the 3 weeks before has no data, so the usual week does not count it.',
    );
    expect(card.querySelector('.load-card__provisional')?.textContent).toBe('provisional');
  });

  it('one last 7 days: the figure, the data table’s last row and the chart’s last label are the same number', async () => {
    const card = await renderCard('en', [...USUAL, { daysBack: 6, trimps: 70 }, { daysBack: 1, trimps: 90 }]);
    const figure = card.querySelector('.load-card__figures dd')?.textContent;
    expect(figure).toBe('160 TRIMPs');
    const lastRow = [...card.querySelectorAll('tbody tr')].at(-1);
    expect([...(lastRow?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent)).toEqual([
      '160 TRIMPs',
      '100 TRIMPs',
    ]);
    // Before 28 days of history there is no usual week: "–", not 0.
    expect(card.querySelector('tbody tr td:last-child')?.textContent).toBe('–');
    expect(within(card).getByRole('columnheader', { name: 'Last 7 days (TRIMPs)' })).toBeTruthy();
  });

  it('TRIMPs have their info button; More says the week in plain words and leads to the Playbook', async () => {
    const card = await renderCard('en', [
      ...USUAL,
      { daysBack: 5, trimps: 200 },
      { daysBack: 3, trimps: 150 },
      { daysBack: 1, trimps: 180 },
    ]);
    const info = within(card).getByRole('button', { name: 'About Workload' });
    fireEvent.click(info);
    expect(card.textContent).toContain('in TRIMPs (Edwards)');
    const more = card.querySelector('.load-card__more');
    expect(more?.querySelector('summary')?.textContent).toBe('More');
    expect(more?.textContent).toContain('The last 7 days: hard and easy days alternate.');
    expect(
      within(more as HTMLElement)
        .getByRole('link', { name: /Playbook/ })
        .getAttribute('href'),
    ).toBe('/playbook/reading-data#training-load');
  });
});
