import { scaleLinear, scalePoint } from 'd3-scale';
import { area, curveMonotoneX, line } from 'd3-shape';
import { niceAxisTicks, type AxisTickOptions } from '../../../domain/charts/axis-ticks';
import { splitIntoDayRuns } from '../../../domain/dashboard/dashboard-timeline';
import { daysFromCivil, type IsoDate } from '../../../domain/time/civil-date';
import type { DayRange } from '../../../domain/time/day-range';

/**
 * The geometry of a dashboard timeline chart (docs/product-rules.md#dashboard-fields): one point
 * per value, oldest to newest, on a value axis from zero (or the page's minimum when it is
 * negative) to a little above the page's maximum, or, given the axis' ticks, from the first tick to
 * the last. Given the days the chart spans, each point sits on its date (one slot per day, so a week
 * with one session shows where in the week it fell) and the line stops over a day without a session
 * (splitIntoDayRuns): a value alone between two such days is a stem from the baseline, not a line.
 * Without the days the points are evenly spaced and one line joins them. Pure (d3-scale and
 * d3-shape only, no DOM, no React), so `npm run bench` can time it. It lives in the UI because the
 * domain imports no package (docs/architecture.md#layers).
 */

export interface TimelineChartSize {
  readonly width: number;
  readonly height: number;
}

export interface TimelineChartPoint {
  readonly date: IsoDate;
  readonly value: number;
}

/** Room inside the SVG around the plot, in CSS pixels: the points' radius and the guides' strokes. */
export const TIMELINE_CHART_MARGIN = { top: 10, right: 10, bottom: 10, left: 10 } as const;
/** Head room above the largest value, as a fraction of it. */
const TIMELINE_HEADROOM = 0.1;
/** The chart's height in CSS pixels (the skeleton uses the same, so nothing moves). */
export const TIMELINE_CHART_HEIGHT = 140;

/** A value placed on the chart; it keeps the value's own fields (e.g. the session it opens). */
type PlacedTimelinePoint<P extends TimelineChartPoint = TimelineChartPoint> = P & {
  readonly x: number;
  readonly y: number;
};

/** The invisible hit area around each point: half the step between points, 6 to 16 px. */
const HIT_RADIUS = { min: 6, max: 16 } as const;

/** A value axis beside the plot: its ticks, and the room their labels take on the left. */
export interface TimelineValueAxis {
  /** Lowest first (timelineValueTicks): the plot spans the first to the last. */
  readonly ticks: readonly number[];
  /** The width of the labels' column left of the plot, in CSS pixels. */
  readonly labelWidth: number;
}

/** A tick of the value axis, placed. */
interface PlacedValueTick {
  readonly value: number;
  readonly y: number;
}

export interface TimelineChartGeometry<P extends TimelineChartPoint = TimelineChartPoint> {
  readonly width: number;
  readonly height: number;
  /**
   * The line through the values (monotone curve: no overshoot past a real value), one piece per
   * run of consecutive days: it breaks over a day without a session.
   */
  readonly linePath: string;
  /** The area under the line down to the baseline, in the same pieces. */
  readonly areaPath: string;
  readonly points: readonly PlacedTimelinePoint<P>[];
  /** The points no line reaches (alone between days without a session, or the page's only value): drawn as stems. */
  readonly stems: readonly PlacedTimelinePoint<P>[];
  /** The value axis' ticks (none without an axis). */
  readonly valueTicks: readonly PlacedValueTick[];
  /**
   * x of the plot's left edge, where the grid lines start: the axis' labels end a little before it
   * (0 without an axis). The points keep the margin's room inside the plot.
   */
  readonly plotLeft: number;
  /** x of a day's slot centre (the date axis' ticks); null when the points are evenly spaced. */
  readonly xOfDay: ((date: IsoDate) => number) | null;
  /** The radius of each point's hit area (links are easier to hit than the 3.5 px dots). */
  readonly hitRadius: number;
  /** y of zero (or of the axis bottom when values go below zero). */
  readonly baselineY: number;
  /** y of the page's minimum and maximum guides; null for an empty page. */
  readonly minimumY: number | null;
  readonly maximumY: number | null;
}

/** The room the value axis' labels leave between them and the plot, in CSS pixels. */
const AXIS_LABEL_GAP = 6;
/**
 * With a value axis, the top tick's line sits this much lower than the margin, so that a label at
 * the top of the chart (the latest session's) stays clear of a value on the top tick.
 */
export const VALUE_AXIS_TOP_ROOM = 10;

/**
 * The value axis' ticks for a page (niceAxisTicks): 3 to 5 round values from zero (or the page's
 * minimum when it is negative) to at least its maximum, or `sharedMaximum` when that is higher.
 */
export function timelineValueTicks(
  values: readonly TimelineChartPoint[],
  sharedMaximum = 0,
  options: AxisTickOptions = {},
): readonly number[] {
  const extent = extentOf(values);
  const low = Math.min(0, extent?.[0] ?? 0);
  return niceAxisTicks(low, Math.max(extent?.[1] ?? 0, low, sharedMaximum), options).values;
}

/** Measures the page's smallest and largest value (null for none). */
function extentOf(values: readonly TimelineChartPoint[]): [number, number] | null {
  if (values.length === 0) return null;
  let low = Infinity;
  let high = -Infinity;
  for (const { value } of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  return [low, high];
}

/** The x of each value: on its day's slot over `days` (half a slot of room at each end), else evenly spaced. */
function placeAlongX(values: readonly TimelineChartPoint[], left: number, right: number, days: DayRange | null) {
  if (days === null) {
    const x = scalePoint<number>()
      .domain(values.map((_, index) => index))
      .range([left, right])
      .padding(0.5);
    return { xs: values.map((_, index) => x(index) ?? 0), step: x.step(), xOfDay: null };
  }
  const day = scaleLinear()
    .domain([daysFromCivil(days.from) - 0.5, daysFromCivil(days.to) + 0.5])
    .range([left, right]);
  const xOfDay = (date: IsoDate) => day(daysFromCivil(date));
  const xs = values.map((value) => xOfDay(value.date));
  // The hit areas may not overlap: the closest two points set the step.
  let step = right - left;
  for (let index = 1; index < xs.length; index += 1) step = Math.min(step, (xs[index] ?? 0) - (xs[index - 1] ?? 0));
  return { xs, step, xOfDay };
}

/**
 * Computes the paths and point positions of one timeline page (values oldest first). Lines drawn
 * on one chart share their value axis by passing the largest value of them all as `sharedMaximum`.
 * `days`, when given, are the days the chart spans (every value's date inside them); `axis`, when
 * given, the value axis drawn beside the plot.
 */
export function computeTimelineGeometry<P extends TimelineChartPoint>(
  values: readonly P[],
  size: TimelineChartSize,
  sharedMaximum = 0,
  days: DayRange | null = null,
  axis: TimelineValueAxis | null = null,
): TimelineChartGeometry<P> {
  const axisWidth = axis === null ? 0 : Math.max(0, axis.labelWidth) + AXIS_LABEL_GAP;
  const pointsLeft = axisWidth + TIMELINE_CHART_MARGIN.left;
  const width = Math.max(size.width, pointsLeft + TIMELINE_CHART_MARGIN.right + 1);
  const height = Math.max(size.height, TIMELINE_CHART_MARGIN.top + TIMELINE_CHART_MARGIN.bottom + 1);
  const extent = extentOf(values);
  const low = Math.min(0, extent?.[0] ?? 0);
  const high = Math.max(extent?.[1] ?? 0, low, sharedMaximum);
  const firstTick = axis?.ticks[0];
  const lastTick = axis?.ticks[axis.ticks.length - 1];
  const [bottom, top] =
    firstTick !== undefined && lastTick !== undefined && lastTick > firstTick
      ? [firstTick, lastTick]
      : [low, high > low ? high + (high - low) * TIMELINE_HEADROOM : low + 1];
  const x = placeAlongX(values, pointsLeft, width - TIMELINE_CHART_MARGIN.right, days);
  const plotTop = TIMELINE_CHART_MARGIN.top + (axis === null ? 0 : VALUE_AXIS_TOP_ROOM);
  const y = scaleLinear()
    .domain([bottom, top])
    .range([height - TIMELINE_CHART_MARGIN.bottom, Math.min(plotTop, height - TIMELINE_CHART_MARGIN.bottom - 1)]);
  const points: PlacedTimelinePoint<P>[] = values.map((entry, index) => ({
    ...entry,
    x: x.xs[index] ?? 0,
    y: y(entry.value),
  }));
  const baselineY = y(bottom);
  const lineOf = line<PlacedTimelinePoint<P>>()
    .x((point) => point.x)
    .y((point) => point.y)
    .curve(curveMonotoneX);
  const areaOf = area<PlacedTimelinePoint<P>>()
    .x((point) => point.x)
    .y0(baselineY)
    .y1((point) => point.y)
    .curve(curveMonotoneX);
  // On dated days the line stops over a day without a session; evenly spaced values are one run.
  const runs = days === null ? [points] : splitIntoDayRuns(points);
  let linePath = '';
  let areaPath = '';
  const stems: PlacedTimelinePoint<P>[] = [];
  for (const run of runs) {
    if (run.length === 1 && run[0] !== undefined) stems.push(run[0]);
    if (run.length < 2) continue;
    linePath += lineOf(run) ?? '';
    areaPath += areaOf(run) ?? '';
  }
  return {
    width,
    height,
    linePath,
    areaPath,
    points,
    stems,
    valueTicks: axis === null ? [] : axis.ticks.map((value) => ({ value, y: y(value) })),
    plotLeft: axisWidth,
    xOfDay: x.xOfDay,
    hitRadius: Math.min(HIT_RADIUS.max, Math.max(HIT_RADIUS.min, x.step / 2)),
    baselineY,
    minimumY: extent === null ? null : y(extent[0]),
    maximumY: extent === null ? null : y(extent[1]),
  };
}
