import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coverableRrMs,
  MAX_BELT_NAME_LENGTH,
  MAX_PLAUSIBLE_BPM,
  MAX_RR_MS,
  MAX_RR_PER_PACKET,
  MIN_PLAUSIBLE_BPM,
  MIN_RR_MS,
  RR_CLOCK_TOLERANCE_MS,
  screenBeltName,
  screenHeartRate,
  screenRrIntervals,
} from './belt-input';
import { rrToMilliseconds } from './heart-rate-measurement';

const keptOf = (intervals: readonly (number | null)[]) => intervals.filter((rr): rr is number => rr !== null);
const isBeat = (rr: number) => rrToMilliseconds(rr) >= MIN_RR_MS && rrToMilliseconds(rr) <= MAX_RR_MS;

describe('a belt rate as a reading', () => {
  it('takes 25–250 bpm; 0, 24, 251 and a 16-bit 65,535 are no reading', () => {
    expect([25, 72, 250].map(screenHeartRate)).toEqual([25, 72, 250]);
    expect([0, 24, 251, 65_535, null].map(screenHeartRate)).toEqual([null, null, null, null, null]);
  });

  it('is within 25–250 bpm or none, and screening it again changes nothing', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 0xffff }), { nil: null }), (bpm) => {
        const shown = screenHeartRate(bpm);
        if (shown !== null) expect(shown >= MIN_PLAUSIBLE_BPM && shown <= MAX_PLAUSIBLE_BPM).toBe(true);
        expect(screenHeartRate(shown)).toBe(shown);
      }),
    );
  });
});

describe('a packet’s RR intervals on arrival', () => {
  it('keeps 300–2000 ms, drops the rest as artefacts and marks where they were: 0 ms and 2.5 s are no beats', () => {
    // 1024/1024 s = 1000 ms, 0 ms, 820/1024 s ≈ 800.8 ms, 2560/1024 s = 2500 ms.
    expect(screenRrIntervals([1024, 0, 820, 2560])).toEqual({ intervals: [1024, null, 820, null], artefacts: 2 });
    // 307/1024 s ≈ 299.8 ms is just short of a beat, 308 ≈ 300.8 ms is one; 2048 = 2000 ms is, 2049 is not.
    expect(screenRrIntervals([307, 308, 2048, 2049])).toEqual({ intervals: [null, 308, 2048, null], artefacts: 2 });
    expect(screenRrIntervals([])).toEqual({ intervals: [], artefacts: 0 });
  });

  it('keeps at most 8 a packet, the newest: a packet of 250 keeps its last 8, the 242 before are one gap', () => {
    const packet = Array.from({ length: 250 }, (_, i) => 900 + i);
    const screened = screenRrIntervals(packet);
    expect(screened.intervals).toEqual([null, ...packet.slice(242)]);
    expect(screened.artefacts).toBe(242);
  });

  it('keeps the newest 8 or fewer 300–2000 ms intervals in order, counts every other one, and marks each run of dropped ones once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 }), (rr) => {
        const { intervals, artefacts } = screenRrIntervals(rr);
        const kept = keptOf(intervals);
        expect(kept).toEqual(rr.filter(isBeat).slice(-MAX_RR_PER_PACKET));
        expect(kept.length + artefacts).toBe(rr.length);
        // A gap is marked if and only if something was dropped, and never twice in a row.
        expect(intervals.includes(null)).toBe(artefacts > 0);
        intervals.forEach((value, i) => {
          if (value === null) expect(intervals[i + 1]).not.toBeNull();
        });
      }),
    );
  });

  it('passes screened intervals through unchanged (idempotent)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 }), (rr) => {
        const kept = keptOf(screenRrIntervals(rr).intervals);
        expect(screenRrIntervals(kept)).toEqual({ intervals: kept, artefacts: 0 });
      }),
    );
  });
});

describe('a packet’s RR intervals against the wall clock', () => {
  const sumMs = (intervals: readonly (number | null)[]) =>
    keptOf(intervals).reduce((sum, rr) => sum + rrToMilliseconds(rr), 0);

  it('keeps the newest that fit in the clock they may cover and drops the ones before: 2.5 s keeps two 1000 ms beats of three', () => {
    expect(screenRrIntervals([1024, 1024, 1024], 2500)).toEqual({ intervals: [null, 1024, 1024], artefacts: 1 });
    // Exactly 2000 ms fits 2000 ms.
    expect(screenRrIntervals([1024, 1024], 2000)).toEqual({ intervals: [1024, 1024], artefacts: 0 });
    // 1000 ms fits 1500 ms, 2000 ms then does not: the 300.8 ms before it is older still, and dropped too.
    expect(screenRrIntervals([308, 2048, 1024], 1500)).toEqual({ intervals: [null, 1024], artefacts: 2 });
    // An interval that is no beat spends no clock: 3000 ms is dropped, the 1000 ms before it still fits.
    expect(screenRrIntervals([1024, 3072, 1024], 2000)).toEqual({ intervals: [1024, null, 1024], artefacts: 1 });
    expect(screenRrIntervals([1024], 0)).toEqual({ intervals: [null], artefacts: 1 });
  });

  it('lets a notification cover the time since the previous one plus what was left unused, at most 3 s of it', () => {
    expect(RR_CLOCK_TOLERANCE_MS).toBe(3000);
    expect(coverableRrMs(500, 10_000, 11_000)).toBe(1500);
    // 20 s left unused after a long silence count for the tolerance only.
    expect(coverableRrMs(20_000, 10_000, 11_000)).toBe(4000);
    // The first notification has none before it; a clock gone back gives no time.
    expect(coverableRrMs(RR_CLOCK_TOLERANCE_MS, null, 11_000)).toBe(3000);
    expect(coverableRrMs(200, 11_000, 10_000)).toBe(200);
  });

  const rrPacket = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 });
  const clock = fc.double({ min: 0, max: 20_000, noNaN: true });

  it('keeps at most the clock it may cover, the newest that fit in order, and counts every other one', () => {
    fc.assert(
      fc.property(rrPacket, clock, (rr, coverableMs) => {
        const { intervals, artefacts } = screenRrIntervals(rr, coverableMs);
        const kept = keptOf(intervals);
        expect(sumMs(intervals)).toBeLessThanOrEqual(coverableMs);
        expect(kept.length + artefacts).toBe(rr.length);
        // What an unlimited clock keeps, cut to its newest that fit: the one before them did not.
        const unlimited = keptOf(screenRrIntervals(rr).intervals);
        expect(unlimited.slice(unlimited.length - kept.length)).toEqual(kept);
        const next = unlimited[unlimited.length - kept.length - 1];
        if (next !== undefined && kept.length < MAX_RR_PER_PACKET)
          expect(sumMs(kept) + rrToMilliseconds(next)).toBeGreaterThan(coverableMs);
      }),
    );
  });

  it('keeps more, never other, with more clock; and passes what it kept unchanged with the same clock', () => {
    fc.assert(
      fc.property(rrPacket, clock, clock, (rr, a, b) => {
        const [less, more] = [
          keptOf(screenRrIntervals(rr, Math.min(a, b)).intervals),
          keptOf(screenRrIntervals(rr, Math.max(a, b)).intervals),
        ];
        expect(more.slice(more.length - less.length)).toEqual(less);
        expect(screenRrIntervals(less, Math.min(a, b))).toEqual({ intervals: less, artefacts: 0 });
      }),
    );
  });

  it('never lets the clock left grow past the tolerance plus the time since the previous notification', () => {
    fc.assert(
      fc.property(clock, fc.option(clock, { nil: null }), clock, (unusedMs, previousAt, at) => {
        const coverable = coverableRrMs(unusedMs, previousAt, at);
        expect(coverable).toBeGreaterThanOrEqual(0);
        expect(coverable).toBeLessThanOrEqual(
          RR_CLOCK_TOLERANCE_MS + (previousAt === null ? 0 : Math.max(0, at - previousAt)),
        );
      }),
    );
  });
});

describe('a belt’s name', () => {
  it('is cut to 100 characters: a 315-character name keeps its first 100', () => {
    const name = `Polar H10 ${'A'.repeat(305)}`;
    expect(name).toHaveLength(315);
    expect(screenBeltName(name)).toBe(name.slice(0, 100));
    expect(screenBeltName('  Polar H10 1A2B3C4D  ')).toBe('Polar H10 1A2B3C4D');
    expect([screenBeltName(''), screenBeltName('   '), screenBeltName(null), screenBeltName(undefined)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('counts characters, not UTF-16 units: a character outside the BMP is never cut in half', () => {
    const name = `H${'🫀'.repeat(150)}`;
    expect(screenBeltName(name)).toBe(`H${'🫀'.repeat(99)}`);
  });

  it('is at most 100 characters, trimmed, the start of the name sent, and screening it again changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (advertised) => {
        const screened = screenBeltName(advertised);
        if (screened === null) {
          expect(advertised.trim()).toBe('');
          return;
        }
        expect(Array.from(screened).length).toBeLessThanOrEqual(MAX_BELT_NAME_LENGTH);
        expect(screened).toBe(screened.trim());
        expect(advertised.trim().startsWith(screened)).toBe(true);
        expect(screenBeltName(screened)).toBe(screened);
      }),
    );
  });
});
