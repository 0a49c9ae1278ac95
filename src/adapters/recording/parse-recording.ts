import { recordingFormatOf } from '../../domain/recording/recording-file';
import { isValidBpm } from '../../domain/session/session-sample';
import { parseFitRecording } from './fit-recording-parser';
import { parseGpxRecording } from './gpx-recording-parser';
import { RecordingParseError, type ParsedRecording } from './parsed-recording';
import { parseTcxRecording } from './tcx-recording-parser';

function parseByFormat(bytes: Uint8Array, fileName: string): ParsedRecording {
  const format = recordingFormatOf(fileName);
  if (format === null)
    throw new RecordingParseError(
      'UNSUPPORTED_TYPE',
      `unsupported file type: "${fileName}" is not a .fit, .tcx or .gpx file`,
    );
  // The page refuses an empty file before reading it (EMPTY); the CLI reads it and lands here.
  if (bytes.length === 0) throw new RecordingParseError('NOT_A_RECORDING', 'the file is empty');
  if (format === 'fit') return parseFitRecording(bytes);
  // TextDecoder drops a UTF-8 byte order mark, which some exporters write.
  const text = new TextDecoder('utf-8').decode(bytes);
  return format === 'tcx' ? parseTcxRecording(text) : parseGpxRecording(text);
}

/**
 * Parses the bytes of a recording whose format is given by its file name's extension (case-insensitive).
 * The same entry point for `npm run analyze` (Node) and the analysis worker (browser): no Node modules here.
 * Throws RecordingParseError: UNSUPPORTED_TYPE, NOT_A_RECORDING (not the format, or no timed sample at all),
 * TRUNCATED (a FIT file cut short), NO_HEART_RATE (samples, but no heart rate in the valid range).
 */
export function parseRecording(bytes: Uint8Array, fileName: string): ParsedRecording {
  const recording = parseByFormat(bytes, fileName);
  if (recording.samples.length === 0) throw new RecordingParseError('NOT_A_RECORDING', 'the file has no timed samples');
  if (!recording.samples.some((sample) => sample.bpm !== undefined && isValidBpm(sample.bpm))) {
    throw new RecordingParseError('NO_HEART_RATE', 'the recording has no heart rate');
  }
  return recording;
}
