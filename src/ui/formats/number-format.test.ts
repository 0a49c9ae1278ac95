import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asMeters } from '../../domain/units/branded-units';
import {
  formatClockPart,
  formatMeasure,
  formatNumber,
  formatPercent,
  formatShownDistance,
  measureSymbol,
} from './number-format';

const EN_US = ['en-US', 'en'];
const EN_GB = ['en-GB', 'en'];
const FR = ['fr'];
/** French writes a no-break space (U+00A0) before % and min, and a narrow one (U+202F) in groups and before most units. */
const NBSP = '\u00A0';
const NNBSP = '\u202F';

describe('formatNumber and formatPercent', () => {
  it("use the region's decimal mark and grouping, with the asked decimals", () => {
    expect(formatNumber(EN_US, 1234.5, 1)).toBe('1,234.5');
    expect(formatNumber(FR, 1234.5, 1)).toBe(`1${NNBSP}234,5`);
    expect(formatNumber(EN_GB, 12, 1)).toBe('12.0');
  });

  it('write a percentage as the language does: "12%" in English, "12 %" with a no-break space in French', () => {
    expect(formatPercent(EN_US, 12)).toBe('12%');
    expect(formatPercent(EN_GB, 97.5, 1)).toBe('97.5%');
    expect(formatPercent(FR, 12)).toBe(`12${NBSP}%`);
    expect(formatPercent(FR, 110)).toBe(`110${NBSP}%`);
  });

  it('a percentage reads the same number as the plain figure', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (percent) => {
        expect(formatPercent(EN_US, percent).replace('%', '')).toBe(formatNumber(EN_US, percent));
      }),
    );
  });
});

describe('formatMeasure and formatShownDistance', () => {
  it('put the unit where the language puts it', () => {
    expect(formatMeasure(EN_US, 3.5, 'meter-per-second', 1)).toBe('3.5 m/s');
    expect(formatMeasure(FR, 3.5, 'meter-per-second', 1)).toBe(`3,5${NNBSP}m/s`);
    expect(formatMeasure(FR, 45, 'minute')).toBe(`45${NBSP}min`);
  });

  it("show meters below 1 km, kilometres from there, or miles to two decimals, in the reader's system", () => {
    expect(formatShownDistance(EN_US, asMeters(850.2), 'METRIC')).toBe('850 m');
    expect(formatShownDistance(EN_US, asMeters(8123.4), 'METRIC')).toBe('8.12 km');
    expect(formatShownDistance(FR, asMeters(8123.4), 'METRIC')).toBe(`8,12${NNBSP}km`);
    expect(formatShownDistance(EN_US, asMeters(77_461), 'METRIC')).toBe('77.5 km');
    expect(formatShownDistance(FR, asMeters(77_461), 'METRIC')).toBe(`77,5${NNBSP}km`);
    expect(formatShownDistance(EN_US, asMeters(1_234_567), 'METRIC')).toBe('1,234.6 km');
    expect(formatShownDistance(EN_GB, asMeters(8123.4), 'IMPERIAL')).toBe('5.05 mi');
    expect(formatShownDistance(FR, asMeters(8123.4), 'IMPERIAL')).toBe(`5,05${NNBSP}mi`);
  });

  it('name the unit alone for a heading', () => {
    expect(measureSymbol(EN_US, 'meter')).toBe('m');
    expect(measureSymbol(FR, 'mile')).toBe('mi');
    expect(measureSymbol(EN_US, 'minute')).toBe('min');
  });
});

describe('formatClockPart', () => {
  it('pads to the asked digits and never groups', () => {
    expect(formatClockPart(EN_US, 5, 2)).toBe('05');
    expect(formatClockPart(FR, 12_345, 2)).toBe('12345');
    expect(formatClockPart(FR, 0, 1)).toBe('0');
  });
});
