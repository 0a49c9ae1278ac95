import { describe, expect, it } from 'vitest';
import {
  RecordingOpenError,
  type RecordingOpenProgress,
} from '../../application/recording-analysis/recording-analyser.port';
import { MAX_RECORDING_FILE_BYTES } from '../../domain/recording/recording-file';
import { analyseSession } from '../../domain/session/session-analysis';
import { FIVE_FIT_POINTS, encodeFitActivity } from './fit-file.test-support';
import { parseRecording } from './parse-recording';
import { handleRecordingAnalysisRequest } from './recording-analysis-handler';
import type { RecordingAnalysisReply, RecordingAnalysisRequest } from './recording-analysis-messages';
import { WorkerRecordingAnalyser, type AnalysisWorker } from './worker-recording-analyser';

/** A worker double: records what it is sent and whether it was ended; `answer` decides its replies. */
class FakeWorker implements AnalysisWorker {
  onmessage: ((event: MessageEvent<RecordingAnalysisReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  readonly sent: { message: RecordingAnalysisRequest; transfer: Transferable[] }[] = [];
  terminated = false;

  constructor(private readonly answer: (worker: FakeWorker, request: RecordingAnalysisRequest) => void) {}

  postMessage(message: RecordingAnalysisRequest, transfer: Transferable[]): void {
    this.sent.push({ message, transfer });
    // A real worker answers later, never during postMessage.
    setTimeout(() => this.answer(this, message), 0);
  }

  reply(data: RecordingAnalysisReply): void {
    this.onmessage?.({ data } as MessageEvent<RecordingAnalysisReply>);
  }

  terminate(): void {
    this.terminated = true;
  }
}

/** The real handler behind the fake worker: the same replies as the worker, in the same order. */
const runHandler = (worker: FakeWorker, request: RecordingAnalysisRequest) =>
  handleRecordingAnalysisRequest(structuredClone(request), (reply) => worker.reply(structuredClone(reply)));

/** The workers that were given a file (the others are spares, started ahead). */
function given(workers: readonly FakeWorker[]): FakeWorker[] {
  return workers.filter((worker) => worker.sent.length > 0);
}

function analyserWith(answer: (worker: FakeWorker, request: RecordingAnalysisRequest) => void) {
  const workers: FakeWorker[] = [];
  const analyser = new WorkerRecordingAnalyser(() => {
    const worker = new FakeWorker(answer);
    workers.push(worker);
    return worker;
  });
  return { analyser, workers };
}

/** A File whose bytes come in chunks of `chunkSize`, or whose stream fails after the first chunk. */
function chunkedFile(name: string, bytes: Uint8Array, chunkSize: number, failAfterFirst = false): File {
  let offset = 0;
  return {
    name,
    size: bytes.length,
    stream: () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          if (failAfterFirst && offset > 0) {
            controller.error(new DOMException('The file changed.', 'NotReadableError'));
            return;
          }
          if (offset >= bytes.length) {
            controller.close();
            return;
          }
          controller.enqueue(bytes.slice(offset, offset + chunkSize));
          offset += chunkSize;
        },
      }),
  } as unknown as File;
}

/** A File that must not be read: its name and size alone decide. */
function unreadFile(name: string, size: number): File {
  return {
    name,
    size,
    stream: () => {
      throw new Error('read a file that should have been refused');
    },
  } as unknown as File;
}

async function problemOf(opening: Promise<unknown>): Promise<string> {
  try {
    await opening;
  } catch (error) {
    if (error instanceof RecordingOpenError) return error.problem;
    if (error instanceof DOMException) return error.name;
    throw error;
  }
  return 'opened';
}

const fit = encodeFitActivity({ points: FIVE_FIT_POINTS, sport: 'running', avgHeartRate: 122, maxHeartRate: 124 });
const athlete = { age: 35, weightKg: 80 };

describe('WorkerRecordingAnalyser', () => {
  it('reads the file with progress, sends its bytes to the worker by transfer, and opens the recording', async () => {
    const { analyser, workers } = analyserWith(runHandler);
    const progress: RecordingOpenProgress[] = [];
    const opened = await analyser.open(chunkedFile('Morning Run.fit', fit, 40), athlete, (p) => progress.push(p));

    const parsed = parseRecording(fit, 'x.fit');
    expect(opened).toEqual({
      fileName: 'Morning Run.fit',
      format: 'fit',
      startedAtMs: parsed.startedAtMs,
      sport: 'running',
      samples: parsed.samples,
      deviceSummary: { avgHeartRate: 122, maxHeartRate: 124 },
      analysis: analyseSession(parsed.samples, athlete),
    });
    const reading = progress.filter((p) => p.stage === 'reading').map((p) => p.fraction);
    expect(reading[0]).toBe(0);
    expect(reading.at(-1)).toBe(1);
    expect(reading).toEqual([...reading].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(reading.length).toBeGreaterThan(2);
    expect(progress.filter((p) => p.stage !== 'reading')).toEqual([
      { stage: 'parsing', fraction: null },
      { stage: 'analysing', fraction: null },
    ]);
    const [worker] = given(workers);
    expect(given(workers)).toHaveLength(1);
    expect(worker?.sent[0]?.transfer).toEqual([worker?.sent[0]?.message.bytes]);
    expect(worker?.sent[0]?.message).toMatchObject({ type: 'open', fileName: 'Morning Run.fit', athlete });
    expect(new Uint8Array(worker?.sent[0]?.message.bytes as ArrayBuffer)).toEqual(fit);
    expect(worker?.terminated).toBe(true);
  });

  it('gives each file a worker of its own, started ahead: when the analyser is made, then after each file', async () => {
    const { analyser, workers } = analyserWith(runHandler);
    expect(workers).toHaveLength(1);
    await analyser.open(chunkedFile('a.fit', fit, 1000), athlete, () => undefined);
    expect(workers).toHaveLength(2);
    await analyser.open(chunkedFile('b.fit', fit, 1000), athlete, () => undefined);
    expect(workers.map((worker) => worker.sent.map((sent) => sent.message.fileName))).toEqual([
      ['a.fit'],
      ['b.fit'],
      [],
    ]);
    expect(workers.map((worker) => worker.terminated)).toEqual([true, true, false]);
  });

  it('replaces a spare worker whose script failed to load before its file came', async () => {
    const { analyser, workers } = analyserWith(runHandler);
    workers[0]?.onerror?.({ preventDefault: () => undefined } as ErrorEvent);
    const opened = await analyser.open(chunkedFile('a.fit', fit, 1000), athlete, () => undefined);
    expect(opened.format).toBe('fit');
    expect(workers[0]?.terminated).toBe(true);
    expect(workers[0]?.sent).toEqual([]);
    expect(given(workers)).toEqual([workers[1]]);
  });

  it.each([
    ['empty.fit', 0, 'EMPTY'],
    ['huge.tcx', MAX_RECORDING_FILE_BYTES + 1, 'TOO_LARGE'],
    ['notes.txt', 12, 'UNSUPPORTED_TYPE'],
    ['ride.fit.zip', 12, 'UNSUPPORTED_TYPE'],
  ])('refuses %s (%i bytes) as %s without reading it or giving it to a worker', async (name, size, problem) => {
    const { analyser, workers } = analyserWith(runHandler);
    const progress: RecordingOpenProgress[] = [];
    expect(await problemOf(analyser.open(unreadFile(name, size), athlete, (p) => progress.push(p)))).toBe(problem);
    expect(progress).toEqual([]);
    expect(given(workers)).toEqual([]);
  });

  it.each(['NOT_A_RECORDING', 'TRUNCATED', 'NO_HEART_RATE', 'UNSUPPORTED_TYPE'] as const)(
    "passes on the worker's %s",
    async (problem) => {
      const { analyser, workers } = analyserWith((worker) => worker.reply({ type: 'failed', problem, message: 'no' }));
      expect(await problemOf(analyser.open(chunkedFile('a.fit', fit, 1000), athlete, () => undefined))).toBe(problem);
      expect(given(workers)[0]?.terminated).toBe(true);
    },
  );

  it('opens a truncated FIT file as TRUNCATED through the real handler', async () => {
    const { analyser } = analyserWith(runHandler);
    expect(
      await problemOf(analyser.open(chunkedFile('cut.fit', fit.slice(0, 100), 1000), athlete, () => undefined)),
    ).toBe('TRUNCATED');
  });

  it('says UNREADABLE for an unknown problem, a worker error, a message that cannot arrive, or no worker at all', async () => {
    const answers: ((worker: FakeWorker) => void)[] = [
      (worker) => worker.reply({ type: 'failed', problem: 'SOMETHING_NEW' as never, message: '?' }),
      (worker) => worker.onerror?.({ preventDefault: () => undefined } as ErrorEvent),
      (worker) => worker.onmessageerror?.({} as MessageEvent),
    ];
    for (const answer of answers) {
      const { analyser, workers } = analyserWith(answer);
      expect(await problemOf(analyser.open(chunkedFile('a.gpx', fit, 1000), athlete, () => undefined))).toBe(
        'UNREADABLE',
      );
      expect(given(workers)[0]?.terminated).toBe(true);
    }
    const noWorker = new WorkerRecordingAnalyser(() => {
      throw new DOMException('blocked by the content security policy', 'SecurityError');
    });
    expect(await problemOf(noWorker.open(chunkedFile('a.fit', fit, 1000), athlete, () => undefined))).toBe(
      'UNREADABLE',
    );
  });

  it('says UNREADABLE when the file cannot be read, or grew since it was chosen', async () => {
    const { analyser, workers } = analyserWith(runHandler);
    expect(await problemOf(analyser.open(chunkedFile('a.fit', fit, 40, true), athlete, () => undefined))).toBe(
      'UNREADABLE',
    );
    const grown = { ...chunkedFile('a.fit', fit, 40), size: 50 } as File;
    expect(await problemOf(analyser.open(grown, athlete, () => undefined))).toBe('UNREADABLE');
    expect(given(workers)).toEqual([]);
  });

  it('stops when aborted: before reading, while reading, or while the worker works (which it ends)', async () => {
    const before = new AbortController();
    before.abort();
    const first = analyserWith(runHandler);
    expect(
      await problemOf(first.analyser.open(chunkedFile('a.fit', fit, 40), athlete, () => undefined, before.signal)),
    ).toBe('AbortError');
    expect(given(first.workers)).toEqual([]);

    const whileReading = new AbortController();
    const second = analyserWith(runHandler);
    const reading = second.analyser.open(
      chunkedFile('a.fit', fit, 40),
      athlete,
      (p) => {
        if (p.stage === 'reading' && p.fraction !== null && p.fraction > 0) whileReading.abort();
      },
      whileReading.signal,
    );
    expect(await problemOf(reading)).toBe('AbortError');
    expect(given(second.workers)).toEqual([]);

    const whileWorking = new AbortController();
    const progress: RecordingOpenProgress[] = [];
    const third = analyserWith((worker) => {
      worker.reply({ type: 'progress', stage: 'parsing' });
      whileWorking.abort();
      // A reply after the abort reaches nobody.
      worker.reply({ type: 'progress', stage: 'analysing' });
    });
    expect(
      await problemOf(
        third.analyser.open(chunkedFile('a.fit', fit, 1000), athlete, (p) => progress.push(p), whileWorking.signal),
      ),
    ).toBe('AbortError');
    expect(given(third.workers)[0]?.terminated).toBe(true);
    expect(progress.filter((p) => p.stage !== 'reading')).toEqual([{ stage: 'parsing', fraction: null }]);
  });
});
