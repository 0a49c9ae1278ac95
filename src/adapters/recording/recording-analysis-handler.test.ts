import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateSessionSamples } from '../../domain/export/session-export.test-support';
import { analyseSession } from '../../domain/session/session-analysis';
import type { AthleteProfile } from '../../domain/session/session-sample';
import { FIVE_FIT_POINTS, encodeFitActivity } from './fit-file.test-support';
import { parseRecording } from './parse-recording';
import { handleRecordingAnalysisRequest } from './recording-analysis-handler';
import {
  fromSampleColumns,
  toSampleColumns,
  transferablesOf,
  type RecordingAnalysisReply,
} from './recording-analysis-messages';

const GPX_WITHOUT_HR = `<?xml version="1.0"?>
<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
  <trkpt lat="47.0000" lon="8.0000"><time>2024-05-01T10:00:00Z</time></trkpt>
  <trkpt lat="47.0001" lon="8.0000"><time>2024-05-01T10:00:05Z</time></trkpt>
</trkseg></trk></gpx>`;

function bufferOf(bytes: Uint8Array): ArrayBuffer {
  return bytes.slice().buffer;
}

function handle(fileName: string, bytes: Uint8Array, athlete: AthleteProfile = {}): RecordingAnalysisReply[] {
  const replies: RecordingAnalysisReply[] = [];
  handleRecordingAnalysisRequest({ type: 'open', fileName, bytes: bufferOf(bytes), athlete }, (reply) =>
    replies.push(reply),
  );
  return replies;
}

describe('the analysis worker handler', () => {
  const fit = encodeFitActivity({ points: FIVE_FIT_POINTS, sport: 'cycling', avgHeartRate: 122, maxHeartRate: 124 });

  it('reports parsing, then analysing, then the opened recording analysed with the athlete sent', () => {
    const athlete = { age: 40, weightKg: 70, sex: 'f' as const, hrmaxMeasured: 190 };
    const replies = handle('ride.FIT', fit, athlete);
    expect(replies.map((reply) => (reply.type === 'progress' ? reply.stage : reply.type))).toEqual([
      'parsing',
      'analysing',
      'opened',
    ]);
    const opened = replies[2];
    if (opened?.type !== 'opened') throw new Error('not opened');
    const parsed = parseRecording(fit, 'ride.fit');
    expect(opened.recording).toMatchObject({
      format: 'fit',
      startedAtMs: parsed.startedAtMs,
      sport: 'cycling',
      deviceSummary: { avgHeartRate: 122, maxHeartRate: 124 },
    });
    expect(opened.recording.analysis).toEqual(analyseSession(parsed.samples, athlete));
    expect(opened.recording.analysis.hrmax).toBe(190);
    expect(fromSampleColumns(opened.recording.columns)).toEqual(parsed.samples);
  });

  it('lists the four sample columns to transfer with an opened recording, nothing with the other replies', () => {
    const replies = handle('ride.fit', fit);
    const opened = replies.find((reply) => reply.type === 'opened');
    if (opened?.type !== 'opened') throw new Error('not opened');
    const { t, bpm, speed, distance } = opened.recording.columns;
    expect(transferablesOf(opened)).toEqual([t.buffer, bpm.buffer, speed.buffer, distance.buffer]);
    expect(replies.filter((reply) => reply.type !== 'opened').flatMap(transferablesOf)).toEqual([]);
  });

  it.each([
    ['a FIT file cut short', 'ride.fit', fit.slice(0, fit.length - 10), 'TRUNCATED'],
    ['a GPX without heart rate', 'walk.gpx', new TextEncoder().encode(GPX_WITHOUT_HR), 'NO_HEART_RATE'],
    ['a text file named .tcx', 'notes.tcx', new TextEncoder().encode('hello'), 'NOT_A_RECORDING'],
    ['a file of another type', 'notes.txt', new TextEncoder().encode('hello'), 'UNSUPPORTED_TYPE'],
  ])('answers %s with its problem after the parsing stage', (_, fileName, bytes, problem) => {
    const replies = handle(fileName, bytes);
    expect(replies).toHaveLength(2);
    expect(replies[0]).toEqual({ type: 'progress', stage: 'parsing' });
    expect(replies[1]).toMatchObject({ type: 'failed', problem });
  });

  it('answers UNREADABLE for any other failure', () => {
    const athlete = {
      get age(): number {
        throw new Error('out of memory');
      },
    };
    expect(handle('ride.fit', fit, athlete).at(-1)).toEqual({
      type: 'failed',
      problem: 'UNREADABLE',
      message: 'out of memory',
    });
  });
});

describe('sample columns', () => {
  it('give back the same samples: every channel, and no key for a missing one', () => {
    fc.assert(
      fc.property(generateSessionSamples({ minLength: 0, maxLength: 200 }), (samples) => {
        expect(fromSampleColumns(toSampleColumns(samples))).toStrictEqual(samples.map((sample) => ({ ...sample })));
      }),
    );
  });

  it('hold NaN where a sample has no value', () => {
    const columns = toSampleColumns([
      { t: 0, bpm: 120 },
      { t: 1, speed: 2, distance: 3 },
    ]);
    expect([...columns.t]).toEqual([0, 1]);
    expect([...columns.bpm]).toEqual([120, Number.NaN]);
    expect([...columns.speed]).toEqual([Number.NaN, 2]);
    expect([...columns.distance]).toEqual([Number.NaN, 3]);
  });
});
