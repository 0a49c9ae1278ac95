import { describe, expect, it } from 'vitest';
import { MAX_RECORDS_READ, READ_LIMIT_SECONDS } from '../../domain/recording/recording-file';
import { TRIM_SECONDS } from '../../domain/session/session-limits';
import { encodeTinyRecordsFit, tinyRecordsFitSize } from '../../../tests/support/tiny-records-fit';
import { parseRecording } from './parse-recording';
import { handleRecordingAnalysisRequest } from './recording-analysis-handler';
import { transferablesOf, type RecordingAnalysisReply } from './recording-analysis-messages';

/**
 * The record budget of a recording (docs/product-rules.md#recording-files): a FIT file of millions of
 * tiny records is read only up to a day from its first record, or refused when its records crowd the
 * analysed 4 hours; the page gets the analysed samples only. Times are measured by `npm run bench`
 * (tests/bench/fit-record-budget.mjs), not asserted here.
 */

const ATHLETE = { age: 30, weightKg: 70 };
const SEVEN_MILLION = 7_000_000;

function open(bytes: Uint8Array, fileName = 'tiny.fit'): RecordingAnalysisReply[] {
  const replies: RecordingAnalysisReply[] = [];
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  handleRecordingAnalysisRequest({ type: 'open', fileName, bytes: buffer, athlete: ATHLETE }, (reply) =>
    replies.push(reply),
  );
  return replies;
}

function opened(replies: RecordingAnalysisReply[]) {
  const last = replies.at(-1);
  if (last?.type !== 'opened') throw new Error(`not opened: ${JSON.stringify(last)}`);
  return last.recording;
}

describe('the record budget of a FIT file', () => {
  it('answers a 40 MB file of seven million 6-byte records: the first 4 hours analysed, the page gets those samples and the last one read', () => {
    const bytes = encodeTinyRecordsFit({ records: SEVEN_MILLION });
    expect(bytes.byteLength).toBe(tinyRecordsFitSize(SEVEN_MILLION));
    expect(bytes.byteLength).toBeGreaterThan(40 * 1024 * 1024);

    const replies = open(bytes);
    expect(replies.slice(0, 2)).toEqual([
      { type: 'progress', stage: 'parsing' },
      { type: 'progress', stage: 'analysing' },
    ]);
    const recording = opened(replies);
    expect(recording.analysis.durationSeconds).toBe(TRIM_SECONDS);
    expect(recording.analysis.flags).toEqual(['too-long', 'trimmed']);
    // 0 … 14,400 s, then the record that ended the reading, a day and a second after the first.
    expect(recording.columns.t.length).toBe(TRIM_SECONDS + 2);
    expect(recording.columns.t[TRIM_SECONDS]).toBe(TRIM_SECONDS);
    expect(recording.columns.t.at(-1)).toBe(READ_LIMIT_SECONDS + 1);
    expect(recording.columns.bpm[0]).toBe(120);
    expect(transferablesOf(replies.at(-1) as RecordingAnalysisReply)).toHaveLength(4);
  });

  it('refuses a 40 MB file whose seven million records all fall in its first second: what it would analyse cannot be told', () => {
    const replies = open(encodeTinyRecordsFit({ records: SEVEN_MILLION, recordsPerSecond: Number.POSITIVE_INFINITY }));
    expect(replies.at(-1)).toMatchObject({
      type: 'failed',
      problem: 'TOO_MANY_RECORDS',
      message: expect.stringContaining('200000') as unknown,
    });
  });

  it('refuses when the budget runs out before the 4 hours end, and stops reading when they are already past', () => {
    // 14 records a second reach the budget at 14,286 s, before 14,400 s; 13 a second, at 15,385 s.
    const crowded = open(encodeTinyRecordsFit({ records: MAX_RECORDS_READ + 10, recordsPerSecond: 14 }));
    expect(crowded.at(-1)).toMatchObject({ type: 'failed', problem: 'TOO_MANY_RECORDS' });

    const recording = opened(open(encodeTinyRecordsFit({ records: MAX_RECORDS_READ + 10, recordsPerSecond: 13 })));
    expect(recording.analysis.flags).toEqual(['too-long', 'trimmed']);
    expect(recording.analysis.durationSeconds).toBe(TRIM_SECONDS);
    expect(recording.columns.t.at(-1)).toBe(Math.floor((MAX_RECORDS_READ - 1) / 13));
  });

  it('reads a file of under a day to its end: its last sample gives the recorded span; a file of under 4 hours crosses whole', () => {
    const fiveHours = 5 * 3600;
    const long = opened(open(encodeTinyRecordsFit({ records: fiveHours + 1 })));
    expect(long.columns.t.length).toBe(TRIM_SECONDS + 2);
    expect(long.columns.t.at(-1)).toBe(fiveHours);
    expect(long.analysis.flags).toEqual(['too-long', 'trimmed']);

    const short = opened(open(encodeTinyRecordsFit({ records: 3 * 3600 })));
    expect(short.columns.t.length).toBe(3 * 3600);
    expect(short.analysis.flags).toEqual([]);
  });

  it('gives `npm run analyze` the same samples as the worker reads: up to the record that ends the reading', () => {
    const recording = parseRecording(encodeTinyRecordsFit({ records: SEVEN_MILLION }), 'tiny.fit');
    expect(recording.samples).toHaveLength(READ_LIMIT_SECONDS + 2);
    expect(recording.samples.at(-1)?.t).toBe(READ_LIMIT_SECONDS + 1);
  });
});
