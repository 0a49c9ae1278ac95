import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { CHART_INK } from '../../charts/chart-colours';
import { useChartWidth } from '../../charts/use-chart-width';
import type { TimelineValue } from '../../../domain/dashboard/dashboard-timeline';
import type { IsoDate } from '../../../domain/time/civil-date';
import { sessionHref } from './dashboard-format';
import { computeTimelineGeometry, TIMELINE_CHART_HEIGHT } from './dashboard-timeline-geometry';

export interface DashboardTimelineChartProps {
  /** The page's values as shown (minutes for time metrics), oldest first. */
  readonly values: readonly TimelineValue[];
  readonly colour: string;
  /** The chart's accessible name: what it shows, its span, its lowest and highest value. */
  readonly label: string;
  /** A point's name and tooltip ("3 Mar 2026: 42 min, open the session"). */
  readonly describePoint: (point: TimelineValue) => string;
}

/** The keys that move between the points (one tab stop per chart: a roving tabindex). */
const MOVES: Readonly<Record<string, (index: number, last: number) => number>> = {
  ArrowLeft: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * One metric's timeline in SVG: the area and line through the page's values, dashed guides at
 * the lowest and highest, and a link per value opening the day's session (a dot with a larger
 * invisible hit area and a focus ring). The chart is one tab stop: the newest point first, the
 * arrow keys move between the days. The values themselves are in the data table beside it.
 */
export function DashboardTimelineChart({ values, colour, label, describePoint }: DashboardTimelineChartProps) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const width = useChartWidth(box);
  const geometry = useMemo(() => (width > 0 ? computeTimelineGeometry(values, { width, height: TIMELINE_CHART_HEIGHT }) : null), [values, width]);
  // The point holding the tab stop, by date (so a new page falls back to its newest point).
  const [activeDate, setActiveDate] = useState<IsoDate | null>(null);
  const last = values.length - 1;
  const found = values.findIndex((value) => value.date === activeDate);
  const active = found === -1 ? last : found;

  function onKeyDown(event: KeyboardEvent<SVGSVGElement>) {
    const move = MOVES[event.key];
    if (move === undefined || last < 0) return;
    event.preventDefault();
    const next = Math.min(last, Math.max(0, move(active, last)));
    setActiveDate(values[next]?.date ?? null);
    box.current?.querySelectorAll<SVGAElement>('.dashboard-chart__point')[next]?.focus();
  }

  return (
    <div ref={box} className="dashboard-chart">
      {geometry ? (
        <svg
          role="group"
          aria-label={label}
          aria-describedby={hintId}
          width={geometry.width}
          height={geometry.height}
          viewBox={`0 0 ${geometry.width} ${geometry.height}`}
          onKeyDown={onKeyDown}
        >
          <line x1={0} x2={geometry.width} y1={geometry.baselineY} y2={geometry.baselineY} stroke={CHART_INK.baseline} />
          {geometry.maximumY !== null ? (
            <line x1={0} x2={geometry.width} y1={geometry.maximumY} y2={geometry.maximumY} stroke={CHART_INK.crosshair} strokeDasharray="4 4" />
          ) : null}
          {geometry.minimumY !== null && geometry.minimumY !== geometry.maximumY ? (
            <line x1={0} x2={geometry.width} y1={geometry.minimumY} y2={geometry.minimumY} stroke={CHART_INK.crosshair} strokeDasharray="2 4" />
          ) : null}
          <path d={geometry.areaPath} fill={colour} fillOpacity={0.12} />
          <path d={geometry.linePath} fill="none" stroke={colour} strokeWidth={2} strokeLinejoin="round" />
          {geometry.points.map((point, index) => {
            const name = describePoint(point);
            return (
              <Link
                key={point.date}
                href={sessionHref(point.activityId)}
                className="dashboard-chart__point"
                aria-label={name}
                tabIndex={index === active ? 0 : -1}
                onFocus={() => setActiveDate(point.date)}
              >
                <title>{name}</title>
                <circle className="dashboard-chart__hit" cx={point.x} cy={point.y} r={geometry.hitRadius} />
                <circle className="dashboard-chart__ring" cx={point.x} cy={point.y} r={8} />
                <circle className="dashboard-chart__dot" cx={point.x} cy={point.y} r={3.5} stroke={colour} />
              </Link>
            );
          })}
        </svg>
      ) : null}
      <span id={hintId} hidden>
        {t`Left and right arrow keys move between the days; Enter opens the day's session.`}
      </span>
    </div>
  );
}
