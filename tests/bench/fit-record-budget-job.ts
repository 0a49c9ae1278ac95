// The Node half of tests/bench/fit-record-budget.mjs, run with tsx (it imports the app's TypeScript):
//
//   node --import tsx tests/bench/fit-record-budget-job.ts write <dir>     writes the 40 MB file and a small one
//   node --import tsx tests/bench/fit-record-budget-job.ts measure <file>  runs the worker's job on it, prints JSON
//
// `measure` runs exactly what the recording-analysis worker runs for one file (handleRecordingAnalysisRequest:
// parse, analyse, the reply's columns), in a process of its own, and prints the time it took, the peak resident
// memory of the process above what it held before, and the JavaScript heap in use once the file was parsed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { handleRecordingAnalysisRequest } from '../../src/adapters/recording/recording-analysis-handler';
import type { RecordingAnalysisReply } from '../../src/adapters/recording/recording-analysis-messages';
import { encodeTinyRecordsFit } from '../support/tiny-records-fit';

const MB = 1024 * 1024;
const LARGE_FILE = 'seven-million-records.fit';
const SMALL_FILE = 'ten-minutes.fit';

function write(dir: string): void {
  writeFileSync(path.join(dir, LARGE_FILE), encodeTinyRecordsFit({ records: 7_000_000 }));
  writeFileSync(path.join(dir, SMALL_FILE), encodeTinyRecordsFit({ records: 600 }));
}

function measure(file: string): void {
  const bytes = readFileSync(file);
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const rssBeforeKb = process.resourceUsage().maxRSS;
  let heapParsedBytes = 0;
  let outcome = 'no answer';
  let sampleCount = 0;
  const started = performance.now();
  handleRecordingAnalysisRequest(
    { type: 'open', fileName: path.basename(file), bytes: buffer, athlete: { age: 30, weightKg: 70, sex: 'm' } },
    (reply: RecordingAnalysisReply) => {
      if (reply.type === 'progress' && reply.stage === 'analysing')
        heapParsedBytes = getHeapStatistics().used_heap_size;
      if (reply.type === 'opened') {
        sampleCount = reply.recording.columns.t.length;
        outcome = `opened, ${reply.recording.analysis.durationSeconds} s analysed, flags ${reply.recording.analysis.flags.join(' ') || 'none'}`;
      }
      if (reply.type === 'failed') outcome = `refused: ${reply.problem} (${reply.message})`;
    },
  );
  const elapsedMs = performance.now() - started;
  const rssPeakKb = process.resourceUsage().maxRSS;
  console.log(
    JSON.stringify({
      fileMb: bytes.byteLength / MB,
      elapsedMs,
      rssGrowthMb: (rssPeakKb - rssBeforeKb) / 1024,
      heapParsedMb: heapParsedBytes / MB,
      sampleCount,
      outcome,
    }),
  );
}

const [command, target] = process.argv.slice(2);
if (command === 'write' && target !== undefined) write(target);
else if (command === 'measure' && target !== undefined) measure(target);
else {
  console.error('usage: fit-record-budget-job.ts write <dir> | measure <file>');
  process.exitCode = 2;
}
