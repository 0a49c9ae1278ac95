import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration-format';

const EN_US = ['en-US', 'en'];
const EN_GB = ['en-GB', 'en'];
const FR = ['fr'];
const NBSP = '\u00A0';
const NNBSP = '\u202F';

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

describe('formatDuration, hours and minutes', () => {
  it('rounds to the minute and writes the units as each region does', () => {
    expect(formatDuration(EN_US, 5400, 'hours-minutes')).toBe('1 hr 30 min');
    expect(formatDuration(EN_GB, 5400, 'hours-minutes')).toBe('1 hr 30 mins');
    expect(formatDuration(FR, 5400, 'hours-minutes')).toBe(`1${NNBSP}h 30${NBSP}min`);
    expect(formatDuration(EN_US, 45 * 60 + 20, 'hours-minutes')).toBe('45 min');
    expect(formatDuration(FR, 14_400, 'hours-minutes')).toBe(`4${NNBSP}h`);
  });

  it('never says "60 min": 59 min 45 s is an hour', () => {
    expect(formatDuration(EN_US, 3585, 'hours-minutes')).toBe('1 hr');
  });
});
