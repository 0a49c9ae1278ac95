import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration-format';

const EN_US = ['en-US', 'en'];
const EN_GB = ['en-GB', 'en'];
const FR = ['fr'];
const NBSP = '\u00A0';

describe('formatDuration, clock styles', () => {
  it.each([
    [0, '0:00:00', '00:00'],
    [59.6, '0:01:00', '01:00'],
    [65, '0:01:05', '01:05'],
    [5025.4, '1:23:45', '83:45'],
    [5423, '1:30:23', '90:23'],
    [7503, '2:05:03', '125:03'],
    [14_400, '4:00:00', '240:00'],
    [-5, '0:00:00', '00:00'],
    [Number.NaN, '0:00:00', '00:00'],
  ])('%s s reads %s and %s', (seconds, clock, minutes) => {
    for (const locales of [EN_US, EN_GB, FR]) {
      expect(formatDuration(locales, seconds, 'h:mm:ss')).toBe(clock);
      expect(formatDuration(locales, seconds, 'mm:ss')).toBe(minutes);
    }
  });

  it('mm:ss gives back the whole seconds it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * 3600 }), (seconds) => {
        const [minutes, rest] = formatDuration(EN_US, seconds, 'mm:ss').split(':').map(Number);
        expect((minutes ?? Number.NaN) * 60 + (rest ?? Number.NaN)).toBe(seconds);
        expect(rest).toBeLessThan(60);
      }),
    );
  });

  it('h:mm:ss gives back the whole seconds it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * 3600 }), (seconds) => {
        const [hours, minutes, rest] = formatDuration(FR, seconds, 'h:mm:ss').split(':').map(Number);
        expect((hours ?? Number.NaN) * 3600 + (minutes ?? Number.NaN) * 60 + (rest ?? Number.NaN)).toBe(seconds);
      }),
    );
  });
});

describe('formatDuration, durations', () => {
  it.each([
    [0, '0:00 min'],
    [59.6, '1:00 min'],
    [961, '16:01 min'],
    [3599.4, '59:59 min'],
    [3599.6, '1:00 h'],
    [3600 + 5 * 60 + 29, '1:05 h'],
    [2 * 3600 - 15, '2:00 h'],
    [14_400, '4:00 h'],
    [16_200, '4:30 h'],
    [-5, '0:00 min'],
    [Number.NaN, '0:00 min'],
  ])('%s s reads %s, in English and French', (seconds, text) => {
    for (const locales of [EN_US, EN_GB, FR])
      expect(formatDuration(locales, seconds, 'duration').replaceAll(NBSP, ' ')).toBe(text);
  });

  it('keeps its symbol on the line of its number (a no-break space)', () => {
    expect(formatDuration(FR, 961, 'duration')).toBe(`16:01${NBSP}min`);
    expect(formatDuration(EN_US, 14_400, 'duration')).toBe(`4:00${NBSP}h`);
  });

  it('under an hour gives back the whole seconds; from an hour on the nearest minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * 3600 }), (seconds) => {
        const text = formatDuration(EN_US, seconds, 'duration');
        const [first, second] = text
          .replace(/\u00A0(h|min)$/u, '')
          .split(':')
          .map(Number);
        if (seconds < 3600) {
          expect(text.endsWith(`${NBSP}min`)).toBe(true);
          expect((first ?? Number.NaN) * 60 + (second ?? Number.NaN)).toBe(seconds);
        } else {
          expect(text.endsWith(`${NBSP}h`)).toBe(true);
          expect((first ?? Number.NaN) * 60 + (second ?? Number.NaN)).toBe(Math.round(seconds / 60));
        }
        expect(second).toBeLessThan(60);
      }),
    );
  });
});
