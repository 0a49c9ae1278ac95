import { timelineValueTicks, type TimelineChartPoint, type TimelineValueAxis } from './dashboard-timeline-geometry';

/**
 * The value axis of a dashboard timeline (docs/product-rules.md#dashboard-fields): 3 to 5 round
 * ticks from zero to at least the page's highest value, each written as the card writes its values
 * (the reader's digits and the card's unit: "10:00 min", "40 %", "2,5 km", "200 TRIMPs"), and the
 * room their column needs. Pure: no DOM, so it is measured without rendering.
 */

interface LabelledValueAxis extends TimelineValueAxis {
  /** Each tick as written, lowest first. */
  readonly labels: readonly string[];
}

/** The label font's size (dashboard.css, `.dashboard-chart__value-tick`), in CSS pixels. */
const LABEL_FONT_PX = 11;

/** A character's advance in ems, roughly, in the app's sans-serif: narrow punctuation and spaces, wide capitals. */
function advanceOf(character: string): number {
  if (/[\s\u00A0\u202F.,:'’]/u.test(character)) return 0.3;
  if (/[A-Z%]/u.test(character)) return 0.7;
  if (/[mw]/u.test(character)) return 0.85;
  return 0.58;
}

/** The width a label takes, in CSS pixels (an estimate on the generous side). */
export function estimateLabelWidth(label: string): number {
  let ems = 0;
  for (const character of label) ems += advanceOf(character);
  return Math.ceil(ems * LABEL_FONT_PX);
}

/** The resolutions tried, finest first: a format writes steps of the first one it can tell from zero. */
const RESOLUTIONS = [0.001, 0.01, 0.1, 1, 10, 100, 1000] as const;

/**
 * The finest step `format` can write: the first resolution r whose 0.6 r it writes differently from
 * 0 (whole percent and TRIMPs: 1; minutes to the second: 0.1 min; whole meters: 1). A step of ticks
 * that is a whole multiple of it is written exactly, and no two labels read alike.
 */
export function formatResolution(format: (value: number) => string): number {
  const zero = format(0);
  return RESOLUTIONS.find((resolution) => format(0.6 * resolution) !== zero) ?? 0;
}

/** The axis of a page: its ticks, their labels and their column's width. */
export function labelValueAxis(
  values: readonly TimelineChartPoint[],
  format: (value: number) => string,
): LabelledValueAxis {
  const ticks = timelineValueTicks(values, 0, { resolution: formatResolution(format) });
  const labels = ticks.map(format);
  return { ticks, labels, labelWidth: Math.max(0, ...labels.map(estimateLabelWidth)) };
}
