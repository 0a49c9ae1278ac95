import { Decoder, Stream, type Mesg } from '@garmin/fitsdk';
import type { ExportSport } from '../../domain/export/session-export';
import { MAX_RECORDS_READ, READ_LIMIT_SECONDS } from '../../domain/recording/recording-file';
import { TRIM_SECONDS } from '../../domain/session/session-limits';
import {
  RecordingParseError,
  readNumber,
  toSessionSamples,
  type ParsedRecording,
  type TimedSample,
} from './parsed-recording';

/** FIT file header: its size (12 or 14) in byte 0, the data size in bytes 4–7 (little-endian), ".FIT" in bytes 8–11. */
const FIT_SIGNATURE = '.FIT';
const FIT_CRC_BYTES = 2;
/** The FIT profile's number of the record message (a sample). */
const RECORD_MESG_NUM = 20;

function readTimeMs(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  return Number.NaN;
}

/** True when the bytes start with a FIT header whose announced data (plus the file CRC) runs past the end. */
function isCutShort(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const signature = String.fromCharCode(
    bytes[8] as number,
    bytes[9] as number,
    bytes[10] as number,
    bytes[11] as number,
  );
  if (signature !== FIT_SIGNATURE) return false;
  const headerSize = bytes[0] as number;
  const dataSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  return bytes.length < headerSize + dataSize + FIT_CRC_BYTES;
}

/** Thrown from the decoder's message listener to stop reading: the decoder returns what it read so far. */
class ReadingStopped extends Error {}

/**
 * The decoder's message listener that keeps the reading within its budget (docs/product-rules.md#recording-files):
 * it stops past a day from the first record (READ_LIMIT_SECONDS), and after MAX_RECORDS_READ messages of any
 * kind, unless the records already reach past the 4 analysed hours, it refuses the file (TOO_MANY_RECORDS).
 * The decoder keeps every message it reads, so stopping is what bounds the memory.
 */
function readingBudget(): (mesgNum: number, message: Mesg) => void {
  let messages = 0;
  let firstAtMs: number | null = null;
  let pastAnalysedPart = false;
  return (mesgNum, message) => {
    messages += 1;
    if (mesgNum === RECORD_MESG_NUM) {
      const atMs = readTimeMs('timestamp' in message ? message.timestamp : undefined);
      if (Number.isFinite(atMs)) {
        firstAtMs ??= atMs;
        const seconds = (atMs - firstAtMs) / 1000;
        if (seconds > TRIM_SECONDS) pastAnalysedPart = true;
        // This record is kept (the decoder stored it first): it shows how far the recording runs.
        if (seconds > READ_LIMIT_SECONDS) throw new ReadingStopped('read limit reached');
      }
    }
    if (messages >= MAX_RECORDS_READ) {
      if (pastAnalysedPart) throw new ReadingStopped('record budget reached past the analysed part');
      throw new RecordingParseError(
        'TOO_MANY_RECORDS',
        `FIT file holds more than ${MAX_RECORDS_READ} records before its first 4 hours end`,
      );
    }
  };
}

function sportOf(value: unknown): ExportSport {
  return value === 'running' || value === 'cycling' ? value : 'other';
}

/**
 * Parses a FIT activity with Garmin's FIT SDK. HR messages are merged into the
 * records (`mergeHeartRates`), so devices that log HR separately still map to one series.
 * Speed prefers `enhancedSpeed` (m/s). A heart rate of 0 means "no reading" and is left out.
 * A file shorter than its header announces (a copy that did not finish) is TRUNCATED, even when
 * the records before the cut decode: analysing part of a session as if it were whole would mislead.
 * Reading keeps to its budget (see readingBudget): when it stops early, the messages after that point
 * (the session summary, heart-rate messages stored after the records) are not read, nor the file's CRC.
 */
export function parseFitRecording(bytes: Uint8Array): ParsedRecording {
  if (isCutShort(bytes))
    throw new RecordingParseError('TRUNCATED', 'FIT file is cut short: shorter than its header announces');
  const stream = Stream.fromByteArray(bytes);
  if (!Decoder.isFIT(stream)) throw new RecordingParseError('NOT_A_RECORDING', 'not a FIT file');
  const { messages, errors } = new Decoder(stream).read({ mergeHeartRates: true, mesgListener: readingBudget() });
  const refusal = errors.find((error) => error instanceof RecordingParseError);
  if (refusal !== undefined) throw refusal;
  // The SDK reports a read past the last byte as "end of stream" (e.g. chained files, the second one cut).
  const endOfStream = errors.find((error) => /end of stream/i.test(error.message));
  if (endOfStream !== undefined)
    throw new RecordingParseError('TRUNCATED', `FIT file is cut short: ${endOfStream.message}`);
  const records = messages.recordMesgs ?? [];
  if (records.length === 0) {
    const reason = errors[0]?.message ?? 'no records';
    throw new RecordingParseError('NOT_A_RECORDING', `unreadable FIT file: ${reason}`);
  }
  const timed: TimedSample[] = records.map((record) => {
    const bpm = readNumber(record.heartRate);
    return {
      atMs: readTimeMs(record.timestamp),
      bpm: bpm !== undefined && bpm > 0 ? bpm : undefined,
      speed: readNumber(record.enhancedSpeed) ?? readNumber(record.speed),
      distance: readNumber(record.distance),
    };
  });
  const session = messages.sessionMesgs?.[0];
  const { startedAtMs, samples } = toSessionSamples(timed);
  return {
    format: 'fit',
    startedAtMs,
    sport: sportOf(session?.sport ?? messages.sportMesgs?.[0]?.sport),
    samples,
    deviceSummary: {
      avgHeartRate: readNumber(session?.avgHeartRate),
      maxHeartRate: readNumber(session?.maxHeartRate),
    },
  };
}
