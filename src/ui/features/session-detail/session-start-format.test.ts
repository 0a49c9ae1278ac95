import { describe, expect, it } from 'vitest';
import { localDayOf } from '../../../domain/time/time-zone';
import { formatSessionTimes } from './session-start-format';

/** 06:00 UTC on 3 November 2026. */
const epochMs = Date.UTC(2026, 10, 3, 6);
const startIn = (timeZone: string) => ({ epochMs, timeZone, day: localDayOf(epochMs, timeZone) });
const plain = (text: string) => text.replace(/\s/gu, ' ');
/** 1 h 14 min 3 s later. */
const end = epochMs + 4443 * 1000;

describe('formatSessionTimes', () => {
  it('writes the local date, start and end of the viewer’s zone in the reader’s regional format', () => {
    expect(plain(formatSessionTimes('en-US', startIn('America/Los_Angeles'), end))).toBe(
      'Monday, November 2, 2026, 10:00 – 11:14 PM',
    );
    // ICU versions differ on the comma after the weekday and the spaces around the dash.
    expect(plain(formatSessionTimes('en-GB', startIn('Europe/London'), end))).toMatch(
      /^Tuesday,? 3 November 2026, 06:00 ?– ?07:14$/,
    );
    expect(plain(formatSessionTimes('fr', startIn('Europe/Paris'), end))).toBe('mardi 3 novembre 2026, 07:00 – 08:14');
  });

  it('names both days of a session that ends after midnight, and only the start without an end', () => {
    expect(plain(formatSessionTimes('en-US', startIn('America/Los_Angeles'), epochMs + 3 * 3_600_000))).toBe(
      'Monday, November 2, 2026 at 10:00 PM – Tuesday, November 3, 2026 at 1:00 AM',
    );
    expect(plain(formatSessionTimes('fr', startIn('Europe/Paris'), null))).toBe('mardi 3 novembre 2026 à 07:00');
  });
});
