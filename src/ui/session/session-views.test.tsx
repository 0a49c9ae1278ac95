// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SessionChartModel } from '../../application/session-detail/session-chart.model';
import type { PlayerActivitySummary } from '../../domain/activity/activity';
import type { TimelineQuery } from '../../domain/activity/timeline';
import { timelineOfSamples } from '../../domain/activity/timeline-of-samples';
import { asBpm, asMeters, asSeconds, asTrimps } from '../../domain/units/branded-units';
import { withTestI18n } from '../charts/chart-test-i18n';
import { SessionCharts } from './session-charts';
import { SessionSummary } from './session-summary';
import { TimeInZonesSection } from './time-in-zones';
import { summariseTimeInZones } from '../../domain/heart-rate/time-in-zones';

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Half an hour at 1 Hz, charted from its samples (as the file page does). */
const samples = Array.from({ length: 1801 }, (_, t) => ({ t, bpm: 120 + (t % 60), speed: 3 }));
const fromSamples = {
  getTimeline: (_id: string, query: TimelineQuery) => Promise.resolve(timelineOfSamples(samples, query, 190)),
};

async function openChart(source = fromSamples): Promise<SessionChartModel> {
  const chart = new SessionChartModel(source);
  await chart.open('file', 1800);
  return chart;
}

describe('SessionCharts', () => {
  it('draws the four charts, the head’s actions and what it is given under them', async () => {
    const chart = await openChart();
    render(
      withTestI18n(
        <SessionCharts chart={chart} onRetry={() => undefined} actions={<button type="button">Export CSV</button>}>
          <p>Span statistics</p>
        </SessionCharts>,
      ),
    );
    const section = screen.getByRole('region', { name: 'Charts' });
    expect(within(section).getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(within(section).getByRole('group', { name: 'Heart-rate unit' })).toBeTruthy();
    for (const name of ['Heart rate', 'Speed', 'Distance', 'Workload'])
      expect(within(section).getByRole('group', { name })).toBeTruthy();
    expect(within(section).getByText('Span statistics')).toBeTruthy();
    expect(within(section).getByText('Drag across a chart to zoom in.')).toBeTruthy();
  });

  it('on a touch screen the hint speaks of a finger: a hold, then a drag (docs/product-rules.md#charts-on-touch)', async () => {
    const coarse = (query: string) => ({
      matches: query === '(pointer: coarse)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    vi.stubGlobal('matchMedia', coarse);
    try {
      const chart = await openChart();
      render(withTestI18n(<SessionCharts chart={chart} onRetry={() => undefined} />));
      const section = screen.getByRole('region', { name: 'Charts' });
      expect(within(section).getByText('Touch and hold a chart, then drag sideways to zoom in.')).toBeTruthy();
      expect(within(section).queryByText('Drag across a chart to zoom in.')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves out the speed and distance charts of a session with heart rate only (a belt alone)', async () => {
    const heartRateOnly = samples.map(({ t, bpm }) => ({ t, bpm }));
    const chart = await openChart({
      getTimeline: (_id: string, query: TimelineQuery) => Promise.resolve(timelineOfSamples(heartRateOnly, query, 190)),
    });
    render(withTestI18n(<SessionCharts chart={chart} onRetry={() => undefined} />));
    const section = screen.getByRole('region', { name: 'Charts' });
    for (const name of ['Heart rate', 'Workload']) expect(within(section).getByRole('group', { name })).toBeTruthy();
    for (const name of ['Speed', 'Distance']) expect(within(section).queryByRole('group', { name })).toBeNull();
  });

  it('offers the zoomed span to the page only when the page takes it', async () => {
    const chart = await openChart();
    await chart.selectSpan(600, 900);
    const { unmount } = render(withTestI18n(<SessionCharts chart={chart} onRetry={() => undefined} />));
    expect(screen.getByRole('button', { name: 'Show the whole session' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use selected span' })).toBeNull();
    unmount();
    const useSpan = vi.fn();
    render(withTestI18n(<SessionCharts chart={chart} onRetry={() => undefined} onUseSpan={useSpan} />));
    fireEvent.click(screen.getByRole('button', { name: 'Use selected span' }));
    expect(useSpan).toHaveBeenCalledWith(600, 900);
  });

  it('says when the data could not be loaded, and tries again through the page', async () => {
    const chart = await openChart({ getTimeline: () => Promise.reject(new Error('offline')) });
    const retry = vi.fn();
    render(
      withTestI18n(
        <SessionCharts chart={chart} onRetry={retry}>
          <p>Span statistics</p>
        </SessionCharts>,
      ),
    );
    expect(screen.getByRole('alert').textContent).toContain('The chart data could not be loaded.');
    expect(screen.queryByRole('group', { name: 'Heart rate' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await Promise.resolve();
    });
    expect(retry).toHaveBeenCalledOnce();
  });
});

const summary: PlayerActivitySummary = {
  durationSeconds: asSeconds(5400),
  avgBpm: asBpm(142.4),
  maxBpm: asBpm(181),
  timeAbove80Seconds: asSeconds(754),
  timeAbove80Percent: 14,
  apSeconds: asSeconds(3000),
  apPercent: 56,
  distanceMeters: asMeters(8123),
  highSpeedDistanceMeters: asMeters(400),
  sprints: 3,
  calories: null,
  caloriesUnavailableReason: 'WEIGHT_MISSING',
  met: null,
  workloadTrimps: asTrimps(98.6),
  workloadPercent: null,
  distancePercent: 110,
};

const NBSP = '\u00A0';
/** A figure's value and detail by its name (its dt, without the info button's words). */
function figure(name: string): string {
  const term = Array.from(document.querySelectorAll('dt')).find((dt) => dt.firstChild?.textContent === name);
  return term?.nextElementSibling?.textContent?.replaceAll(NBSP, ' ') ?? `no figure ${name}`;
}

describe('SessionSummary', () => {
  it('shows every figure of the history, in the user’s unit, each percentage saying what it is of', () => {
    render(
      withTestI18n(
        <SessionSummary
          summary={summary}
          durationSeconds={5400}
          analysedSeconds={5400}
          trimmed={false}
          unit="METRIC"
        />,
      ),
    );
    expect(screen.getByRole('region', { name: 'Summary' })).toBeTruthy();
    expect(figure('Time above 80% HRmax')).toBe('12:34 min14% of the session');
    expect(figure('Activity points (AP)')).toBe('50:00 min56% of the session');
    expect(figure('Distance')).toBe('8.12 km110% of your usual');
    expect(figure('Workload')).toBe('99 TRIMPs');
    expect(figure('Average heart rate')).toBe('142 bpmMaximum 181 bpm');
    expect(figure('High-speed distance')).toBe('400 m');
    expect(figure('Sprints')).toBe('3');
    expect(figure('MET')).toBe('–');
    expect(figure('Duration')).toBe('1:30 h');
    expect(screen.getByRole('link', { name: 'Add your weight' })).toBeTruthy();
    expect(screen.queryByText(/analysed/)).toBeNull();
  });

  it('shows the movement figures of a session that measured movement, and no note about the belt', () => {
    render(
      withTestI18n(
        <SessionSummary
          summary={{ ...summary, movementMeasured: true }}
          durationSeconds={5400}
          analysedSeconds={5400}
          trimmed={false}
          unit="METRIC"
        />,
      ),
    );
    expect(figure('Activity points (AP)')).toBe('50:00 min56% of the session');
    expect(figure('Distance')).toBe('8.12 km110% of your usual');
    expect(figure('Sprints')).toBe('3');
    expect(screen.queryByText(/heart rate only/)).toBeNull();
  });

  it('shows a dash, not zero, for AP, distance, high-speed distance and sprints when no movement was measured, and says why', () => {
    const beltAlone = {
      ...summary,
      apSeconds: asSeconds(0),
      apPercent: 0,
      distanceMeters: asMeters(0),
      highSpeedDistanceMeters: asMeters(0),
      sprints: 0,
    };
    render(
      withTestI18n(
        <SessionSummary
          summary={{ ...beltAlone, movementMeasured: false }}
          durationSeconds={5400}
          analysedSeconds={5400}
          trimmed={false}
          unit="METRIC"
        />,
      ),
    );
    expect(figure('Activity points (AP)')).toBe('–');
    expect(figure('Distance')).toBe('–');
    expect(figure('High-speed distance')).toBe('–');
    expect(figure('Sprints')).toBe('–');
    expect(figure('Time above 80% HRmax')).toBe('12:34 min14% of the session');
    expect(figure('Average heart rate')).toBe('142 bpmMaximum 181 bpm');
    expect(
      within(screen.getByRole('region', { name: 'Summary' })).getByText(
        'No speed or distance: this belt records heart rate only.',
      ),
    ).toBeTruthy();
  });

  it('gives every metric an info button', () => {
    render(
      withTestI18n(
        <SessionSummary
          summary={summary}
          durationSeconds={5400}
          analysedSeconds={5400}
          trimmed={false}
          unit="METRIC"
        />,
      ),
    );
    const infos = screen.getAllByRole('button', { name: /^About / }).map((button) => button.textContent);
    expect(infos).toEqual([
      'iAbout Time above 80% HRmax',
      'iAbout Activity points (AP)',
      'iAbout Distance',
      'iAbout Workload',
      'iAbout Heart rate',
      'iAbout High-speed distance',
      'iAbout Sprints',
      'iAbout Calories',
      'iAbout MET',
    ]);
  });

  it('says how much of a trimmed session was analysed, in miles for an imperial user', () => {
    render(
      withTestI18n(
        <SessionSummary
          summary={{ ...summary, workloadPercent: 320, met: 7.25 }}
          durationSeconds={16_200}
          analysedSeconds={14_400}
          trimmed
          unit="IMPERIAL"
        />,
      ),
    );
    expect(figure('Duration')).toBe('4:30 h4:00 h analysed');
    expect(figure('Distance')).toBe('5.05 mi110% of your usual');
    expect(figure('Workload')).toBe('99 TRIMPs320% of your usual');
    expect(figure('MET')).toBe('7.3');
  });
});

describe('TimeInZonesSection', () => {
  const zones = summariseTimeInZones({
    displayZoneSeconds: { low: 600, moderate: 1200, high: 1200 },
    edwardsZoneSeconds: [360, 480, 720, 900, 300],
  });

  it('names each display zone with its time and share, of the time with a reading', () => {
    render(withTestI18n(<TimeInZonesSection zones={zones} />));
    const section = screen.getByRole('region', { name: 'Time in heart-rate zones' });
    const legend = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replaceAll(NBSP, ' '));
    expect(legend).toEqual([
      'Low (below 60% HRmax) 10:00 min, 20%',
      'Moderate (60% to 80% HRmax) 20:00 min, 40%',
      'High (80% and above HRmax) 20:00 min, 40%',
    ]);
    expect(within(section).getByText(/^Shares of the 50:00.min with a heart-rate reading\.$/u)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'About Heart-rate zones' })).toBeTruthy();
  });

  it('lists the five Edwards zones and the time below them in its data table', () => {
    render(withTestI18n(<TimeInZonesSection zones={zones} />));
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = screen.getByRole('table', { name: 'Time in the five Edwards zones' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent?.replaceAll(NBSP, ' ')));
    expect(rows).toEqual([
      ['Below zone 1', 'below 50%', 'Low', '4:00 min', '8%'],
      ['Zone 1', '50% to 60%', 'Low', '6:00 min', '12%'],
      ['Zone 2', '60% to 70%', 'Moderate', '8:00 min', '16%'],
      ['Zone 3', '70% to 80%', 'Moderate', '12:00 min', '24%'],
      ['Zone 4', '80% to 90%', 'High', '15:00 min', '30%'],
      ['Zone 5', '90% and above', 'High', '5:00 min', '10%'],
    ]);
  });
});
