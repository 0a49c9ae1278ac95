import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyLoadRatio, LOAD_BANDS, roundLoadRatio } from './load-band';

describe('load ratio bands', () => {
  it.each([
    [0, 'lighter'],
    [0.79, 'lighter'],
    [0.8, 'usual'],
    [1, 'usual'],
    [1.3, 'usual'],
    [1.31, 'step-up'],
    [1.5, 'step-up'],
    [1.51, 'big-jump'],
    [3, 'big-jump'],
  ] as const)('%s is %s', (ratio, band) => {
    expect(classifyLoadRatio(ratio)).toBe(band);
  });

  it('reads the band from the ratio as shown, to two decimals, half up', () => {
    expect(roundLoadRatio(0.795)).toBe(0.8);
    expect(classifyLoadRatio(roundLoadRatio(0.7949))).toBe('lighter');
    expect(classifyLoadRatio(roundLoadRatio(1.3049))).toBe('usual');
    expect(roundLoadRatio(1.295)).toBe(1.3);
    expect(roundLoadRatio(1.305)).toBe(1.31);
    expect(classifyLoadRatio(roundLoadRatio(1.305))).toBe('step-up');
    expect(classifyLoadRatio(roundLoadRatio(1.5049))).toBe('step-up');
    expect(classifyLoadRatio(roundLoadRatio(1.505))).toBe('big-jump');
  });

  it('never goes down as the ratio grows', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(roundLoadRatio(high)).toBeGreaterThanOrEqual(roundLoadRatio(low));
        expect(LOAD_BANDS.indexOf(classifyLoadRatio(roundLoadRatio(high)))).toBeGreaterThanOrEqual(LOAD_BANDS.indexOf(classifyLoadRatio(roundLoadRatio(low))));
      }),
    );
  });
});
