import { bench, describe } from 'vitest';
import { addDays, type IsoDate } from '../../../domain/time/civil-date';
import { computeTimelineGeometry, TIMELINE_CHART_HEIGHT } from './dashboard-timeline-geometry';

/**
 * Drawing the four dashboard timelines of a 30-point page (the widest screen's page;
 * budget 100 ms for the four): the paths and point positions each chart's SVG renders.
 */
const START = '2026-01-01' as IsoDate;
const page = (seed: number) =>
  Array.from({ length: 30 }, (_, index) => ({
    date: addDays(START, index * 2),
    value: Math.abs(Math.sin(index * 0.7 + seed)) * 3000 + seed * 10,
    activityId: `act-${seed}-${index}`,
  }));
const pages = [page(1), page(2), page(3), page(4)];

describe('dashboard: four timelines of a 30-point page', () => {
  bench('computeTimelineGeometry × 4 at 1440 px (card width 640)', () => {
    for (const values of pages) computeTimelineGeometry(values, { width: 640, height: TIMELINE_CHART_HEIGHT });
  });
  bench('computeTimelineGeometry × 4 at 390 px (card width 330)', () => {
    for (const values of pages) computeTimelineGeometry(values, { width: 330, height: TIMELINE_CHART_HEIGHT });
  });
});
