import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parseFitRecording } from './fit-recording-parser';
import { parseGpxRecording } from './gpx-recording-parser';
import { RecordingParseError, type ParsedRecording } from './parsed-recording';
import { parseTcxRecording } from './tcx-recording-parser';

/** Parses bytes of a recording whose format is given by its file extension. */
export function parseRecording(bytes: Uint8Array, fileName: string): ParsedRecording {
  const extension = extname(fileName).toLowerCase();
  if (extension === '.fit') return parseFitRecording(bytes);
  const text = new TextDecoder('utf-8').decode(bytes);
  if (extension === '.tcx') return parseTcxRecording(text);
  if (extension === '.gpx') return parseGpxRecording(text);
  throw new RecordingParseError(`unsupported file type "${extension}" (expected .fit, .tcx or .gpx)`);
}

/** Reads and parses a recording file from disk (Node only). */
export async function readRecordingFile(path: string): Promise<ParsedRecording> {
  const bytes = await readFile(path);
  return parseRecording(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), path);
}
