import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asMeters } from '../../../domain/units/branded-units';
import { addDays, type IsoDate } from '../../../domain/time/civil-date';
import { formatDuration } from '../../formats/duration-format';
import { formatPercent, formatShownDistance } from '../../formats/number-format';
import { estimateLabelWidth, formatResolution, labelValueAxis } from './dashboard-timeline-axis';

const START = '2026-01-01' as IsoDate;
/** Labels with their no-break spaces (Intl's own: U+00A0 or U+202F) read as plain spaces. */
const spaced = (labels: readonly string[]) => labels.map((label) => label.replace(/[\u00A0\u202F]/gu, ' '));
const page = (values: readonly number[]) => values.map((value, index) => ({ date: addDays(START, index), value }));

/** The cards' formats (dashboard-format.ts): minutes as a duration, whole percent, a distance in meters. */
const FORMATS = {
  minutes: (locales: readonly string[]) => (minutes: number) => formatDuration(locales, minutes * 60, 'duration'),
  percent: (locales: readonly string[]) => (percent: number) => formatPercent(locales, percent),
  metres: (locales: readonly string[]) => (meters: number) => formatShownDistance(locales, asMeters(meters), 'METRIC'),
  miles: (locales: readonly string[]) => (meters: number) => formatShownDistance(locales, asMeters(meters), 'IMPERIAL'),
} as const;

describe('the value axis of a dashboard timeline', () => {
  it('writes round ticks as the card writes its values, in the reader’s format', () => {
    expect(spaced(labelValueAxis(page([4, 20.7, 9]), FORMATS.minutes(['en-US'])).labels)).toEqual([
      '0:00 min',
      '10:00 min',
      '20:00 min',
      '30:00 min',
    ]);
    expect(spaced(labelValueAxis(page([2, 37, 52]), FORMATS.percent(['fr-FR'])).labels)).toEqual([
      '0 %',
      '20 %',
      '40 %',
      '60 %',
    ]);
    expect(spaced(labelValueAxis(page([1310, 8060]), FORMATS.metres(['fr-FR'])).labels)).toEqual([
      '0 m',
      '2,50 km',
      '5,00 km',
      '7,50 km',
      '10,0 km',
    ]);
  });

  it('never writes a tick the format cannot: whole percent over a quiet page, seconds over a short one', () => {
    expect(labelValueAxis(page([0.4, 1.2]), FORMATS.percent(['en-US'])).labels).toEqual(['0%', '1%', '2%']);
    expect(spaced(labelValueAxis(page([0, 0]), FORMATS.minutes(['en-US'])).labels)).toEqual([
      '0:00 min',
      '0:30 min',
      '1:00 min',
    ]);
    expect(formatResolution(FORMATS.percent(['en-US']))).toBe(1);
    expect(formatResolution(FORMATS.minutes(['en-US']))).toBe(0.1);
    expect(formatResolution(FORMATS.metres(['en-US']))).toBe(1);
    // Miles written to two decimals: 0.06 mi (100 m) is the finest step told apart from zero.
    expect(formatResolution(FORMATS.miles(['en-US']))).toBe(100);
  });

  it('makes room for its longest label', () => {
    const axis = labelValueAxis(page([120, 234]), (value) => `${value} TRIMPs`);
    expect(axis.labelWidth).toBe(Math.max(...axis.labels.map(estimateLabelWidth)));
    expect(estimateLabelWidth('250 TRIMPs')).toBeGreaterThan(estimateLabelWidth('250'));
    // About 11 px type: "20:00 min" takes some 45 to 65 px.
    expect(estimateLabelWidth('20:00\u00A0min')).toBeGreaterThan(45);
    expect(estimateLabelWidth('20:00\u00A0min')).toBeLessThan(65);
  });

  it('property: 3 to 5 labels, all different, from zero to at least the highest value, in every card format and language', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 0, max: 5_000_000 }).map((hundredths) => hundredths / 100),
          { minLength: 1, maxLength: 30 },
        ),
        fc.constantFrom(...(Object.keys(FORMATS) as (keyof typeof FORMATS)[])),
        fc.constantFrom(['en-US'], ['fr-FR']),
        (numbers, kind, locales) => {
          const axis = labelValueAxis(page(numbers), FORMATS[kind](locales));
          expect(axis.labels.length).toBeGreaterThanOrEqual(3);
          expect(axis.labels.length).toBeLessThanOrEqual(5);
          expect(new Set(axis.labels).size).toBe(axis.labels.length);
          expect(axis.ticks[0]).toBe(0);
          expect(axis.ticks.at(-1) ?? NaN).toBeGreaterThanOrEqual(Math.max(...numbers));
        },
      ),
    );
  });
});
