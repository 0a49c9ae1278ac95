// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HOLD_TO_ZOOM_MS } from '../../domain/charts/touch-gesture';
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
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const PLOT_LEFT = 48;
const PLOT_WIDTH = 576;
const MIDDLE = PLOT_LEFT + PLOT_WIDTH / 2;
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
  return { chart, cursor: part('cursor'), readout: part('readout'), selection: part('selection') };
}

const isShown = (element: HTMLElement) => element.style.visibility === 'visible';

/** One finger: real pointer events of type touch, as a phone's browser sends them. */
function finger(target: Element) {
  const init = (x: number, y: number) => ({
    pointerType: 'touch',
    pointerId: 7,
    isPrimary: true,
    clientX: x,
    clientY: y,
    bubbles: true,
  });
  return {
    down: (x: number, y: number) => fireEvent.pointerDown(target, init(x, y)),
    move: (x: number, y: number) => fireEvent.pointerMove(target, init(x, y)),
    up: (x: number, y: number) => {
      fireEvent.pointerUp(target, init(x, y));
      // A finger leaves the element as it lifts.
      fireEvent.pointerLeave(target, init(x, y));
    },
    /** The browser took the touch over: it scrolls the page. */
    cancel: (x: number, y: number) => fireEvent.pointerCancel(target, init(x, y)),
  };
}

describe('a finger on a session chart (docs/product-rules.md#charts-on-touch)', () => {
  it('a tap shows the crosshair and the readout where the finger lifted; they stay until a touch elsewhere', () => {
    const { chart, cursor, readout } = renderChart();
    const touch = finger(chart);
    touch.down(MIDDLE, 120);
    expect(isShown(cursor)).toBe(false);
    touch.up(MIDDLE, 121);
    expect(isShown(cursor)).toBe(true);
    expect(readout.textContent).toBe('129 bpm29:59');

    // A mouse elsewhere does not hide it; a finger elsewhere on the page does.
    fireEvent.pointerDown(document.body, { pointerType: 'mouse', bubbles: true });
    expect(isShown(cursor)).toBe(true);
    fireEvent.pointerDown(document.body, { pointerType: 'touch', pointerId: 8, isPrimary: true, bubbles: true });
    expect(isShown(cursor)).toBe(false);
  });

  it('a drag after the tap moves the readout with the finger; over the margins it reads the end of the plot', () => {
    const { chart, readout } = renderChart();
    const touch = finger(chart);
    touch.down(MIDDLE, 120);
    touch.up(MIDDLE, 120);
    touch.down(MIDDLE, 120);
    touch.move(MIDDLE + 30, 122);
    expect(readout.textContent).toBe('133 bpm33:07');
    touch.move(PLOT_LEFT + PLOT_WIDTH + 12, 125);
    expect(readout.textContent).toBe('159 bpm59:59');
    touch.up(PLOT_LEFT + PLOT_WIDTH + 12, 125);
    expect(readout.textContent).toBe('159 bpm59:59');
  });

  it('a thumb swiping up with sideways drift reads nothing and zooms nothing, even after a pause', () => {
    vi.useFakeTimers();
    const onSelectSpan = vi.fn();
    const { chart, cursor, selection } = renderChart({ onSelectSpan });
    const touch = finger(chart);
    touch.down(MIDDLE, 200);
    touch.move(MIDDLE + 4, 180);
    touch.move(MIDDLE + 20, 120);
    touch.move(MIDDLE + 40, 20);
    touch.cancel(MIDDLE + 40, 20);
    expect(isShown(cursor)).toBe(false);

    touch.down(MIDDLE, 200);
    act(() => {
      vi.advanceTimersByTime(HOLD_TO_ZOOM_MS + 50);
    });
    touch.move(MIDDLE + 15, 150);
    touch.move(MIDDLE + 40, 40);
    touch.up(MIDDLE + 40, 40);
    expect(isShown(selection)).toBe(false);
    expect(onSelectSpan).not.toHaveBeenCalled();
  });

  it('a tap read on the chart cancels its touchend (no click nor mouse events made of it); a scroll keeps its own', () => {
    const { chart, cursor } = renderChart();
    const touch = finger(chart);
    touch.down(MIDDLE, 120);
    touch.up(MIDDLE, 121);
    expect(isShown(cursor)).toBe(true);
    // fireEvent answers false when a listener cancelled the event.
    expect(fireEvent.touchEnd(chart)).toBe(false);

    touch.down(MIDDLE, 200);
    touch.move(MIDDLE + 4, 120);
    touch.cancel(MIDDLE + 4, 120);
    expect(fireEvent.touchEnd(chart)).toBe(true);
  });

  it('a sideways drag without a hold reads; it does not zoom', () => {
    const onSelectSpan = vi.fn();
    const { chart, cursor } = renderChart({ onSelectSpan });
    const touch = finger(chart);
    touch.down(MIDDLE, 120);
    touch.move(MIDDLE + 100, 125);
    touch.up(MIDDLE + 100, 125);
    expect(isShown(cursor)).toBe(true);
    expect(onSelectSpan).not.toHaveBeenCalled();
  });

  it('a hold of 400 ms then a sideways drag shows the span and zooms to it when the finger lifts', () => {
    vi.useFakeTimers();
    const onSelectSpan = vi.fn();
    const { chart, cursor, selection } = renderChart({ onSelectSpan });
    const touch = finger(chart);
    const from = PLOT_LEFT + PLOT_WIDTH / 4;
    const to = PLOT_LEFT + (PLOT_WIDTH * 3) / 4;
    touch.down(from, 120);
    act(() => {
      vi.advanceTimersByTime(HOLD_TO_ZOOM_MS - 1);
    });
    expect(isShown(cursor)).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    // The hold is felt: the crosshair appears under the still finger, the selection starts there.
    expect(isShown(cursor)).toBe(true);
    expect(isShown(selection)).toBe(true);
    touch.move(from + 40, 122);
    touch.move(to, 124);
    expect(selection.style.transform).toBe('translateX(192px)');
    expect(selection.style.width).toBe('288px');
    touch.up(to, 124);
    expect(onSelectSpan).toHaveBeenCalledTimes(1);
    // A quarter to three quarters of the hour (0 to 59:59 over 576 px), to the pixel.
    const [start, end] = onSelectSpan.mock.calls[0] as [number, number];
    expect(start).toBeCloseTo(900, -1);
    expect(end).toBeCloseTo(2_700, -1);
    expect(isShown(selection)).toBe(false);
  });

  it('a hold that never moves only reads the chart', () => {
    vi.useFakeTimers();
    const onSelectSpan = vi.fn();
    const { chart, cursor, selection } = renderChart({ onSelectSpan });
    const touch = finger(chart);
    touch.down(MIDDLE, 120);
    act(() => {
      vi.advanceTimersByTime(900);
    });
    touch.up(MIDDLE + 2, 121);
    expect(onSelectSpan).not.toHaveBeenCalled();
    expect(isShown(selection)).toBe(false);
    expect(isShown(cursor)).toBe(true);
  });

  it('the mouse still reads on hover and hides when it leaves', () => {
    const { chart, cursor } = renderChart();
    fireEvent.pointerMove(chart, { pointerType: 'mouse', clientX: MIDDLE });
    expect(isShown(cursor)).toBe(true);
    fireEvent.pointerLeave(chart, { pointerType: 'mouse' });
    expect(isShown(cursor)).toBe(false);
  });
});
