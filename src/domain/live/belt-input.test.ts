import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_BELT_NAME_LENGTH,
  MAX_PLAUSIBLE_BPM,
  MAX_RR_MS,
  MAX_RR_PER_PACKET,
  MIN_PLAUSIBLE_BPM,
  MIN_RR_MS,
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

describe('a belt’s name', () => {
  it('is cut to 100 characters: a 315-character name keeps its first 100', () => {
    const name = `Polar H10 ${'A'.repeat(305)}`;
    expect(name).toHaveLength(315);
    expect(screenBeltName(name)).toBe(name.slice(0, 100));
    expect(screenBeltName('  Polar H10 1A2B3C4D  ')).toBe('Polar H10 1A2B3C4D');
    expect([screenBeltName(''), screenBeltName('   '), screenBeltName(null), screenBeltName(undefined)]).toEqual([null, null, null, null]);
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
