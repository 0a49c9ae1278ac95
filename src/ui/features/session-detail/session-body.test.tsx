// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { makeActivity, setUp } from '../../../application/session-detail/session-detail-fakes.test-support';
import type { Activity } from '../../../domain/activity/activity';
import { ApiError } from '../../../domain/errors/api-error';
import { asBpm, asMeters, asSeconds, asTrimps } from '../../../domain/units/branded-units';
import { withTestI18n } from '../../charts/chart-test-i18n';
import { SessionBody } from './session-body';
import { SessionFactsList } from './session-facts-list';

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  // jsdom lays nothing out and has no scrolling.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const summary: NonNullable<Activity['playerActivitySummary']> = {
  durationSeconds: asSeconds(3600),
  avgBpm: asBpm(150),
  maxBpm: asBpm(181),
  timeAbove80Seconds: asSeconds(754),
  timeAbove80Percent: 21,
  apSeconds: asSeconds(3000),
  apPercent: 83,
  distanceMeters: asMeters(8123),
  highSpeedDistanceMeters: asMeters(400),
  sprints: 3,
  calories: null,
  caloriesUnavailableReason: 'WEIGHT_MISSING',
  met: null,
  workloadTrimps: asTrimps(98),
  workloadPercent: 110,
  distancePercent: 95,
};
const hrStats: NonNullable<Activity['activityHrStats']> = {
  hrmax: asBpm(192),
  hrmaxSource: 'MEASURED',
  avgBpm: asBpm(150),
  maxBpm: asBpm(181),
  timeAbove80Seconds: asSeconds(754),
  timeAbove80Percent: 21,
  zoneSeconds: { low: asSeconds(900), moderate: asSeconds(1800), high: asSeconds(900) },
  edwardsZoneSeconds: [600, 900, 900, 600, 300].map(asSeconds),
  coveredSeconds: asSeconds(3600),
};
const withData = (info: Partial<Activity['playerActivityInfo']> = {}): Activity => ({
  ...makeActivity(info),
  playerActivitySummary: summary,
  activityHrStats: hrStats,
});
const withoutData = (info: Partial<Activity['playerActivityInfo']>): Activity => ({
  ...makeActivity(info),
  playerActivitySummary: null,
});

async function showBody(activity: Activity) {
  const page = setUp(activity);
  await act(async () => {
    await page.vm.load('pa-1');
  });
  render(withTestI18n(<SessionBody vm={page.vm} />));
  return page;
}

describe('SessionBody', () => {
  it('shows a session with data: its figures, time in zones with the HRmax in use, charts and forms', async () => {
    await showBody(withData());
    expect(screen.getByRole('region', { name: 'Summary' })).toBeTruthy();
    const zones = screen.getByRole('region', { name: 'Time in heart-rate zones' });
    expect(within(zones).getByText(/^HRmax in use: 192.bpm, measured in sessions/u)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Charts' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'New segment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show First half on the charts' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('zooms the charts to a segment chosen in the list', async () => {
    const { vm } = await showBody(withData());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show First half on the charts' }));
      await Promise.resolve();
    });
    expect(vm.chart.shownSpan).toEqual({ start: 0, end: 1200 });
    expect(document.activeElement?.id).toBe('session-charts-title');
  });

  it('without processed data shows its state and what to do next, and no figure, chart or form', async () => {
    await showBody(withoutData({ dataStatus: 'FAILED', title: 'Easy run' }));
    const panel = screen.getByRole('region', { name: 'No figures for this session' });
    expect(within(panel).getByRole('status').textContent).toBe(
      'Processing this session failed. Please contact support.',
    );
    expect(within(panel).getByText(/^Write to support/u)).toBeTruthy();
    const support = within(panel).getByRole('link', { name: 'Contact support' });
    expect(support.getAttribute('href')).toBe(
      `mailto:support@pulseboard.example?subject=${encodeURIComponent('Session “Easy run” (pa-1)')}`,
    );
    expect(document.querySelectorAll('form, textarea, input, select')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Charts' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
  });

  it('offers to check a session being processed again, past the cache', async () => {
    const { api } = await showBody(withoutData({ dataStatus: 'NOT_PROCESSED' }));
    expect(screen.queryByRole('link', { name: 'Contact support' })).toBeNull();
    api.getActivity.mockResolvedValueOnce(withData());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
      await Promise.resolve();
    });
    expect(api.getActivity).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('region', { name: 'Summary' })).toBeTruthy();
  });

  it('flags a long session with one notice, which says it was trimmed too', async () => {
    await showBody(
      withData({
        durationSeconds: asSeconds(16_200),
        analysedSeconds: asSeconds(14_400),
        tooLong: true,
        trimmed: true,
      }),
    );
    const notices = screen.getAllByRole('status');
    expect(notices.map((notice) => notice.textContent?.replaceAll('\u00A0', ' '))).toEqual([
      'This session lasted 4:30 h, more than 3.5 hours, so it is flagged as too long, and only its first 4 hours are analysed and charted.',
    ]);
  });

  it('flags a session between 3.5 and 4 hours once, analysed whole', async () => {
    await showBody(withData({ durationSeconds: asSeconds(13_800), analysedSeconds: asSeconds(13_800), tooLong: true }));
    expect(screen.getAllByRole('status').map((notice) => notice.textContent?.replaceAll('\u00A0', ' '))).toEqual([
      'This session lasted 3:50 h, more than 3.5 hours, so it is flagged as too long. All of it is analysed.',
    ]);
  });

  it('shows a failed load as its error with a retry', async () => {
    const page = setUp(withData());
    page.api.getActivity.mockRejectedValueOnce(new ApiError('BP_500', 'boom', 500));
    await act(async () => {
      await page.vm.load('pa-1');
    });
    render(withTestI18n(<SessionBody vm={page.vm} />));
    expect(screen.getByRole('alert').textContent).toContain('Sorry, something went wrong. Please try again later.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await Promise.resolve();
    });
    expect(page.api.getActivity).toHaveBeenCalledTimes(2);
  });
});

describe('SessionFactsList', () => {
  it('says the type, team, length, source and data state', async () => {
    const { vm } = setUp(withData({ durationSeconds: asSeconds(4443) }));
    await vm.load('pa-1');
    if (vm.facts === null || vm.dataState === null) throw new Error('no facts');
    render(withTestI18n(<SessionFactsList facts={vm.facts} dataState={vm.dataState} />));
    const pairs = Array.from(document.querySelectorAll('dt'), (dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent?.replaceAll('\u00A0', ' '),
    ]);
    expect(pairs).toEqual([
      ['Type', 'Training'],
      ['Team', 'Lions'],
      ['Duration', '1:14 h'],
      ['Source', 'Team belts'],
      ['Data', 'Data complete'],
    ]);
  });

  it('names the belt a live recording came from, and says only "Live recording" when the answer names none', async () => {
    const sourceOf = async (deviceName: string | null) => {
      const { vm } = setUp(
        withData({ type: 'INDIVIDUAL', teamId: null, teamName: null, coachRun: false, source: 'LIVE', deviceName }),
      );
      await vm.load('pa-1');
      if (vm.facts === null || vm.dataState === null) throw new Error('no facts');
      const { unmount } = render(withTestI18n(<SessionFactsList facts={vm.facts} dataState={vm.dataState} />));
      const text = Array.from(document.querySelectorAll('dt')).find((dt) => dt.textContent === 'Source')
        ?.nextElementSibling?.textContent;
      unmount();
      return text;
    };
    expect(await sourceOf('Polar H10 1A2B3C4D')).toBe('Recorded live with Polar H10 1A2B3C4D');
    expect(await sourceOf(null)).toBe('Live recording');
  });
});
