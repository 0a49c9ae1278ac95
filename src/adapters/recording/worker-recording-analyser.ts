import {
  RecordingOpenError,
  type OpenedRecording,
  type RecordingAnalyser,
  type RecordingOpenProgress,
} from '../../application/recording-analysis/recording-analyser.port';
import { checkRecordingFile, isRecordingProblem } from '../../domain/recording/recording-file';
import type { AthleteProfile } from '../../domain/session/session-sample';
// Types and the column converter only: the parsers stay in the worker's chunk.
import {
  fromSampleColumns,
  type RecordingAnalysisReply,
  type RecordingAnalysisRequest,
} from './recording-analysis-messages';

/** The part of a Worker the analyser uses (a fake in the tests). */
export interface AnalysisWorker {
  onmessage: ((event: MessageEvent<RecordingAnalysisReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
  postMessage(message: RecordingAnalysisRequest, transfer: Transferable[]): void;
  terminate(): void;
}

/** Written out in `new Worker(new URL(…))` form so that Vite bundles the worker as a chunk of its own. */
function startAnalysisWorker(): AnalysisWorker {
  return new Worker(new URL('./recording-analysis.worker.ts', import.meta.url), {
    type: 'module',
    name: 'recording-analysis',
  });
}

/** Reading progress is reported at most every this much of the file (a 50 MB file comes in ~800 chunks). */
const READING_PROGRESS_STEP = 0.01;

/** Why an aborted open stops: the signal's reason (an AbortError DOMException by default). */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The recording was not opened: aborted.', 'AbortError');
}

/** The file's bytes, read chunk by chunk from its stream so that the page can show how far it is. */
async function readFileBytes(
  file: File,
  onFraction: (fraction: number) => void,
  signal: AbortSignal | undefined,
): Promise<ArrayBuffer> {
  const bytes = new Uint8Array(file.size);
  const reader = file.stream().getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  let offset = 0;
  let reported = 0;
  onFraction(0);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal?.aborted === true) throw abortReason(signal);
      if (done) break;
      // The file changed on disk since it was chosen: what we would read is not what the user chose.
      if (offset + value.length > bytes.length) throw new RecordingOpenError('UNREADABLE');
      bytes.set(value, offset);
      offset += value.length;
      const fraction = offset / bytes.length;
      if (fraction - reported >= READING_PROGRESS_STEP || fraction === 1) {
        reported = fraction;
        onFraction(fraction);
      }
    }
  } catch (error) {
    if (signal?.aborted === true) throw abortReason(signal);
    if (error instanceof RecordingOpenError) {
      cancel();
      throw error;
    }
    // NotReadableError (the file was moved or changed), a permission lost on the way…
    throw new RecordingOpenError('UNREADABLE');
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  return offset === bytes.length ? bytes.buffer : bytes.slice(0, offset).buffer;
}

/** A worker started ahead of its file; `failed` when its script could not load before it was needed. */
interface SpareWorker {
  readonly worker: AnalysisWorker;
  failed: boolean;
}

/**
 * Opens a recording in a Web Worker: the checks on name and size first (nothing is read of a file we
 * would refuse), then the bytes read here with progress, then parsed and analysed in the worker.
 *
 * One worker per file, ended when the file is open (or failed, or abandoned): aborting is simply
 * terminating it, a late message of an abandoned file can never reach the next one, and the memory of a
 * large file's parse goes with the worker. Starting a worker (loading and running its ~500 KB script) takes
 * about as long as parsing a file, so the next file's worker is started ahead: when the analyser is made
 * (the page opens) and after each file. The cost is one idle worker while the analyser lives.
 */
export class WorkerRecordingAnalyser implements RecordingAnalyser {
  private spare: SpareWorker | null;

  constructor(private readonly startWorker: () => AnalysisWorker = startAnalysisWorker) {
    this.spare = this.startSpare();
  }

  async open(
    file: File,
    athlete: AthleteProfile,
    onProgress: (progress: RecordingOpenProgress) => void,
    signal?: AbortSignal,
  ): Promise<OpenedRecording> {
    const problem = checkRecordingFile(file.name, file.size);
    if (problem !== null) throw new RecordingOpenError(problem);
    if (signal?.aborted === true) throw abortReason(signal);
    const bytes = await readFileBytes(file, (fraction) => onProgress({ stage: 'reading', fraction }), signal);
    return this.analyse(file.name, bytes, athlete, onProgress, signal);
  }

  /** A worker for the next file, or null when workers cannot start here (it is tried again for the file). */
  private startSpare(): SpareWorker | null {
    let worker: AnalysisWorker;
    try {
      worker = this.startWorker();
    } catch {
      return null;
    }
    const spare: SpareWorker = { worker, failed: false };
    // Its load error would fire before a file attaches its own handler: remember it, and start afresh then.
    worker.onerror = (event) => {
      event.preventDefault();
      spare.failed = true;
    };
    return spare;
  }

  /** The spare worker if it is sound, else a new one (which throws when workers cannot start). */
  private takeWorker(): AnalysisWorker {
    const spare = this.spare;
    this.spare = null;
    if (spare !== null && !spare.failed) return spare.worker;
    spare?.worker.terminate();
    return this.startWorker();
  }

  private analyse(
    fileName: string,
    bytes: ArrayBuffer,
    athlete: AthleteProfile,
    onProgress: (progress: RecordingOpenProgress) => void,
    signal: AbortSignal | undefined,
  ): Promise<OpenedRecording> {
    return new Promise<OpenedRecording>((resolve, reject) => {
      if (signal?.aborted === true) {
        reject(abortReason(signal));
        return;
      }
      let worker: AnalysisWorker;
      try {
        worker = this.takeWorker();
      } catch {
        // A browser without module workers, or a content security policy that forbids this one.
        reject(new RecordingOpenError('UNREADABLE'));
        return;
      }
      const end = () => {
        worker.onmessage = null;
        worker.onerror = null;
        worker.onmessageerror = null;
        worker.terminate();
        signal?.removeEventListener('abort', onAbort);
        this.spare ??= this.startSpare();
      };
      const fail = (error: Error) => {
        end();
        reject(error);
      };
      const onAbort = () => fail(abortReason(signal as AbortSignal));
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.onmessage = ({ data: reply }) => {
        if (reply.type === 'progress') {
          onProgress({ stage: reply.stage, fraction: null });
        } else if (reply.type === 'opened') {
          end();
          const { format, startedAtMs, sport, deviceSummary, analysis, columns } = reply.recording;
          resolve({
            fileName,
            format,
            startedAtMs,
            sport,
            samples: fromSampleColumns(columns),
            deviceSummary,
            analysis,
          });
        } else {
          fail(new RecordingOpenError(isRecordingProblem(reply.problem) ? reply.problem : 'UNREADABLE'));
        }
      };
      worker.onerror = (event) => {
        // Handled here: the worker's own failure (it could not load, or it threw) is this file's failure.
        event.preventDefault();
        fail(new RecordingOpenError('UNREADABLE'));
      };
      worker.onmessageerror = () => fail(new RecordingOpenError('UNREADABLE'));
      const request: RecordingAnalysisRequest = { type: 'open', fileName, bytes, athlete };
      worker.postMessage(request, [bytes]);
    });
  }
}
