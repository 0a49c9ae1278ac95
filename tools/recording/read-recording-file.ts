import { readFile } from 'node:fs/promises';
import { parseRecording } from '../../src/adapters/recording/parse-recording';
import type { ParsedRecording } from '../../src/adapters/recording/parsed-recording';

/** Reads and parses a recording file from disk (Node only); the parsing is the app's own (src/adapters/recording). */
export async function readRecordingFile(path: string): Promise<ParsedRecording> {
  const bytes = await readFile(path);
  return parseRecording(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), path);
}
