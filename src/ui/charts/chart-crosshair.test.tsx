// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TimeSeriesChart, type TimeSeriesChartProps } from './time-series-chart';
import { buildTestSeries } from './chart-test-series';
import { withTestI18n } from './chart-test-i18n';

// jsdom has no 2D canvas and no layout: the chart takes its fallback width of 640 px, so the plot
// runs from x = 48 to x = 624 (576 px for the hour below, 6.25 s a pixel) and the chart's left is 0.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PLOT_LEFT = 48;
const PLOT_WIDTH = 576;
const hour = buildTestSeries(3_600, (t) => 100 + Math.floor(t / 60));

function renderChart(overrides: Partial<TimeSeriesChartProps> = {}) {
  const props: TimeSeriesChartProps = {
    series: hour,
    yDomain: [40, 200],
    color: '#C93434',
    unitLabel: 'bpm',
    formatValue: (v) => `${Math.round(v)} bpm`,
    accessibleName: 'Heart rate',
    ...overrides,
  };
  render(withTestI18n(<TimeSeriesChart {...props} />));
  const chart = screen.getByRole('group', { name: 'Heart rate' });
  const part = (name: string) => chart.querySelector<HTMLElement>(`.pb-chart__${name}`) as HTMLElement;
  return {
    chart,
    cursor: part('cursor'),
    dot: part('crosshair-dot'),
    readout: part('readout'),
    selection: part('selection'),
  };
}

const isShown = (element: HTMLElement) => element.style.visibility === 'visible';

describe('TimeSeriesChart crosshair under the pointer', () => {
  it('shows the line, the dot and the readout at the nearest sample, and hides them when the pointer leaves', () => {
    const { chart, cursor, dot, readout } = renderChart();
    expect(isShown(cursor)).toBe(false);

    // Half-way across the plot: 1,799.5 s, the nearest sample is 29:59 (ties go to the earlier).
    fireEvent.pointerMove(chart, { clientX: PLOT_LEFT + PLOT_WIDTH / 2 });
    expect(isShown(cursor)).toBe(true);
    expect(cursor.style.transform).toBe('translateX(336px)');
    expect(dot.style.display).toBe('');
    expect(readout.textContent).toBe('129 bpm29:59');
    expect(readout.style.transform).toBe('');

    // Past 62 % of the width the readout sits left of the line.
    fireEvent.pointerMove(chart, { clientX: PLOT_LEFT + PLOT_WIDTH * 0.9 });
    expect(readout.textContent).toBe('153 bpm53:59');
    expect(readout.style.transform).toContain('-100%');

    fireEvent.pointerLeave(chart);
    expect(isShown(cursor)).toBe(false);
  });

  it('shows nothing over the margins', () => {
    const { chart, cursor } = renderChart();
    fireEvent.pointerMove(chart, { clientX: PLOT_LEFT + 10 });
    expect(isShown(cursor)).toBe(true);
    fireEvent.pointerMove(chart, { clientX: PLOT_LEFT - 10 });
    expect(isShown(cursor)).toBe(false);
  });

  it('reads "No data" without a dot where the sample is missing', () => {
    const { chart, dot, readout } = renderChart({
      series: buildTestSeries(3_600, (t) => (t < 600 ? Number.NaN : 120)),
    });
    fireEvent.pointerMove(chart, { clientX: PLOT_LEFT + 16 });
    expect(readout.textContent).toBe('No data01:40');
    expect(dot.style.display).toBe('none');
    fireEvent.pointerMove(chart, { clientX: PLOT_LEFT + PLOT_WIDTH / 2 });
    expect(readout.textContent).toBe('120 bpm29:59');
    expect(dot.style.display).toBe('');
  });

  it('follows a new span: a cursor left outside it goes', () => {
    const props: TimeSeriesChartProps = {
      series: hour,
      yDomain: [40, 200],
      color: '#C93434',
      unitLabel: 'bpm',
      formatValue: (v) => `${Math.round(v)} bpm`,
      accessibleName: 'Heart rate',
    };
    const { rerender } = render(withTestI18n(<TimeSeriesChart {...props} />));
    const chart = screen.getByRole('group', { name: 'Heart rate' });
    fireEvent.keyDown(chart, { key: 'End' });
    const readout = chart.querySelector('.pb-chart__readout') as HTMLElement;
    expect(readout.textContent).toBe('159 bpm59:59');
    // Zoomed to the first half: the cursor's sample (59:59) is outside, so the crosshair goes.
    rerender(withTestI18n(<TimeSeriesChart {...props} span={{ start: 0, end: 1_800 }} />));
    expect(isShown(chart.querySelector('.pb-chart__cursor') as HTMLElement)).toBe(false);
  });
});

describe('TimeSeriesChart keyboard selection', () => {
  it('shades the span between the first mark and the cursor, and clears it on blur', () => {
    const { chart, selection } = renderChart({ onSelectSpan: () => undefined });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(chart, { key: 'Enter' });
    expect(isShown(selection)).toBe(true);
    expect(selection.style.width).toBe('0px');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    // From 01:00 (x = 57.6, pixel 58) to 03:00 (x = 76.8, pixel 77).
    expect(selection.style.transform).toBe('translateX(58px)');
    expect(selection.style.width).toBe('19px');
    fireEvent.blur(chart);
    expect(isShown(selection)).toBe(false);
  });
});
