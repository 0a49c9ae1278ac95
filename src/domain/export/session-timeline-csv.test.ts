import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SessionSample } from '../session/session-sample';
import { asBpm } from '../units/branded-units';
import { generateSessionSamples } from './session-export.test-support';
import { readSessionSeconds } from './session-seconds';
import {
  buildSessionTimelineCsv,
  SESSION_TIMELINE_CSV_COLUMNS,
  streamSessionTimelineCsv,
} from './session-timeline-csv';

const hrmax = asBpm(190);
const HEADER = 'elapsed_s,bpm,hrmax_percent,edwards_zone,speed_mps,distance_m,ap';
/** A field is empty or a plain decimal with a dot: never a comma, an exponent, "NaN" or a locale's separator. */
const FIELD = /^(-?\d+(\.\d+)?)?$/;

function recordsOf(csv: string): string[][] {
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(','));
}

const numberOrNull = (field: string | undefined): number | null =>
  field === undefined || field === '' ? null : Number(field);

/** Within half a unit of the last decimal written (plus float noise). */
const within = (read: number | null | undefined, value: number, halfUnit: number): boolean =>
  read != null && Math.abs(read - value) <= halfUnit + 1e-9;

describe('session timeline CSV: worked examples', () => {
  it('a 3-second session, exactly', () => {
    const samples = [
      { t: 0, bpm: 120, speed: 0.8, distance: 0 },
      { t: 1, bpm: 152, speed: 3.25, distance: 3.25 },
      { t: 2, bpm: 171, speed: 3.5, distance: 6.75 },
    ];
    // HRmax 190: 120 bpm = 63.2 % (zone 2), 152 = 80 % (zone 4, the red zone starts here), 171 = 90 % (zone 5).
    // AP: 0.8 m/s is below the 1.0 m/s threshold.
    expect(buildSessionTimelineCsv({ samples, hrmax })).toBe(
      `${HEADER}\r\n` + '0,120,63.2,2,0.8,0,0\r\n' + '1,152,80,4,3.25,3.25,1\r\n' + '2,171,90,5,3.5,6.75,1\r\n',
    );
  });

  it('a dropout longer than 10 s gives empty cells, not invented values; below 50 % HRmax is zone 0', () => {
    const csv = buildSessionTimelineCsv({
      samples: [
        { t: 0, bpm: 90 },
        { t: 12, bpm: 95.26 },
      ],
      hrmax,
    });
    expect(csv.split('\r\n').slice(1)).toEqual([
      ...Array.from({ length: 10 }, (_, s) => `${s},90,47.4,0,,,`),
      '10,,,,,,',
      '11,,,,,,',
      '12,95.3,50.1,1,,,',
      '',
    ]);
  });

  it('a session without samples is the header alone', () => {
    expect(buildSessionTimelineCsv({ samples: [], hrmax })).toBe(`${HEADER}\r\n`);
    expect(SESSION_TIMELINE_CSV_COLUMNS.join(',')).toBe(HEADER);
  });

  it('covers the analysed part only: a 5-hour session gives the first 4 h, 14 401 rows', () => {
    const samples = Array.from({ length: 1801 }, (_, i) => ({ t: i * 10, bpm: 140 }));
    const records = recordsOf(buildSessionTimelineCsv({ samples, hrmax }));
    expect(records).toHaveLength(1 + 14_401);
    expect(records.at(-1)?.[0]).toBe('14400');
  });
});

describe('session timeline CSV: properties', () => {
  it('header first, one row per second, seven fields per row, dot decimals, and the numbers read back', () => {
    fc.assert(
      fc.property(generateSessionSamples({ maxLength: 200 }), fc.integer({ min: 120, max: 220 }), (samples, max) => {
        const [header, ...rows] = recordsOf(buildSessionTimelineCsv({ samples, hrmax: asBpm(max) }));
        expect(header?.join(',')).toBe(HEADER);
        expect(rows).toHaveLength((samples.at(-1) as SessionSample).t + 1);
        // Checked in plain code and asserted once: an expect per cell would take minutes.
        const seconds = [...readSessionSeconds(samples)];
        const misread = rows.filter((fields, i) => {
          const second = seconds[i];
          if (
            second === undefined ||
            fields.length !== SESSION_TIMELINE_CSV_COLUMNS.length ||
            !fields.every((f) => FIELD.test(f))
          )
            return true;
          const [elapsed, bpm, percent, zone, speed, distance, ap] = fields.map(numberOrNull);
          const heartRateReadsBack =
            second.bpm === null
              ? bpm === null && percent === null && zone === null
              : within(bpm, second.bpm, 0.05) &&
                within(percent, (second.bpm / max) * 100, 0.05) &&
                zone != null &&
                zone >= 0 &&
                zone <= 5;
          const speedReadsBack =
            second.speed === null
              ? speed === null && ap === null
              : within(speed, second.speed, 0.0005) && ap === (second.speed >= 1 ? 1 : 0);
          const distanceReadsBack =
            second.distance === null ? distance === null : within(distance, second.distance, 0.005);
          return elapsed !== i || !heartRateReadsBack || !speedReadsBack || !distanceReadsBack;
        });
        expect(misread).toEqual([]);
      }),
    );
  });

  it('the chunks hold at most N rows each (the header rides with the first) and add up to the whole text', () => {
    fc.assert(
      fc.property(generateSessionSamples({ maxLength: 200 }), fc.integer({ min: 1, max: 60 }), (samples, size) => {
        const session = { samples, hrmax };
        const chunks = [...streamSessionTimelineCsv(session, size)];
        expect(chunks.join('')).toBe(buildSessionTimelineCsv(session));
        expect(chunks[0]?.startsWith(`${HEADER}\r\n`)).toBe(true);
        const rowsPerChunk = chunks.map((chunk, i) => chunk.split('\r\n').length - 1 - (i === 0 ? 1 : 0));
        expect(rowsPerChunk.slice(0, -1).every((rows) => rows === size)).toBe(true);
        expect(rowsPerChunk.at(-1)).toBeGreaterThanOrEqual(1);
        expect(rowsPerChunk.at(-1)).toBeLessThanOrEqual(size);
      }),
    );
  });
});
