// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TimelineValue } from '../../../domain/dashboard/dashboard-timeline';
import type { LoadWeekDay } from '../../../domain/load/load-weeks';
import type { IsoDate } from '../../../domain/time/civil-date';
import { messages as sharedEnglish } from '../../messages/locales/en.po';
import { DashboardTimelineChart } from './dashboard-timeline-chart';
import { LoadStatusChart } from './load-status-chart';
import { messages as english } from './locales/en.po';

afterEach(cleanup);

// jsdom has no layout: the charts take their fallback width of 640 px, their left edge at 0.
function renderInEnglish(node: ReactNode) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en', messages: { ...sharedEnglish, ...english } });
  return render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
}

/** One finger: pointer events of type touch, as a phone's browser sends them. */
function finger(target: Element) {
  const init = (x: number, y: number) => ({
    pointerType: 'touch',
    pointerId: 3,
    isPrimary: true,
    clientX: x,
    clientY: y,
    bubbles: true,
  });
  return {
    tap: (x: number, y = 60) => {
      fireEvent.pointerDown(target, init(x, y));
      fireEvent.pointerUp(target, init(x, y));
      fireEvent.pointerLeave(target, init(x, y));
    },
    /** A thumb going up the page: the browser scrolls and takes the touch over. */
    swipeUp: (x: number, y = 100) => {
      fireEvent.pointerDown(target, init(x, y));
      fireEvent.pointerMove(target, init(x + 8, y - 40));
      fireEvent.pointerCancel(target, init(x + 8, y - 40));
    },
    drag: (from: number, to: number, y = 60) => {
      fireEvent.pointerDown(target, init(from, y));
      fireEvent.pointerMove(target, init((from + to) / 2, y + 2));
      fireEvent.pointerMove(target, init(to, y + 3));
      fireEvent.pointerUp(target, init(to, y + 3));
    },
  };
}
const touchElsewhere = () =>
  fireEvent.pointerDown(document.body, { pointerType: 'touch', pointerId: 9, isPrimary: true, bubbles: true });

const DAYS: readonly LoadWeekDay[] = [
  { day: '2026-01-01' as IsoDate, lastSevenDays: 100, usualWeek: null },
  { day: '2026-01-02' as IsoDate, lastSevenDays: 150, usualWeek: 120 },
  { day: '2026-01-03' as IsoDate, lastSevenDays: 210, usualWeek: 130 },
];

function renderLoadChart() {
  const { container } = renderInEnglish(
    <LoadStatusChart
      days={DAYS}
      label="Training load"
      firstDay="Jan 1"
      lastDay="Jan 3"
      formatLoad={(value) => `${value} TRIMPs`}
      formatDay={(day) => `day ${day}`}
    />,
  );
  const plot = container.querySelector('.load-chart__plot') as HTMLElement;
  return { plot, readout: () => container.querySelector('.load-chart__readout') };
}

describe('the load chart’s readout (docs/product-rules.md#charts-on-touch)', () => {
  it('a tap shows the nearest day’s two values; it stays when the finger lifts and goes at a touch elsewhere', () => {
    const { plot, readout } = renderLoadChart();
    expect(readout()).toBeNull();
    finger(plot).tap(5);
    expect(readout()?.textContent).toBe('day 2026-01-01Last 7 days: 100 TRIMPsUsual week: –');
    touchElsewhere();
    expect(readout()).toBeNull();
  });

  it('a sideways drag moves it to the day under the finger', () => {
    const { plot, readout } = renderLoadChart();
    finger(plot).drag(5, 635);
    expect(readout()?.textContent).toBe('day 2026-01-03Last 7 days: 210 TRIMPsUsual week: 130 TRIMPs');
  });

  it('a swipe up the page shows nothing', () => {
    const { plot, readout } = renderLoadChart();
    finger(plot).swipeUp(320);
    expect(readout()).toBeNull();
  });

  it('the mouse shows it on hover and hides it when it leaves', () => {
    const { plot, readout } = renderLoadChart();
    const svg = plot.querySelector('svg') as SVGSVGElement;
    fireEvent.pointerMove(svg, { pointerType: 'mouse', clientX: 320 });
    expect(readout()?.textContent).toContain('Last 7 days: 150 TRIMPs');
    fireEvent.pointerLeave(svg, { pointerType: 'mouse' });
    expect(readout()).toBeNull();
  });
});

const VALUES: readonly TimelineValue[] = [
  { date: '2026-01-01' as IsoDate, value: 12, points: 1, activityId: 'a-1', title: 'Morning run' },
  { date: '2026-01-05' as IsoDate, value: 30, points: 1, activityId: 'a-2', title: 'Track session' },
];

describe('a dashboard timeline under a finger', () => {
  it('a tap shows the nearest day’s tooltip with the second-tap hint; a touch elsewhere closes it; a swipe up opens nothing', () => {
    const { container } = renderInEnglish(
      <DashboardTimelineChart
        values={VALUES}
        colour="#C93434"
        label="Time above 80% HRmax timeline"
        describePoint={(point) => `${point.date}: ${point.value}`}
        tooltipOf={(point) => ({
          date: point.date,
          value: `${point.value} min`,
          session: point.title ?? null,
          sessions: null,
          latest: false,
        })}
        days={{ from: '2026-01-01' as IsoDate, to: '2026-01-05' as IsoDate }}
        latestActivityId={null}
        formatTick={(date) => date}
        formatValue={(value) => `${value} min`}
      />,
    );
    const chart = container.querySelector('.dashboard-chart') as HTMLElement;
    const tooltip = () => container.querySelector('.dashboard-chart__tooltip');
    finger(chart).swipeUp(620);
    expect(tooltip()).toBeNull();
    finger(chart).tap(620);
    expect(tooltip()?.textContent).toBe('2026-01-0530 minTrack sessionTap again to open the session');
    // The tap keeps its touchend, and so its click: a second tap on the point opens its session.
    expect(fireEvent.touchEnd(chart)).toBe(true);
    touchElsewhere();
    expect(tooltip()).toBeNull();
  });
});
