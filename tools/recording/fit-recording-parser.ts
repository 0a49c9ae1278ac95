import { Decoder, Stream } from '@garmin/fitsdk';
import { RecordingParseError, readNumber, toSessionSamples, type ParsedRecording, type TimedSample } from './parsed-recording';

function readTimeMs(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  return Number.NaN;
}

/**
 * Parses a FIT activity with Garmin's FIT SDK. HR messages are merged into the
 * records (`mergeHeartRates`), so devices that log HR separately still map to one series.
 * Speed prefers `enhancedSpeed` (m/s). A heart rate of 0 means "no reading" and is left out.
 */
export function parseFitRecording(bytes: Uint8Array): ParsedRecording {
  const stream = Stream.fromByteArray(bytes);
  if (!Decoder.isFIT(stream)) throw new RecordingParseError('not a FIT file');
  const { messages, errors } = new Decoder(stream).read({ mergeHeartRates: true });
  const records = messages.recordMesgs ?? [];
  if (records.length === 0) {
    const reason = errors[0]?.message ?? 'no records';
    throw new RecordingParseError(`unreadable FIT file: ${reason}`);
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
    samples,
    deviceSummary: {
      avgHeartRate: readNumber(session?.avgHeartRate),
      maxHeartRate: readNumber(session?.maxHeartRate),
    },
  };
}
