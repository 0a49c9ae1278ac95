import { describe, expect, it } from 'vitest';
import { formatSessionStart } from './session-start-format';

/** Intl writes a narrow no-break space before AM/PM and may use other spaces: compare with plain ones. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/gu, ' ');

describe('formatSessionStart', () => {
  // 22:30 on Wednesday 25 November in Los Angeles; 19:30 on the 26th in Auckland; 07:30 on the 26th in Paris.
  const epochMs = Date.parse('2026-11-26T06:30:00Z');

  it('writes the local day and time of the viewer’s zone', () => {
    expect(plain(formatSessionStart(['en-US', 'en'], { epochMs, timeZone: 'America/Los_Angeles' }))).toBe(
      'Nov 25, 2026, 10:30 PM',
    );
    expect(plain(formatSessionStart(['en-US', 'en'], { epochMs, timeZone: 'Pacific/Auckland' }))).toBe(
      'Nov 26, 2026, 7:30 PM',
    );
    expect(plain(formatSessionStart(['en-US', 'en'], { epochMs, timeZone: 'Europe/Paris' }))).toBe(
      'Nov 26, 2026, 7:30 AM',
    );
  });

  it('in the reader’s regional medium format: day first and a 24-hour clock in en-GB and French', () => {
    expect(plain(formatSessionStart(['en-GB', 'en'], { epochMs, timeZone: 'America/Los_Angeles' }))).toBe(
      '25 Nov 2026, 22:30',
    );
    expect(plain(formatSessionStart(['fr'], { epochMs, timeZone: 'Europe/Paris' }))).toMatch(
      /^26 nov\. 2026(,| à) 07:30$/u,
    );
  });
});
