import { bench, describe } from 'vitest';
import { addDays, type IsoDate } from '../../../domain/time/civil-date';
import { labelValueAxis } from './dashboard-timeline-axis';
import { computeTimelineGeometry, TIMELINE_CHART_HEIGHT } from './dashboard-timeline-geometry';

/**
 * Drawing the four dashboard timelines of a 30-point page (the widest screen's page;
 * budget 100 ms for the four): the value axis (its ticks written in the reader's format) and the
 * paths and point positions each chart's SVG renders. The points sit on their days over the
 * page's span, sessions one, two or three days apart, so the lines break over the days without a
 * session.
 */
const START = '2026-01-01' as IsoDate;
const GAPS = [1, 1, 2, 1, 3, 2] as const;
const page = (seed: number) => {
  let offset = 0;
  return Array.from({ length: 30 }, (_, index) => {
    offset += GAPS[(index + seed) % GAPS.length] ?? 1;
    return {
      date: addDays(START, offset),
      value: Math.abs(Math.sin(index * 0.7 + seed)) * 3000 + seed * 10,
      activityId: `act-${seed}-${index}`,
    };
  });
};
const pages = [page(1), page(2), page(3), page(4)];
const spans = pages.map((values) => ({ from: values[0]?.date ?? START, to: values.at(-1)?.date ?? START }));
const meters = new Intl.NumberFormat('fr-FR', { style: 'unit', unit: 'meter', maximumFractionDigits: 0 });
const format = (value: number) => meters.format(value);

function drawAll(width: number) {
  pages.forEach((values, index) => {
    const axis = labelValueAxis(values, format);
    computeTimelineGeometry(values, { width, height: TIMELINE_CHART_HEIGHT }, 0, spans[index] ?? null, axis);
  });
}

describe('dashboard: four timelines of a 30-point page', () => {
  bench('computeTimelineGeometry × 4 at 1440 px (card width 640)', () => drawAll(640));
  bench('computeTimelineGeometry × 4 at 390 px (card width 330)', () => drawAll(330));
});
