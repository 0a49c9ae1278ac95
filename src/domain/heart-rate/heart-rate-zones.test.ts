import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asBpm } from '../units/branded-units';
import { classifyEdwardsZone } from './heart-rate-zones';

const hrmax = asBpm(200);

describe('Edwards zones', () => {
  it('puts each bound in the zone above it', () => {
    expect(classifyEdwardsZone(asBpm(99), hrmax)).toBe(0);
    expect(classifyEdwardsZone(asBpm(100), hrmax)).toBe(1);
    expect(classifyEdwardsZone(asBpm(120), hrmax)).toBe(2);
    expect(classifyEdwardsZone(asBpm(140), hrmax)).toBe(3);
    expect(classifyEdwardsZone(asBpm(160), hrmax)).toBe(4);
    expect(classifyEdwardsZone(asBpm(180), hrmax)).toBe(5);
    expect(classifyEdwardsZone(asBpm(215), hrmax)).toBe(5);
  });

  it('zone never falls when the heart rate rises', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 30, max: 230, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.integer({ min: 120, max: 220 }),
        (bpm, rise, max) => {
          expect(classifyEdwardsZone(asBpm(bpm + rise), asBpm(max))).toBeGreaterThanOrEqual(
            classifyEdwardsZone(asBpm(bpm), asBpm(max)),
          );
        },
      ),
    );
  });
});
