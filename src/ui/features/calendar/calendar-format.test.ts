import { describe, expect, it } from 'vitest';
import { formatStartTime, weekdayNames } from './calendar-format';

describe('calendar formats', () => {
  it('names the weekdays from the region’s first day', () => {
    expect(weekdayNames('en-US', 'short', 7)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('en-GB', 'short', 1)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('fr', 'long', 1)[0]).toBe('lundi');
  });

  it('writes a start time in the viewer’s zone, on the reader’s regional clock', () => {
    // 06:00 UTC on 3 November 2026: 22:00 the day before in Los Angeles, 07:00 in Paris.
    const start = '2026-11-03T06:00:00.000Z';
    // ICU may put a narrow no-break space before PM.
    expect(formatStartTime('en-US', start, 'America/Los_Angeles').replace(/\s/gu, ' ')).toBe('10:00 PM');
    expect(formatStartTime('en-GB', start, 'America/Los_Angeles')).toBe('22:00');
    expect(formatStartTime('fr', start, 'Europe/Paris')).toBe('07:00');
    expect(formatStartTime('en-US', 'not a time', 'UTC')).toBe('');
  });
});
