import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encodeHeartRateMeasurement,
  parseHeartRateMeasurement,
  rrToMilliseconds,
  type HeartRateMeasurement,
} from './heart-rate-measurement';

const measurementArb: fc.Arbitrary<HeartRateMeasurement> = fc.record({
  bpm: fc.integer({ min: 0, max: 0xffff }),
  contact: fc.constantFrom('not-supported' as const, 'detected' as const, 'not-detected' as const),
  energyExpendedKj: fc.option(fc.integer({ min: 0, max: 0xffff }), { nil: null }),
  rrIntervals: fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 9 }),
});

describe('Heart Rate Measurement (0x2A37)', () => {
  it('reads an 8-bit rate with nothing else: [0x00, 0x48] is 72 bpm, contact not supported', () => {
    expect(parseHeartRateMeasurement([0x00, 0x48])).toEqual({
      ok: true,
      measurement: { bpm: 72, contact: 'not-supported', energyExpendedKj: null, rrIntervals: [] },
    });
  });

  it('reads contact detected and RR intervals after an 8-bit rate: [0x16, 0x4B, 0x00, 0x04, 0x00, 0x03]', () => {
    // 0x16: contact detected (bit 1) and supported (bit 2), RR present (bit 4); 75 bpm; RR 1024/1024 s and 768/1024 s.
    const parsed = parseHeartRateMeasurement([0x16, 0x4b, 0x00, 0x04, 0x00, 0x03]);
    expect(parsed).toEqual({
      ok: true,
      measurement: { bpm: 75, contact: 'detected', energyExpendedKj: null, rrIntervals: [1024, 768] },
    });
    expect(parsed.ok && parsed.measurement.rrIntervals.map(rrToMilliseconds)).toEqual([1000, 750]);
  });

  it('reads a 16-bit rate, energy expended and RR at their offsets: [0x1D, 0x2C, 0x01, 0x10, 0x27, 0x55, 0x02]', () => {
    // 0x1D: 16-bit rate, contact supported but not detected, energy present, RR present; 300 bpm; 10,000 kJ; RR 597.
    expect(parseHeartRateMeasurement([0x1d, 0x2c, 0x01, 0x10, 0x27, 0x55, 0x02])).toEqual({
      ok: true,
      measurement: { bpm: 300, contact: 'not-detected', energyExpendedKj: 10_000, rrIntervals: [597] },
    });
  });

  it('gives a typed error for a packet too short for its rate or its energy field', () => {
    expect(parseHeartRateMeasurement([])).toEqual({ ok: false, problem: { kind: 'too-short' } });
    expect(parseHeartRateMeasurement([0x00])).toEqual({ ok: false, problem: { kind: 'truncated', field: 'rate' } });
    expect(parseHeartRateMeasurement([0x01, 0x48])).toEqual({
      ok: false,
      problem: { kind: 'truncated', field: 'rate' },
    });
    expect(parseHeartRateMeasurement([0x08, 0x48, 0x01])).toEqual({
      ok: false,
      problem: { kind: 'truncated', field: 'energy-expended' },
    });
  });

  it('keeps the rate and the whole RR values of a packet with a stray odd byte: [0x10, 0x48, 0x00, 0x04, 0x01]', () => {
    expect(parseHeartRateMeasurement([0x10, 0x48, 0x00, 0x04, 0x01])).toEqual({
      ok: true,
      measurement: { bpm: 72, contact: 'not-supported', energyExpendedKj: null, rrIntervals: [1024] },
    });
    // A lone stray byte after the rate: the rate, and no interval.
    expect(parseHeartRateMeasurement([0x10, 0x48, 0x04])).toMatchObject({
      ok: true,
      measurement: { bpm: 72, rrIntervals: [] },
    });
  });

  it('keeps the rate and every whole RR value whatever byte is appended to a packet', () => {
    fc.assert(
      fc.property(measurementArb, fc.integer({ min: 0, max: 0xff }), (measurement, stray) => {
        const bytes = [
          ...encodeHeartRateMeasurement({ ...measurement, rrIntervals: [...measurement.rrIntervals, 0x0400] }),
          stray,
        ];
        expect(parseHeartRateMeasurement(bytes)).toEqual({
          ok: true,
          measurement: { ...measurement, rrIntervals: [...measurement.rrIntervals, 0x0400] },
        });
      }),
    );
  });

  it('gives back every field a belt may send, encoded then parsed, at either rate width', () => {
    fc.assert(
      fc.property(measurementArb, fc.boolean(), (measurement, rate16Bit) => {
        const eightBitFits = (measurement.bpm ?? 0) <= 0xff;
        const bytes = encodeHeartRateMeasurement(measurement, { rate16Bit });
        expect((bytes[0]! & 0x01) === 1).toBe(rate16Bit || !eightBitFits);
        expect(parseHeartRateMeasurement(bytes)).toEqual({ ok: true, measurement });
      }),
    );
  });

  it('answers any byte array with a measurement or a typed error, never a throw', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 24 }), (bytes) => {
        const parsed = parseHeartRateMeasurement(bytes);
        if (parsed.ok) {
          expect(parsed.measurement.bpm).toBeGreaterThanOrEqual(0);
          expect(parsed.measurement.bpm).toBeLessThanOrEqual(0xffff);
        } else {
          expect(['too-short', 'truncated']).toContain(parsed.problem.kind);
        }
      }),
    );
  });
});
