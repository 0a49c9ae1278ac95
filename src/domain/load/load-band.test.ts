import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyLoadRatio,
  COUPLED_STEP_UP_TO,
  COUPLED_USUAL_FROM,
  COUPLED_USUAL_TO,
  coupledFromUncoupled,
  LOAD_BANDS,
  roundLoadRatio,
  STEP_UP_LOAD_RATIO_TO,
  uncoupledFromCoupled,
  USUAL_LOAD_RATIO_FROM,
  USUAL_LOAD_RATIO_TO,
  type LoadBand,
} from './load-band';

const anyUncoupled = fc.double({ min: 0, max: 1000, noNaN: true });
const anyCoupled = fc.double({ min: 0, max: 3.99, noNaN: true });
const closeTo = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));

/** Gabbett 2016's bands read on a coupled ratio, each bound in the band below it except 0.8. */
function gabbettBand(coupled: number): LoadBand {
  if (coupled < COUPLED_USUAL_FROM) return 'lighter';
  if (coupled <= COUPLED_USUAL_TO) return 'usual';
  if (coupled <= COUPLED_STEP_UP_TO) return 'step-up';
  return 'big-jump';
}

describe('coupled and uncoupled ratios of the same 28 days', () => {
  it('converts Gabbett 2016’s bounds (0.8, 1.3, 1.5, coupled) to 0.75, 1.444…, 1.8 (uncoupled)', () => {
    expect([COUPLED_USUAL_FROM, COUPLED_USUAL_TO, COUPLED_STEP_UP_TO]).toEqual([0.8, 1.3, 1.5]);
    // u = 3c / (4 − c): 2.4 / 3.2 = 0.75; 3.9 / 2.7 = 1.4444…; 4.5 / 2.5 = 1.8.
    closeTo(uncoupledFromCoupled(0.8), 0.75);
    closeTo(uncoupledFromCoupled(1.3), 13 / 9);
    closeTo(uncoupledFromCoupled(1.5), 1.8);
  });

  it('works out the weeks of the load-status example both ways: 800, 900, 700, then 1 160', () => {
    // Uncoupled: 1 160 ÷ ((800 + 900 + 700) ÷ 3) = 1 160 ÷ 800 = 1.45.
    // Coupled: 1 160 ÷ ((800 + 900 + 700 + 1 160) ÷ 4) = 1 160 ÷ 890 = 1.3034: just above Gabbett's 1.3.
    closeTo(coupledFromUncoupled(1.45), 1160 / 890);
    expect(gabbettBand(coupledFromUncoupled(1.45))).toBe('step-up');
    expect(classifyLoadRatio(1.45)).toBe('step-up');
    // A coupled 1.3 exactly: 1 300 against 4 weeks of mean 1 000, the 3 before it 2 700 (900 a week): 1.444…, shown 1.44.
    closeTo(uncoupledFromCoupled(1300 / 1000), 1300 / 900);
    expect(classifyLoadRatio(roundLoadRatio(1300 / 900))).toBe('usual');
  });

  it('round trips: u → c → u and c → u → c', () => {
    fc.assert(
      fc.property(anyUncoupled, (u) => {
        closeTo(uncoupledFromCoupled(coupledFromUncoupled(u)), u);
      }),
    );
    fc.assert(
      fc.property(anyCoupled, (c) => {
        closeTo(coupledFromUncoupled(uncoupledFromCoupled(c)), c);
      }),
    );
  });

  it('both conversions grow with the ratio; the coupled one stays under 4 and nearer 1, and they agree at 0 and 1', () => {
    fc.assert(
      fc.property(anyUncoupled, anyUncoupled, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(coupledFromUncoupled(high)).toBeGreaterThanOrEqual(coupledFromUncoupled(low) * (1 - 1e-12));
        expect(coupledFromUncoupled(high)).toBeLessThan(4);
        expect(Math.abs(coupledFromUncoupled(high) - 1)).toBeLessThanOrEqual(Math.abs(high - 1) + 1e-12);
      }),
    );
    fc.assert(
      fc.property(anyCoupled, anyCoupled, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(uncoupledFromCoupled(high)).toBeGreaterThanOrEqual(uncoupledFromCoupled(low) * (1 - 1e-12));
      }),
    );
    expect([
      coupledFromUncoupled(0),
      coupledFromUncoupled(1),
      uncoupledFromCoupled(0),
      uncoupledFromCoupled(1),
    ]).toEqual([0, 1, 0, 1]);
  });

  it('has no uncoupled ratio for a coupled one of 4 or more (or below 0)', () => {
    for (const coupled of [4, 5, -0.1, Number.NaN]) expect(() => uncoupledFromCoupled(coupled)).toThrow(RangeError);
  });
});

describe('load ratio bands', () => {
  it('are Gabbett’s bounds on the uncoupled scale, as shown: 0.75, 1.44, 1.80', () => {
    expect([USUAL_LOAD_RATIO_FROM, USUAL_LOAD_RATIO_TO, STEP_UP_LOAD_RATIO_TO]).toEqual([0.75, 1.44, 1.8]);
  });

  it.each([
    [0, 'lighter'],
    [0.74, 'lighter'],
    [0.75, 'usual'],
    [1, 'usual'],
    [1.44, 'usual'],
    [1.45, 'step-up'],
    [1.8, 'step-up'],
    [1.81, 'big-jump'],
    [3, 'big-jump'],
  ] as const)('%s is %s', (ratio, band) => {
    expect(classifyLoadRatio(ratio)).toBe(band);
  });

  it('give every ratio as shown, 0.00 to 5.00, the band Gabbett’s bounds give its coupled ratio', () => {
    for (let hundredths = 0; hundredths <= 500; hundredths += 1) {
      const shown = hundredths / 100;
      expect(classifyLoadRatio(shown), `${shown}`).toBe(gabbettBand(coupledFromUncoupled(shown)));
    }
  });

  it('reads the band from the ratio as shown, to two decimals, half up', () => {
    expect(roundLoadRatio(0.745)).toBe(0.75);
    expect(classifyLoadRatio(roundLoadRatio(0.7449))).toBe('lighter');
    expect(classifyLoadRatio(roundLoadRatio(1.4449))).toBe('usual');
    expect(roundLoadRatio(1.295)).toBe(1.3);
    expect(roundLoadRatio(1.445)).toBe(1.45);
    expect(classifyLoadRatio(roundLoadRatio(1.445))).toBe('step-up');
    expect(classifyLoadRatio(roundLoadRatio(1.8049))).toBe('step-up');
    expect(classifyLoadRatio(roundLoadRatio(1.805))).toBe('big-jump');
  });

  it('never goes down as the ratio grows', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(roundLoadRatio(high)).toBeGreaterThanOrEqual(roundLoadRatio(low));
        expect(LOAD_BANDS.indexOf(classifyLoadRatio(roundLoadRatio(high)))).toBeGreaterThanOrEqual(
          LOAD_BANDS.indexOf(classifyLoadRatio(roundLoadRatio(low))),
        );
      }),
    );
  });
});
