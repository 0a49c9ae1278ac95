import type { ExportSport } from '../../domain/export/session-export';
import type { RecordingFormat, RecordingProblem } from '../../domain/recording/recording-file';
import type { SessionSample } from '../../domain/session/session-sample';

/** What the device itself reported about the session, when the file carries it. */
interface DeviceSummary {
  readonly avgHeartRate?: number | undefined;
  readonly maxHeartRate?: number | undefined;
}

/** A recording file mapped to the domain sample series (t = seconds from the first sample). */
export interface ParsedRecording {
  readonly format: RecordingFormat;
  /** Epoch milliseconds of the first sample, when known. */
  readonly startedAtMs: number | null;
  /** The sport the file names (FIT session sport, TCX Activity Sport); `other` when it names none we export. */
  readonly sport: ExportSport;
  readonly samples: readonly SessionSample[];
  readonly deviceSummary: DeviceSummary;
}

/** The problems a file's contents can have (its name and size are checked before it is read). */
export type RecordingContentProblem = Extract<
  RecordingProblem,
  'UNSUPPORTED_TYPE' | 'NOT_A_RECORDING' | 'TRUNCATED' | 'TOO_MANY_RECORDS' | 'NO_HEART_RATE'
>;

/** A file that cannot be analysed: `problem` for the user's message, the message for the CLI and the logs. */
export class RecordingParseError extends Error {
  constructor(
    readonly problem: RecordingContentProblem,
    message: string,
  ) {
    super(message);
    this.name = 'RecordingParseError';
  }
}

export interface TimedSample {
  readonly atMs: number;
  readonly bpm?: number | undefined;
  readonly speed?: number | undefined;
  readonly distance?: number | undefined;
}

/** Orders timed samples and turns absolute times into offsets from the first one. */
export function toSessionSamples(timed: TimedSample[]): { startedAtMs: number | null; samples: SessionSample[] } {
  const usable = timed.filter((sample) => Number.isFinite(sample.atMs));
  usable.sort((a, b) => a.atMs - b.atMs);
  const first = usable[0];
  if (first === undefined) return { startedAtMs: null, samples: [] };
  const samples = usable.map((sample) => {
    const mapped: { t: number; bpm?: number; speed?: number; distance?: number } = {
      t: (sample.atMs - first.atMs) / 1000,
    };
    if (sample.bpm !== undefined && Number.isFinite(sample.bpm)) mapped.bpm = sample.bpm;
    if (sample.speed !== undefined && Number.isFinite(sample.speed)) mapped.speed = sample.speed;
    if (sample.distance !== undefined && Number.isFinite(sample.distance)) mapped.distance = sample.distance;
    return mapped;
  });
  return { startedAtMs: first.atMs, samples };
}

/** A finite number from an unknown parsed value, else undefined. */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}
