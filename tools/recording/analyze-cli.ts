/**
 * Analyses one recording and prints one JSON object (see RecordingSummary).
 *   npm run analyze -- <file.fit|file.tcx|file.gpx> [--age Y] [--weight KG] [--sex m|f] [--hrmax N]
 * A bad or unreadable file, or bad arguments: one line on stderr and exit code 1.
 */
import { ANALYZE_USAGE, CliArgumentError, parseAnalyzeArguments } from './analyze-cli-arguments';
import { readRecordingFile } from './read-recording-file';
import { summariseRecording } from './recording-summary';

async function main(argv: readonly string[]): Promise<number> {
  try {
    const { file, athlete } = parseAnalyzeArguments(argv);
    const recording = await readRecordingFile(file);
    process.stdout.write(`${JSON.stringify(summariseRecording(recording.samples, athlete))}\n`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const suffix = error instanceof CliArgumentError ? ` (${ANALYZE_USAGE})` : '';
    process.stderr.write(`analyze: ${message.split('\n')[0] ?? 'failed'}${suffix}\n`);
    return 1;
  }
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
