// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TimeSeriesChart, type TimeSeriesChartProps } from './time-series-chart';
import { buildTestSeries } from './chart-test-series';
import { withTestI18n } from './chart-test-i18n';

// jsdom has no 2D canvas: the chart must cope with getContext() giving null.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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
  return screen.getByRole('group', { name: 'Heart rate' });
}

function liveText(chart: HTMLElement): string {
  return chart.querySelector('[aria-live="polite"]')?.textContent ?? '';
}

describe('TimeSeriesChart keyboard crosshair', () => {
  it('is focusable and reads the first value on the first arrow press', () => {
    const chart = renderChart();
    expect(chart.tabIndex).toBe(0);
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(liveText(chart)).toBe('00:00: 100 bpm');
  });

  it('moves one precision step per arrow (60 s over an hour) and ten with Shift', () => {
    const chart = renderChart();
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(liveText(chart)).toBe('01:00: 101 bpm');
    fireEvent.keyDown(chart, { key: 'ArrowRight', shiftKey: true });
    expect(liveText(chart)).toBe('11:00: 111 bpm');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(liveText(chart)).toBe('10:00: 110 bpm');
  });

  it('jumps to the ends with Home and End', () => {
    const chart = renderChart();
    fireEvent.keyDown(chart, { key: 'End' });
    expect(liveText(chart)).toBe('59:59: 159 bpm');
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(liveText(chart)).toBe('00:00: 100 bpm');
  });

  it('uses 2-s steps inside a zoomed span under 5 minutes', () => {
    const chart = renderChart({ span: { start: 600, end: 840 } });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(liveText(chart)).toBe('10:02: 110 bpm');
  });

  it('selects a span with Enter, arrows and Enter', () => {
    const onSelectSpan = vi.fn();
    const chart = renderChart({ onSelectSpan });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(chart, { key: 'Enter' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(chart, { key: 'Enter' });
    expect(onSelectSpan).toHaveBeenCalledWith(60, 180);
  });

  it('clears the crosshair with Escape', () => {
    const chart = renderChart();
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(chart, { key: 'Escape' });
    expect(liveText(chart)).toBe('');
  });

  it('says "No data" where a sample is missing', () => {
    const chart = renderChart({ series: buildTestSeries(3_600, (t) => (t < 30 ? Number.NaN : 120)) });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(liveText(chart)).toBe('00:00: No data');
  });
});

describe('TimeSeriesChart loading', () => {
  it('reserves its height and announces loading while the series is missing', () => {
    const chart = renderChart({ series: null, height: 220 });
    expect(chart.style.height).toBe('220px');
    expect(chart.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading chart')).toBeTruthy();
  });
});

describe('TimeSeriesChart drag to zoom', () => {
  const brushOverlays = () => document.querySelectorAll('.pb-chart__brush rect.overlay');

  it('attaches the brush when the data arrives after the chart was sized', () => {
    const props: TimeSeriesChartProps = {
      series: null,
      yDomain: [40, 200],
      color: '#C93434',
      unitLabel: 'bpm',
      formatValue: (v) => `${Math.round(v)} bpm`,
      accessibleName: 'Heart rate',
      span: { start: 0, end: 3_600 },
      onSelectSpan: () => undefined,
    };
    const { rerender } = render(withTestI18n(<TimeSeriesChart {...props} />));
    expect(brushOverlays()).toHaveLength(0);
    rerender(withTestI18n(<TimeSeriesChart {...props} series={hour} />));
    expect(brushOverlays()).toHaveLength(1);
  });

  it('offers no brush without onSelectSpan', () => {
    renderChart();
    expect(document.querySelector('.pb-chart__brush')?.childElementCount).toBe(0);
  });
});

describe('TimeSeriesChart marks', () => {
  it('draws each mark inside the span shown as a labelled band, and none outside it', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 600,
      height: 200,
      top: 0,
      left: 0,
      right: 600,
      bottom: 200,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    const chart = renderChart({
      span: { start: 0, end: 1800 },
      marks: [
        { start: 600, end: 1200, label: 'First drill' },
        { start: 1500, end: 2400, label: 'Game' },
        { start: 2400, end: 3000, label: 'Cool-down' },
      ],
    });
    const bands = Array.from(chart.querySelectorAll('.pb-chart__mark'));
    expect(bands.map((band) => band.querySelector('text')?.textContent)).toEqual(['First drill', 'Game']);
    const widths = bands.map((band) => Number(band.querySelector('.pb-chart__mark-band')?.getAttribute('width')));
    // 536 px of plot for 1,800 s: 600 s is a third of it; the second band stops at the span's end.
    expect(widths[0]).toBeCloseTo(536 / 3, 5);
    expect(widths[1]).toBeCloseTo(536 / 6, 5);
  });
});
