import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateSessionSamples } from '../../domain/export/session-export.test-support';
import { buildSessionTcx } from '../../domain/export/session-tcx';
import { analyseSession } from '../../domain/session/session-analysis';
import type { SessionSample } from '../../domain/session/session-sample';
import { parseRecording } from './parse-recording';
import { parseTcxRecording } from './tcx-recording-parser';
import { child, parseRecordingXml, textOf } from './xml-recording-reader';

/** The half-units of what the writer rounds to: 1 ms, 1 bpm, 1 cm, 1 mm/s (plus float noise). */
const TIME_TOLERANCE_S = 0.0005 + 1e-9;
const DISTANCE_TOLERANCE_M = 0.005 + 1e-9;
const SPEED_TOLERANCE_MPS = 0.0005 + 1e-9;

/** 1990–2100, to the millisecond. */
const startTime = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) });

function exportAndParse(samples: readonly SessionSample[], startedAtMs: number, title = 'Round trip') {
  const tcx = buildSessionTcx({ startedAtMs, title, sport: 'other', samples, calories: null });
  return { tcx, parsed: parseTcxRecording(tcx) };
}

/** Sample pairs that differ beyond the writer's rounding (an empty list when the round trip holds). */
function differences(sent: readonly SessionSample[], received: readonly SessionSample[]): string[] {
  const found: string[] = [];
  if (received.length !== sent.length) return [`${received.length} samples back for ${sent.length} sent`];
  const t0 = sent[0]?.t ?? 0;
  sent.forEach((a, i) => {
    const b = received[i] as SessionSample;
    const bpm = a.bpm === undefined ? undefined : Math.round(a.bpm);
    const close = (x: number | undefined, y: number | undefined, tolerance: number) =>
      x === undefined ? y === undefined : y !== undefined && Math.abs(x - y) <= tolerance;
    if (
      !close(a.t - t0, b.t, TIME_TOLERANCE_S) ||
      bpm !== b.bpm ||
      !close(a.distance, b.distance, DISTANCE_TOLERANCE_M) ||
      !close(a.speed, b.speed, SPEED_TOLERANCE_MPS)
    ) {
      found.push(`#${i}: sent ${JSON.stringify(a)}, got ${JSON.stringify(b)}`);
    }
  });
  return found;
}

describe('TCX round trip: our writer, then our own parser', () => {
  it('gives back the same samples: time, heart rate, distance and speed within rounding', () => {
    fc.assert(
      fc.property(startTime, generateSessionSamples({ maxLength: 3000 }), (startedAtMs, samples) => {
        const { parsed } = exportAndParse(samples, startedAtMs);
        expect(parsed.format).toBe('tcx');
        expect(parsed.startedAtMs).toBe(startedAtMs);
        expect(differences(samples, parsed.samples)).toEqual([]);
        // The lap carries our own figures: the time-weighted average and the highest valid heart rate.
        const analysis = analyseSession(samples, {});
        expect(parsed.deviceSummary.maxHeartRate).toBe(analysis.maxBpm ?? undefined);
        expect(parsed.deviceSummary.avgHeartRate).toBe(
          analysis.avgBpm === null ? undefined : Math.round(analysis.avgBpm),
        );
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('keeps the lap average of a one-point session (a lap of 0 s cannot weight it)', () => {
    const { parsed } = exportAndParse([{ t: 0, bpm: 30 }], Date.UTC(1990, 0, 1));
    expect(parsed.deviceSummary).toEqual({ avgHeartRate: 30, maxHeartRate: 30 });
  });

  it('carries a sub-second start and sub-second sample times to the millisecond', () => {
    const startedAtMs = Date.UTC(2026, 10, 3, 7, 30, 0, 123);
    const samples = [
      { t: 0, bpm: 120 },
      { t: 0.5, bpm: 121 },
      { t: 1.001, bpm: 122 },
    ];
    const { tcx, parsed } = exportAndParse(samples, startedAtMs);
    expect(tcx).toContain('<Time>2026-11-03T07:30:00.623Z</Time>');
    expect(parsed.startedAtMs).toBe(startedAtMs);
    expect(parsed.samples).toEqual(samples);
  });

  it('keeps the session name through escaping, whatever characters it holds', () => {
    const printable = fc
      .integer({ min: 0x20, max: 0x10ffff })
      .filter((code) => code < 0xd800 || code > 0xdfff)
      .map((code) => String.fromCodePoint(code));
    const title = fc.string({
      unit: fc.oneof(printable, fc.constantFrom('<', '>', '&', '"', "'", ']]>', '&amp;', 'é')),
      minLength: 1,
      maxLength: 60,
    });
    fc.assert(
      fc.property(title, (name) => {
        const { tcx } = exportAndParse([{ t: 0, bpm: 120 }], Date.UTC(2026, 0, 1), name);
        const activity = child(
          child(child(parseRecordingXml(tcx), 'TrainingCenterDatabase'), 'Activities'),
          'Activity',
        );
        const notes = textOf(child((activity as unknown[])[0], 'Notes'));
        // The XML reader trims text, and the writer drops the characters XML cannot hold (U+FFFE, U+FFFF).
        const expected = name.replace(/[\uFFFE\uFFFF]/gu, '').trim();
        expect(notes ?? '').toBe(expected);
      }),
    );
  });
});

/** The real recordings beside the project (as in recordings.test.ts). */
const RECORDINGS_DIR = path.resolve(process.cwd(), '../shared/data/recordings');

describe.skipIf(!existsSync(RECORDINGS_DIR))('TCX round trip of real recordings', () => {
  it.each(['run_fr410.tcx', 'ride_short_fitbit_versa.tcx', 'run_4x1km_fenix5x_hrmrun_rr.fit'])(
    '%s converts to TCX and back without losing a sample',
    (file) => {
      const recording = parseRecording(readFileSync(path.join(RECORDINGS_DIR, file)), file);
      const { parsed } = exportAndParse(recording.samples, recording.startedAtMs as number);
      expect(parsed.startedAtMs).toBe(recording.startedAtMs);
      expect(differences(recording.samples, parsed.samples)).toEqual([]);
    },
  );
});
