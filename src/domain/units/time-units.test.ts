import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asSeconds } from './branded-units';
import { formatMinutesSeconds, secondsToMinutes } from './time-units';

describe('formatMinutesSeconds', () => {
  it('formats mm:ss with hours rolled into minutes', () => {
    expect(formatMinutesSeconds(asSeconds(0))).toBe('00:00');
    expect(formatMinutesSeconds(asSeconds(65))).toBe('01:05');
    expect(formatMinutesSeconds(asSeconds(7503))).toBe('125:03');
    expect(formatMinutesSeconds(asSeconds(59.6))).toBe('01:00');
    expect(formatMinutesSeconds(asSeconds(-5))).toBe('00:00');
  });

  it('parses back to the rounded number of seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (s) => {
        const [mm, ss] = formatMinutesSeconds(asSeconds(s)).split(':').map(Number);
        expect((mm as number) * 60 + (ss as number)).toBe(s);
        expect(ss).toBeLessThan(60);
      }),
    );
  });
});

describe('secondsToMinutes', () => {
  it('divides by 60', () => {
    expect(secondsToMinutes(asSeconds(90))).toBe(1.5);
  });
});
