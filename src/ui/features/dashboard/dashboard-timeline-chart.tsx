import { useMemo, useRef } from 'react';
import { CHART_INK } from '../../charts/chart-colours';
import { useChartWidth } from '../../charts/use-chart-width';
import type { TimelineValue } from '../../../domain/dashboard/dashboard-timeline';
import { computeTimelineGeometry, TIMELINE_CHART_HEIGHT, type TimelineChartPoint } from './dashboard-timeline-geometry';

export interface DashboardTimelineChartProps {
  /** The page's values as shown (minutes for time metrics), oldest first. */
  readonly values: readonly TimelineValue[];
  readonly colour: string;
  /** The chart's accessible name: what it shows, its span, its lowest and highest value. */
  readonly label: string;
  /** A point's tooltip ("14 Jan: 42 min"). */
  readonly describePoint: (point: TimelineChartPoint) => string;
}

/**
 * One metric's timeline in SVG: the area and line through the page's values, a dot per value,
 * dashed guides at the lowest and highest. An image with a name for screen readers; the
 * values themselves are in the data table beside it.
 */
export function DashboardTimelineChart({ values, colour, label, describePoint }: DashboardTimelineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useChartWidth(box);
  const geometry = useMemo(() => (width > 0 ? computeTimelineGeometry(values, { width, height: TIMELINE_CHART_HEIGHT }) : null), [values, width]);
  return (
    <div ref={box} className="dashboard-chart">
      {geometry ? (
        <svg role="img" aria-label={label} width={geometry.width} height={geometry.height} viewBox={`0 0 ${geometry.width} ${geometry.height}`}>
          <line x1={0} x2={geometry.width} y1={geometry.baselineY} y2={geometry.baselineY} stroke={CHART_INK.baseline} />
          {geometry.maximumY !== null ? (
            <line x1={0} x2={geometry.width} y1={geometry.maximumY} y2={geometry.maximumY} stroke={CHART_INK.crosshair} strokeDasharray="4 4" />
          ) : null}
          {geometry.minimumY !== null && geometry.minimumY !== geometry.maximumY ? (
            <line x1={0} x2={geometry.width} y1={geometry.minimumY} y2={geometry.minimumY} stroke={CHART_INK.crosshair} strokeDasharray="2 4" />
          ) : null}
          <path d={geometry.areaPath} fill={colour} fillOpacity={0.12} />
          <path d={geometry.linePath} fill="none" stroke={colour} strokeWidth={2} strokeLinejoin="round" />
          {geometry.points.map((point) => (
            <circle key={point.date} cx={point.x} cy={point.y} r={3.5} fill="#fff" stroke={colour} strokeWidth={2}>
              <title>{describePoint(point)}</title>
            </circle>
          ))}
        </svg>
      ) : null}
    </div>
  );
}
