import { useMemo, useRef, useState, type PointerEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LoadWeekDay } from '../../../domain/load/load-weeks';
import { CHART_COLOURS, CHART_INK } from '../../charts/chart-colours';
import { useChartTouch } from '../../charts/use-chart-touch';
import { useChartWidth } from '../../charts/use-chart-width';
import { computeTimelineGeometry, TIMELINE_CHART_HEIGHT } from './dashboard-timeline-geometry';
import { LoadStatusReadout } from './load-status-readout';

export interface LoadStatusChartProps {
  /** The days of the chart, oldest first: each day's last 7 days and usual week, in TRIMPs. */
  readonly days: readonly LoadWeekDay[];
  /** The chart's accessible name: what it shows and its span. */
  readonly label: string;
  /** The first and last day as written under the chart. */
  readonly firstDay: string;
  readonly lastDay: string;
  /** A load as written on the highest guide and beside the last day ("1,288 TRIMPs"). */
  readonly formatLoad: (trimpsPerWeek: number) => string;
  /** A day as the readout writes it ("Tuesday, Mar 3"). */
  readonly formatDay: (day: LoadWeekDay['day']) => string;
}

/** How the readout was opened: the mouse's goes when it leaves, a finger's at a touch elsewhere. */
type ReadoutSource = 'pointer' | 'touch';

/** The acute line in the workload colour; the usual week in ink, dashed, so the two differ without colour. */
const LOAD_ACUTE_COLOUR = CHART_COLOURS.workload;
const LOAD_CHRONIC_COLOUR = '#4a5361';
const LOAD_CHRONIC_DASH = '6 4';

/** Room kept between the last day's value and the highest guide's, in CSS pixels. */
const LABEL_CLEARANCE = 14;

/**
 * Six weeks of the load day by day (docs/product-rules.md#load-status): each day's last 7 days (the
 * sum of the 7 days ending that day) against its usual week, both in TRIMPs, so the last point is
 * the figure above the chart, and written beside it. Drawn with the dashboard timelines' geometry,
 * the two lines on one value axis, each point on its day; the usual week starts where the card has
 * one. The values themselves are in the data table beside it, so the picture is one image with a name;
 * the mouse over it, a tap or a sideways finger shows the nearest day's two values in a readout
 * (docs/product-rules.md#charts-on-touch).
 */
export function LoadStatusChart({ days, label, firstDay, lastDay, formatLoad, formatDay }: LoadStatusChartProps) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const width = useChartWidth(box);
  const [readout, setReadout] = useState<{ index: number; source: ReadoutSource } | null>(null);
  const geometry = useMemo(() => {
    if (width <= 0) return null;
    const first = days[0];
    const last = days.at(-1);
    if (first === undefined || last === undefined) return null;
    const span = { from: first.day, to: last.day };
    const acute = days.map((entry) => ({ date: entry.day, value: entry.lastSevenDays }));
    const chronic = days.flatMap((entry) =>
      entry.usualWeek === null ? [] : [{ date: entry.day, value: entry.usualWeek }],
    );
    const highest = Math.max(0, ...acute.map((point) => point.value), ...chronic.map((point) => point.value));
    const size = { width, height: TIMELINE_CHART_HEIGHT };
    const lines = {
      acute: computeTimelineGeometry(acute, size, highest, span),
      chronic: computeTimelineGeometry(chronic, size, highest, span),
    };
    const highestY = Math.min(lines.acute.maximumY ?? Infinity, lines.chronic.maximumY ?? Infinity);
    const lastPoint = lines.acute.points.at(-1);
    // The last day's value is written beside it; the highest guide's only where the two do not meet.
    const guideApart = lastPoint === undefined || Math.abs(lastPoint.y - highestY) >= LABEL_CLEARANCE;
    return { ...lines, highest, highestY: Number.isFinite(highestY) && highest > 0 && guideApart ? highestY : null };
  }, [days, width]);
  const lastAcute = geometry?.acute.points.at(-1);
  const lastChronic = geometry?.chronic.points.at(-1);

  /** The index of the day nearest a client x (the acute line has a point on every day). */
  const nearestDay = (clientX: number): number | null => {
    const points = geometry?.acute.points ?? [];
    const at = clientX - (box.current?.getBoundingClientRect().left ?? 0);
    let nearest: number | null = null;
    points.forEach((point, index) => {
      const best = nearest === null ? undefined : points[nearest];
      if (best === undefined || Math.abs(point.x - at) < Math.abs(best.x - at)) nearest = index;
    });
    return nearest;
  };
  const show = (clientX: number, source: ReadoutSource) => {
    const index = nearestDay(clientX);
    if (index !== null && (readout?.index !== index || readout.source !== source)) setReadout({ index, source });
  };
  useChartTouch(box, {
    read: (clientX) => show(clientX, 'touch'),
    hide: () => setReadout((open) => (open?.source === 'touch' ? null : open)),
  });
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType !== 'touch') show(event.clientX, 'pointer');
  };
  const onPointerLeave = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType !== 'touch') setReadout((open) => (open?.source === 'pointer' ? null : open));
  };
  const shownDay = readout === null ? undefined : days[readout.index];
  const shownPoint = readout === null ? undefined : geometry?.acute.points[readout.index];

  return (
    <figure className="load-chart">
      <div ref={box} className="load-chart__plot">
        {geometry ? (
          <svg
            role="img"
            aria-label={label}
            width={geometry.acute.width}
            height={geometry.acute.height}
            viewBox={`0 0 ${geometry.acute.width} ${geometry.acute.height}`}
            onPointerMove={onPointerMove}
            onPointerLeave={onPointerLeave}
          >
            <line
              x1={0}
              x2={geometry.acute.width}
              y1={geometry.acute.baselineY}
              y2={geometry.acute.baselineY}
              stroke={CHART_INK.baseline}
            />
            {geometry.highestY !== null ? (
              <>
                <line
                  x1={0}
                  x2={geometry.acute.width}
                  y1={geometry.highestY}
                  y2={geometry.highestY}
                  stroke={CHART_INK.grid}
                  strokeDasharray="2 4"
                />
                <text
                  x={geometry.acute.width}
                  y={geometry.highestY - 4}
                  textAnchor="end"
                  fontSize={11}
                  fill={CHART_INK.axisText}
                >
                  {formatLoad(geometry.highest)}
                </text>
              </>
            ) : null}
            <path d={geometry.acute.areaPath} fill={LOAD_ACUTE_COLOUR} fillOpacity={0.1} />
            <path
              d={geometry.chronic.linePath}
              fill="none"
              stroke={LOAD_CHRONIC_COLOUR}
              strokeWidth={2}
              strokeDasharray={LOAD_CHRONIC_DASH}
            />
            <path
              d={geometry.acute.linePath}
              fill="none"
              stroke={LOAD_ACUTE_COLOUR}
              strokeWidth={2.5}
              strokeLinejoin="round"
            />
            {lastChronic ? (
              <rect
                x={lastChronic.x - 4}
                y={lastChronic.y - 4}
                width={8}
                height={8}
                fill="#fff"
                stroke={LOAD_CHRONIC_COLOUR}
                strokeWidth={2}
              />
            ) : null}
            {lastAcute ? (
              <>
                <circle cx={lastAcute.x} cy={lastAcute.y} r={4.5} fill={LOAD_ACUTE_COLOUR} />
                <text
                  className="load-chart__last"
                  x={lastAcute.x - 8}
                  y={lastAcute.y - 8}
                  textAnchor="end"
                  fontSize={12}
                  fontWeight={700}
                  fill={CHART_INK.axisText}
                  stroke="#fff"
                  strokeWidth={3}
                  paintOrder="stroke"
                >
                  {formatLoad(lastAcute.value)}
                </text>
              </>
            ) : null}
            {shownPoint ? (
              <line
                className="load-chart__cursor"
                x1={shownPoint.x}
                x2={shownPoint.x}
                y1={0}
                y2={geometry.acute.baselineY}
                stroke={CHART_INK.crosshair}
              />
            ) : null}
          </svg>
        ) : null}
        {shownDay && shownPoint && geometry ? (
          <LoadStatusReadout
            day={formatDay(shownDay.day)}
            lastSevenDays={formatLoad(shownDay.lastSevenDays)}
            usualWeek={shownDay.usualWeek === null ? null : formatLoad(shownDay.usualWeek)}
            x={shownPoint.x}
            chartWidth={geometry.acute.width}
          />
        ) : null}
      </div>
      <div className="load-chart__days" aria-hidden="true">
        <span>{firstDay}</span>
        <span>{lastDay}</span>
      </div>
      <figcaption className="load-chart__legend">
        <span className="load-chart__key">
          <svg width="28" height="10" aria-hidden="true">
            <line x1="0" x2="20" y1="5" y2="5" stroke={LOAD_ACUTE_COLOUR} strokeWidth="2.5" />
            <circle cx="23" cy="5" r="4" fill={LOAD_ACUTE_COLOUR} />
          </svg>
          {t`Last 7 days`}
        </span>
        <span className="load-chart__key">
          <svg width="28" height="10" aria-hidden="true">
            <line x1="0" x2="18" y1="5" y2="5" stroke={LOAD_CHRONIC_COLOUR} strokeWidth="2" strokeDasharray="4 3" />
            <rect x="19" y="1" width="8" height="8" fill="#fff" stroke={LOAD_CHRONIC_COLOUR} strokeWidth="2" />
          </svg>
          {t`Usual week`}
        </span>
        <span className="load-chart__unit">{t`Each day: the TRIMPs of the 7 days ending that day`}</span>
      </figcaption>
    </figure>
  );
}
