import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportionPercent, summariseTimeInZones } from './time-in-zones';

describe('apportionPercent', () => {
  it('gives whole shares that add up to 100, the largest remainders first', () => {
    expect(apportionPercent([1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportionPercent([600, 1200, 1200])).toEqual([20, 40, 40]);
    expect(apportionPercent([2, 1, 1])).toEqual([50, 25, 25]);
    expect(apportionPercent([994, 6])).toEqual([99, 1]);
    expect(apportionPercent([995, 5])).toEqual([100, 0]);
    expect(apportionPercent([0, 0, 0])).toEqual([0, 0, 0]);
    expect(apportionPercent([Number.NaN, -3, 7])).toEqual([0, 0, 100]);
  });

  it('adds up to 100 whatever the times, each share within a point of the exact one', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.double({ min: 0, max: 20_000, noNaN: true }).map((value) => Math.round(value * 1000) / 1000),
          { minLength: 1, maxLength: 8 },
        ),
        (values) => {
          const shares = apportionPercent(values);
          const total = values.reduce((sum, value) => sum + value, 0);
          if (total === 0) {
            expect(shares.every((share) => share === 0)).toBe(true);
            return;
          }
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100);
          shares.forEach((share, index) =>
            expect(Math.abs(share - ((values[index] ?? 0) / total) * 100)).toBeLessThan(1),
          );
        },
      ),
    );
  });
});

describe('summariseTimeInZones', () => {
  it('reads a worked session: 10 min low, 20 moderate, 20 high, with their Edwards zones', () => {
    // 50 min with a reading: 4 min below 50 %, 6 in zone 1 (low), 8 + 12 in zones 2 and 3 (moderate), 15 + 5 in 4 and 5 (high).
    const zones = summariseTimeInZones({
      displayZoneSeconds: { low: 600, moderate: 1200, high: 1200 },
      edwardsZoneSeconds: [360, 480, 720, 900, 300],
    });
    expect(zones.totalSeconds).toBe(3000);
    expect(zones.display.map((zone) => [zone.zone, zone.seconds, zone.percent, zone.from, zone.to])).toEqual([
      ['low', 600, 20, 0, 0.6],
      ['moderate', 1200, 40, 0.6, 0.8],
      ['high', 1200, 40, 0.8, null],
    ]);
    expect(zones.edwards.map((zone) => [zone.zone, zone.seconds, zone.percent, zone.from, zone.to])).toEqual([
      [0, 240, 8, 0, 0.5],
      [1, 360, 12, 0.5, 0.6],
      [2, 480, 16, 0.6, 0.7],
      [3, 720, 24, 0.7, 0.8],
      [4, 900, 30, 0.8, 0.9],
      [5, 300, 10, 0.9, null],
    ]);
  });

  it('says nothing of a session without a reading', () => {
    const zones = summariseTimeInZones({
      displayZoneSeconds: { low: 0, moderate: 0, high: 0 },
      edwardsZoneSeconds: [],
    });
    expect(zones.totalSeconds).toBe(0);
    expect([...zones.display, ...zones.edwards].every((zone) => zone.seconds === 0 && zone.percent === 0)).toBe(true);
  });

  it('keeps the display and the Edwards zones in step: the same time, each high zone the sum of zones 4 and 5', () => {
    const minutes = fc.integer({ min: 0, max: 120 }).map((value) => value * 60);
    fc.assert(
      fc.property(minutes, minutes, minutes, minutes, minutes, minutes, (below, z1, z2, z3, z4, z5) => {
        const zones = summariseTimeInZones({
          displayZoneSeconds: { low: below + z1, moderate: z2 + z3, high: z4 + z5 },
          edwardsZoneSeconds: [z1, z2, z3, z4, z5],
        });
        const edwards = zones.edwards.map((zone) => zone.seconds);
        expect(edwards).toEqual([below, z1, z2, z3, z4, z5]);
        expect(edwards.reduce((sum, value) => sum + value, 0)).toBe(zones.totalSeconds);
        if (zones.totalSeconds > 0) {
          expect(zones.display.reduce((sum, zone) => sum + zone.percent, 0)).toBe(100);
          expect(zones.edwards.reduce((sum, zone) => sum + zone.percent, 0)).toBe(100);
        }
      }),
    );
  });
});
