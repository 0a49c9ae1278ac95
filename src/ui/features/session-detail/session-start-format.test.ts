import { describe, expect, it } from 'vitest';
import { localDayOf } from '../../../domain/time/time-zone';
import { formatSessionStart } from './session-start-format';

/** 06:00 UTC on 3 November 2026. */
const epochMs = Date.UTC(2026, 10, 3, 6);
const startIn = (timeZone: string) => ({ epochMs, timeZone, day: localDayOf(epochMs, timeZone) });
const plain = (text: string) => text.replace(/\s/gu, ' ');

describe('formatSessionStart', () => {
  it('writes the local date and time of the viewer’s zone in the reader’s regional format', () => {
    expect(plain(formatSessionStart('en-US', startIn('America/Los_Angeles')))).toBe('Monday, November 2, 2026 at 10:00 PM');
    // ICU versions differ on the comma after the weekday.
    expect(plain(formatSessionStart('en-GB', startIn('Europe/London')))).toMatch(/^Tuesday,? 3 November 2026 at 06:00$/);
    expect(plain(formatSessionStart('fr', startIn('Europe/Paris')))).toBe('mardi 3 novembre 2026 à 07:00');
  });
});
