import type { ExportSport } from '../../domain/export/session-export';
import type { RecordingFormat, RecordingProblem } from '../../domain/recording/recording-file';
import type { SessionAnalysis } from '../../domain/session/session-analysis';
import type { AthleteProfile, SessionSample } from '../../domain/session/session-sample';

export type { RecordingProblem } from '../../domain/recording/recording-file';

/** Opening a recording failed for a reason the user can act on (or UNREADABLE when we do not know why). */
export class RecordingOpenError extends Error {
  constructor(readonly problem: RecordingProblem) {
    super(`recording could not be opened: ${problem}`);
    this.name = 'RecordingOpenError';
  }
}

/** Where opening a file is: reading its bytes, parsing them, analysing the samples. */
export interface RecordingOpenProgress {
  readonly stage: 'reading' | 'parsing' | 'analysing';
  /** 0–1 within the stage, when known. */
  readonly fraction: number | null;
}

/** A recording file parsed and analysed, entirely on this device. */
export interface OpenedRecording {
  readonly fileName: string;
  readonly format: RecordingFormat;
  /** Epoch milliseconds of the first sample, when the file says. */
  readonly startedAtMs: number | null;
  readonly sport: ExportSport;
  /**
   * The samples analysed (the first 4 hours), and for a longer recording the last sample read, which gives
   * its recorded span and length flags: the analysis, the charts and the exports keep to the 4 hours.
   */
  readonly samples: readonly SessionSample[];
  /** What the device itself reported, when the file carries it. */
  readonly deviceSummary: { readonly avgHeartRate?: number | undefined; readonly maxHeartRate?: number | undefined };
  /** analyseSession(samples, athlete), done off the main thread. */
  readonly analysis: SessionAnalysis;
}

/** Opens a recording file the user chose: checks, reads, parses and analyses it without sending it anywhere. */
export interface RecordingAnalyser {
  open(
    file: File,
    athlete: AthleteProfile,
    onProgress: (progress: RecordingOpenProgress) => void,
    signal?: AbortSignal,
  ): Promise<OpenedRecording>;
}
