import { useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { CHART_INK } from '../../charts/chart-colours';
import { useChartTouch } from '../../charts/use-chart-touch';
import { useChartWidth } from '../../charts/use-chart-width';
import type { TimelineValue } from '../../../domain/dashboard/dashboard-timeline';
import type { IsoDate } from '../../../domain/time/civil-date';
import type { DayRange } from '../../../domain/time/day-range';
import { chooseDateTicks, type DateTickStyle } from './dashboard-date-ticks';
import { sessionHref } from './dashboard-format';
import { DashboardChartTooltip, type PointTooltip } from './dashboard-chart-tooltip';
import { labelValueAxis } from './dashboard-timeline-axis';
import { computeTimelineGeometry, TIMELINE_CHART_HEIGHT, TIMELINE_CHART_MARGIN } from './dashboard-timeline-geometry';

/** Room under the plot for the dates, in CSS pixels (dashboard.css gives the chart the sum). */
const DATE_AXIS_HEIGHT = 22;

export interface DashboardTimelineChartProps {
  /** The page's values as shown (minutes for time metrics), oldest first. */
  readonly values: readonly TimelineValue[];
  readonly colour: string;
  /** The chart's accessible name: what it shows, its span, its lowest and highest value. */
  readonly label: string;
  /** A point's accessible name ("3 Mar 2026: 42 min, Training, open the session"). */
  readonly describePoint: (point: TimelineValue) => string;
  /** What a point's tooltip says: its date, value and session. */
  readonly tooltipOf: (point: TimelineValue) => PointTooltip;
  /** The days the chart spans (points sit on their dates); null spaces them evenly. */
  readonly days: DayRange | null;
  /** The session the card's figures are of (the latest session), marked on the chart; else null. */
  readonly latestActivityId: string | null;
  /** A date under the axis, in the reader's format. */
  readonly formatTick: (date: IsoDate, style: DateTickStyle) => string;
  /** A value as written on the value axis: the card's unit, the reader's digits. */
  readonly formatValue: (value: number) => string;
}

/** The keys that move between the points (one tab stop per chart: a roving tabindex). */
const MOVES: Readonly<Record<string, (index: number, last: number) => number>> = {
  ArrowLeft: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  Home: () => 0,
  End: (_, last) => last,
};

/** How the tooltip was opened: it stays while that pointer is over the chart, the focus in it, or until another tap. */
type TooltipSource = 'pointer' | 'focus' | 'touch';

/**
 * One metric's timeline in SVG: the area and line through the page's values on a date axis in the
 * reader's format, broken over the days without a session (a value alone between two of them is a
 * stem), a value axis of 3 to 5 round ticks written as the card writes its values, the latest
 * session marked, and a link per value opening the day's session (a dot with a larger invisible
 * hit area and a focus ring). A tooltip with the date, the value and the session's name follows
 * the mouse (the nearest point), the keyboard focus, and a finger (a tap or a sideways drag; a touch
 * elsewhere hides it); on a touch screen a first tap shows the tooltip, a second tap on the same
 * point opens the session. Escape closes the tooltip. The
 * chart is one tab stop: the newest point first, the arrow keys move between the days.
 */
export function DashboardTimelineChart(props: DashboardTimelineChartProps) {
  const { values, colour, label, describePoint, tooltipOf, days, latestActivityId, formatTick, formatValue } = props;
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const width = useChartWidth(box);
  const axis = useMemo(() => labelValueAxis(values, formatValue), [values, formatValue]);
  const geometry = useMemo(
    () => (width > 0 ? computeTimelineGeometry(values, { width, height: TIMELINE_CHART_HEIGHT }, 0, days, axis) : null),
    [values, width, days, axis],
  );
  const plotLeft = geometry?.plotLeft ?? 0;
  const ticks = useMemo(
    () =>
      days !== null && width > 0
        ? chooseDateTicks(days, width - plotLeft - TIMELINE_CHART_MARGIN.left - TIMELINE_CHART_MARGIN.right)
        : null,
    [days, width, plotLeft],
  );
  // The point holding the tab stop, by date (so a new page falls back to its newest point).
  const [activeDate, setActiveDate] = useState<IsoDate | null>(null);
  const [tooltip, setTooltip] = useState<{ date: IsoDate; source: TooltipSource } | null>(null);
  /** The pointer of the press under way, and the point the tooltip showed before it (a tap opens only a point already shown). */
  const press = useRef<{ touch: boolean; shownBefore: IsoDate | null }>({ touch: false, shownBefore: null });
  const last = values.length - 1;
  const found = values.findIndex((value) => value.date === activeDate);
  const active = found === -1 ? last : found;

  const nearestTo = (clientX: number) => {
    const left = box.current?.getBoundingClientRect().left ?? 0;
    let nearest = geometry?.points[0];
    for (const point of geometry?.points ?? []) {
      if (nearest === undefined || Math.abs(point.x - (clientX - left)) < Math.abs(nearest.x - (clientX - left)))
        nearest = point;
    }
    return nearest;
  };

  function onKeyDown(event: KeyboardEvent<SVGSVGElement>) {
    if (event.key === 'Escape' && tooltip !== null) {
      event.stopPropagation();
      setTooltip(null);
      return;
    }
    const move = MOVES[event.key];
    if (move === undefined || last < 0) return;
    event.preventDefault();
    const next = Math.min(last, Math.max(0, move(active, last)));
    setActiveDate(values[next]?.date ?? null);
    box.current?.querySelectorAll<SVGAElement>('.dashboard-chart__point')[next]?.focus();
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    if (event.pointerType === 'touch') return;
    const nearest = nearestTo(event.clientX);
    if (nearest && (tooltip?.date !== nearest.date || tooltip.source === 'touch'))
      setTooltip({ date: nearest.date, source: 'pointer' });
  }

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    press.current = { touch: event.pointerType === 'touch', shownBefore: tooltip?.date ?? null };
  }

  // A finger (docs/product-rules.md#charts-on-touch): a tap or a sideways drag shows the nearest
  // day, a swipe up or down scrolls the page, a touch elsewhere hides the tooltip.
  useChartTouch(box, {
    read: (clientX) => {
      const nearest = nearestTo(clientX);
      if (nearest && (tooltip?.date !== nearest.date || tooltip.source !== 'touch'))
        setTooltip({ date: nearest.date, source: 'touch' });
    },
    hide: () => setTooltip((open) => (open?.source === 'touch' ? null : open)),
  });

  /** A tap on a point whose tooltip was not showing shows it instead of opening the session. */
  function onPointClick(event: MouseEvent, date: IsoDate) {
    if (press.current.touch && press.current.shownBefore !== date) {
      event.preventDefault();
      setTooltip({ date, source: 'touch' });
    }
    press.current = { touch: false, shownBefore: null };
  }

  const shown = tooltip === null ? undefined : geometry?.points.find((point) => point.date === tooltip.date);
  const latest =
    latestActivityId === null ? undefined : geometry?.points.find((point) => point.activityId === latestActivityId);
  const svgHeight = (geometry?.height ?? 0) + (ticks ? DATE_AXIS_HEIGHT : 0);

  return (
    <div ref={box} className="dashboard-chart">
      {geometry ? (
        <svg
          role="group"
          aria-label={label}
          aria-describedby={hintId}
          width={geometry.width}
          height={svgHeight}
          viewBox={`0 0 ${geometry.width} ${svgHeight}`}
          onKeyDown={onKeyDown}
          onPointerMove={onPointerMove}
          onPointerDown={onPointerDown}
          onPointerLeave={() => setTooltip((open) => (open?.source === 'pointer' ? null : open))}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget))
              setTooltip((open) => (open?.source === 'focus' ? null : open));
          }}
        >
          {geometry.valueTicks.map((tick, index) => (
            <g key={tick.value} className="dashboard-chart__value-tick" aria-hidden="true">
              <line x1={plotLeft} x2={geometry.width} y1={tick.y} y2={tick.y} stroke={CHART_INK.grid} />
              <text x={plotLeft - 6} y={tick.y} dy="0.32em" textAnchor="end">
                {axis.labels[index]}
              </text>
            </g>
          ))}
          <line
            x1={plotLeft}
            x2={geometry.width}
            y1={geometry.baselineY}
            y2={geometry.baselineY}
            stroke={CHART_INK.baseline}
          />
          {ticks && geometry.xOfDay
            ? ticks.dates.map((date) => {
                const x = geometry.xOfDay?.(date) ?? 0;
                const anchor = x - plotLeft < 28 ? 'start' : x > geometry.width - 28 ? 'end' : 'middle';
                return (
                  <g key={date} className="dashboard-chart__tick" aria-hidden="true">
                    <line
                      x1={x}
                      x2={x}
                      y1={geometry.baselineY}
                      y2={geometry.baselineY + 4}
                      stroke={CHART_INK.baseline}
                    />
                    <text x={x} y={geometry.height + 12} textAnchor={anchor}>
                      {formatTick(date, ticks.style)}
                    </text>
                  </g>
                );
              })
            : null}
          {latest ? (
            <g className="dashboard-chart__latest" aria-hidden="true">
              <line
                x1={latest.x}
                x2={latest.x}
                y1={TIMELINE_CHART_MARGIN.top}
                y2={geometry.baselineY}
                stroke={colour}
                strokeDasharray="3 3"
              />
              <text
                x={latest.x > geometry.width / 2 ? latest.x - 6 : latest.x + 6}
                y={TIMELINE_CHART_MARGIN.top + 4}
                textAnchor={latest.x > geometry.width / 2 ? 'end' : 'start'}
              >
                {t`Latest session`}
              </text>
            </g>
          ) : null}
          {geometry.linePath !== '' ? (
            <g className="dashboard-chart__line">
              <path d={geometry.areaPath} fill={colour} fillOpacity={0.12} />
              <path d={geometry.linePath} fill="none" stroke={colour} strokeWidth={2} strokeLinejoin="round" />
            </g>
          ) : null}
          {geometry.stems.map((point) => (
            <line
              key={point.date}
              className="dashboard-chart__stem"
              x1={point.x}
              x2={point.x}
              y1={point.y}
              y2={geometry.baselineY}
              stroke={colour}
              strokeWidth={2}
            />
          ))}
          {geometry.points.map((point, index) => {
            const name = describePoint(point);
            const classes = ['dashboard-chart__point'];
            if (point === latest) classes.push('dashboard-chart__point--latest');
            if (point === shown) classes.push('dashboard-chart__point--shown');
            return (
              <Link
                key={point.date}
                href={sessionHref(point.activityId)}
                className={classes.join(' ')}
                aria-label={name}
                tabIndex={index === active ? 0 : -1}
                onFocus={() => {
                  setActiveDate(point.date);
                  setTooltip({ date: point.date, source: 'focus' });
                }}
                onClick={(event) => onPointClick(event, point.date)}
              >
                <circle className="dashboard-chart__hit" cx={point.x} cy={point.y} r={geometry.hitRadius} />
                <circle className="dashboard-chart__ring" cx={point.x} cy={point.y} r={8} />
                <circle
                  className="dashboard-chart__dot"
                  cx={point.x}
                  cy={point.y}
                  r={point === latest ? 5 : 3.5}
                  stroke={colour}
                />
              </Link>
            );
          })}
        </svg>
      ) : null}
      {shown && geometry ? (
        <DashboardChartTooltip
          content={tooltipOf(shown)}
          x={shown.x}
          y={shown.y}
          chartWidth={geometry.width}
          tapHint={tooltip?.source === 'touch'}
        />
      ) : null}
      <span id={hintId} hidden>
        {t`Left and right arrow keys move between the days; Enter opens the day's session.`}
      </span>
    </div>
  );
}
