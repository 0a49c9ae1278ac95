// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeDashboardApi } from '../../../application/dashboard/dashboard-fake-api.test-support';
import { DashboardMetricCardModel } from '../../../application/dashboard/dashboard-metric-card.model';
import type { DashboardRequest } from '../../../application/ports/dashboard-api.port';
import type { DashboardFigures } from '../../../domain/dashboard/dashboard-data';
import type { DashboardMetric, DashboardQuery } from '../../../domain/dashboard/dashboard-query';
import { summariseDashboardSessions, type DashboardSessionFigures } from '../../../domain/dashboard/dashboard-summary';
import { messages as sharedEnglish } from '../../messages/locales/en.po';
import { messages as sharedFrench } from '../../messages/locales/fr.po';
import { DashboardCard } from './dashboard-card';
import { messages as english } from './locales/en.po';
import { messages as french } from './locales/fr.po';

afterEach(cleanup);

/** A 60-minute session from a heart-rate belt alone, and a 90-minute run that measured 6.4 km. */
const BELT_ALONE: DashboardSessionFigures = {
  durationSeconds: 3600,
  timeAbove80Seconds: 900,
  apSeconds: null,
  distanceMeters: null,
  trimps: 120,
};
const RUN: DashboardSessionFigures = {
  durationSeconds: 5400,
  timeAbove80Seconds: 1200,
  apSeconds: 2700,
  distanceMeters: 6400,
  trimps: 180,
};

/** The figures of a range whose days all lack the metric: a timeline page without a value (docs/product-rules.md#not-measured). */
class NoValuesApi extends FakeDashboardApi {
  override async getFigures(playerId: string, request: DashboardRequest): Promise<DashboardFigures> {
    const figures = await super.getFigures(playerId, request);
    return {
      ...figures,
      timeline: {
        ...figures.timeline,
        timelineValues: [],
        valueMinimum: null,
        valueMaximum: null,
        totalElements: 0,
        totalPages: 0,
      },
    };
  }
}

async function renderCard(
  metric: DashboardMetric,
  sessions: readonly DashboardSessionFigures[],
  locale: 'en' | 'fr' = 'en',
  api = new FakeDashboardApi(),
) {
  api.summary = summariseDashboardSessions(sessions);
  const card = new DashboardMetricCardModel(metric, api, {
    activePlayerId: 'pl-1',
    playerChanges$: new Subject<string | null>(),
  });
  const query: DashboardQuery = {
    entity: { scope: 'ALL_TEAMS' },
    metric: metric === 'AP' ? 'AP_PERCENTAGE' : metric,
    range: { timeRange: 'SESSION' },
    timeZone: 'UTC',
  };
  await act(() => card.load({ playerId: 'pl-1', query, pageSize: 7 }));
  const i18n = setupI18n();
  i18n.loadAndActivate({
    locale,
    messages: locale === 'en' ? { ...sharedEnglish, ...english } : { ...sharedFrench, ...french },
  });
  render(
    <I18nProvider i18n={i18n}>
      <DashboardCard card={card} distanceUnit="METRIC" />
    </I18nProvider>,
  );
  return document.querySelector('.dashboard-card__figure');
}

describe('a dashboard card over sessions from a heart-rate belt alone', () => {
  it('shows a dash for distance and AP, says why, and names it "not measured" for a screen reader', async () => {
    const distance = await renderCard('DISTANCE', [BELT_ALONE]);
    expect(distance?.textContent).toBe('–Not measuredNo speed or distance measured');
    expect(screen.getByText('–').getAttribute('aria-hidden')).toBe('true');
    cleanup();
    const ap = await renderCard('AP', [BELT_ALONE]);
    expect(ap?.textContent).toBe('–Not measuredNo speed or distance measured');
  });

  it('with no day of the range measured, draws no point and says lowest and highest are unknown', async () => {
    await renderCard('DISTANCE', [BELT_ALONE], 'en', new NoValuesApi());
    expect(document.querySelector('.dashboard-card__extent')?.textContent).toBe('Lowest –Highest –');
    expect(document.querySelectorAll('.dashboard-chart__point')).toHaveLength(0);
  });

  it('in French too', async () => {
    const distance = await renderCard('DISTANCE', [BELT_ALONE], 'fr');
    expect(distance?.textContent).toBe('–Non mesuréNi vitesse ni distance mesurées');
  });

  it('beside a session that measured them, sums only that one: its distance, its AP share, its mean', async () => {
    expect((await renderCard('DISTANCE', [RUN, BELT_ALONE]))?.textContent).toBe('6.40 km6.40 km per session');
    cleanup();
    expect((await renderCard('AP', [RUN, BELT_ALONE]))?.textContent).toBe('50%45:00\u00A0min of activity');
    cleanup();
    // What the belt measured still counts: 15 + 20 min above 80 % over the 150 minutes of both.
    expect((await renderCard('TIME_ABOVE_80_PERCENT_HR', [RUN, BELT_ALONE]))?.textContent).toBe(
      '35:00\u00A0min23% of session time',
    );
  });
});
