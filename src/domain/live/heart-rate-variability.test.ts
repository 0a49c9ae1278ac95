import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RR_MS } from './belt-input';
import {
  computeRmssd,
  isNotificationGap,
  listSuccessiveDifferences,
  MALIK_MAX_CHANGE,
  MAX_NOTIFICATION_GAP_MS,
  MIN_RMSSD_DIFFERENCES,
  RMSSD_WINDOW_MS,
  type HeardBeat,
} from './heart-rate-variability';

/** Beats heard one a second from `from` (epoch ms), the first after a break when `afterBreak`. */
const heard = (rrMs: readonly number[], from = 0, afterBreak = false): HeardBeat[] =>
  rrMs.map((rr, i) => ({ rrMs: rr, at: from + i * 1000, afterBreak: afterBreak && i === 0 }));
const alternating = (count: number, a: number, b: number) =>
  Array.from({ length: count }, (_, i) => (i % 2 === 0 ? a : b));

/** Beats in the order heard: intervals of 0–4000 ms, 0–3 s apart, some after a break. */
const beatsArb = fc
  .array(
    fc.record({
      rrMs: fc.integer({ min: 0, max: 4000 }),
      apartMs: fc.integer({ min: 0, max: 3000 }),
      afterBreak: fc.boolean(),
    }),
    { maxLength: 120 },
  )
  .map((steps) => {
    let at = 0;
    return steps.map(({ rrMs, apartMs, afterBreak }) => ({ rrMs, at: (at += apartMs), afterBreak }));
  });

describe('RMSSD over artefact-filtered RR intervals', () => {
  it('works out a hand-computed example, dropping a jump over 20 % (Malik) and a beat outside 300–2000 ms', () => {
    const beats = heard([800, 810, 790, 1200, 800, 820, 250, 830, 840, 835]);
    // 1200 after 790 is a 52 % jump: dropped, and 800 after it starts a new chain. 250 ms is no beat: dropped.
    // Differences: 810−800 = 10, 790−810 = −20, 820−800 = 20, 840−830 = 10, 835−840 = −5.
    expect(listSuccessiveDifferences(beats)).toEqual([10, -20, 20, 10, -5]);
    // Squares 100 + 400 + 400 + 100 + 25 = 1025; mean 205; √205 ≈ 14.318 ms.
    expect(computeRmssd(beats, 9000)).toBeCloseTo(14.318, 3);
  });

  it('takes no difference across a break: 45.83 ms spanning it, 10 ms not', () => {
    // 1000/1010 ms before a break, 900/910 ms after it (the rate rose while no beat was heard).
    const before = heard([1000, 1010, 1000, 1010]);
    const after = heard([900, 910, 900], 40_000, true);
    expect(listSuccessiveDifferences([...before, ...after])).toEqual([10, -10, 10, 10, -10]);
    expect(computeRmssd([...before, ...after], 42_000)).toBe(10);
    // Spanning it would add 900 − 1010 = −110 (11 %, which Malik's criterion lets through):
    // (5 × 100 + 12,100) ÷ 6 = 2100, √2100 ≈ 45.83 ms.
    const spanning = [...before, ...after].map((beat) => ({ ...beat, afterBreak: false }));
    expect(computeRmssd(spanning, 42_000)).toBeCloseTo(45.83, 2);
  });

  it('takes the beats heard in the last 60 s of wall clock, not the last 60 s of beats', () => {
    const older = heard(alternating(40, 1000, 1100));
    const lastMinute = heard(alternating(60, 1000, 1010), 100_000);
    expect(computeRmssd([...older, ...lastMinute], 159_000)).toBeCloseTo(10, 9);
    // 30 s of silence in the last minute: the 30 beats before it are older than the minute and left out,
    // although with the 30 after it they add up to less than 60 s of beats.
    const beforeSilence = heard(alternating(30, 1000, 1100), 0);
    const afterSilence = heard(alternating(30, 1000, 1010), 60_000);
    expect(computeRmssd([...beforeSilence, ...afterSilence], 89_000)).toBeCloseTo(10, 9);
  });

  it('counts a beat heard exactly 60 s ago as older than the minute, and one heard after now not at all', () => {
    const beats = heard(alternating(62, 1000, 1010));
    // Heard at 0…61 s. At 61 s the minute is (1 s, 61 s]: beats 2…61, 59 differences of 10.
    expect(computeRmssd(beats, 61_000)).toBe(10);
    expect(computeRmssd([...beats, { rrMs: 2000, at: 62_000, afterBreak: false }], 61_000)).toBe(10);
    expect(RMSSD_WINDOW_MS).toBe(60_000);
  });

  it('has no figure with fewer than five clean differences', () => {
    expect(computeRmssd(heard([800, 810, 820, 830, 840]), 4000)).toBeNull();
    // Six beats give five differences; a break among them leaves four.
    expect(MIN_RMSSD_DIFFERENCES).toBe(5);
    const six = heard([800, 810, 820, 830, 840, 850]);
    expect(computeRmssd(six, 5000)).toBe(10);
    expect(
      computeRmssd(
        six.map((beat, i) => ({ ...beat, afterBreak: i === 3 })),
        5000,
      ),
    ).toBeNull();
    expect(computeRmssd([], 0)).toBeNull();
  });

  it('is zero for a steady rhythm', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 2000 }), fc.integer({ min: 6, max: 60 }), (rr, n) => {
        expect(computeRmssd(heard(Array<number>(n).fill(rr)), (n - 1) * 1000)).toBe(0);
      }),
    );
  });

  it('is never negative nor over the largest difference of its minute, and keeps none over 20 % of the longest beat', () => {
    fc.assert(
      fc.property(beatsArb, (beats) => {
        for (const d of listSuccessiveDifferences(beats))
          expect(Math.abs(d)).toBeLessThanOrEqual(MALIK_MAX_CHANGE * MAX_RR_MS);
        const now = beats.at(-1)?.at ?? 0;
        const rmssd = computeRmssd(beats, now);
        const ofMinute = listSuccessiveDifferences(beats.filter((beat) => beat.at > now - RMSSD_WINDOW_MS));
        if (rmssd === null) expect(ofMinute.length).toBeLessThan(MIN_RMSSD_DIFFERENCES);
        else {
          expect(rmssd).toBeGreaterThanOrEqual(0);
          expect(rmssd).toBeLessThanOrEqual(Math.max(...ofMinute.map(Math.abs)) + 1e-9);
        }
      }),
    );
  });

  it('never spans a break: beats after one give the same differences whatever came before', () => {
    fc.assert(
      fc.property(beatsArb, beatsArb, (first, second) => {
        fc.pre(second.length > 0);
        const shift = (first.at(-1)?.at ?? 0) + 1;
        const after = second.map((beat, i) => ({
          ...beat,
          at: beat.at + shift,
          afterBreak: i === 0 ? true : beat.afterBreak,
        }));
        expect(listSuccessiveDifferences([...first, ...after])).toEqual([
          ...listSuccessiveDifferences(first),
          ...listSuccessiveDifferences(after),
        ]);
      }),
    );
  });

  it('never reads a beat heard a minute or more before now', () => {
    fc.assert(
      fc.property(beatsArb, beatsArb, (old, recent) => {
        const now = 10_000_000;
        const minuteAgo = now - RMSSD_WINDOW_MS;
        const before = old.map((beat) => ({ ...beat, at: Math.min(beat.at, minuteAgo) })).sort((a, b) => a.at - b.at);
        const within = recent
          .map((beat) => ({ ...beat, at: minuteAgo + 1 + (beat.at % RMSSD_WINDOW_MS) }))
          .sort((a, b) => a.at - b.at);
        expect(computeRmssd([...before, ...within], now)).toBe(computeRmssd(within, now));
      }),
    );
  });
});

describe('a gap between notifications', () => {
  it('is more than 2 s: a packet may have been lost', () => {
    expect(MAX_NOTIFICATION_GAP_MS).toBe(2000);
    expect(isNotificationGap(10_000, 12_000)).toBe(false);
    expect(isNotificationGap(10_000, 12_001)).toBe(true);
    expect(isNotificationGap(null, 12_001)).toBe(false);
  });
});
