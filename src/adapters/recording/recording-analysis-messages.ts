import type { ExportSport } from '../../domain/export/session-export';
import type { RecordingFormat, RecordingProblem } from '../../domain/recording/recording-file';
import type { SessionAnalysis } from '../../domain/session/session-analysis';
import type { AthleteProfile, SessionSample } from '../../domain/session/session-sample';

/**
 * The messages between the page and the recording-analysis worker. This module holds types and two
 * small column converters only: the page imports it, and it must not pull the parsers into the page's chunk.
 */

/** Page → worker: the file's bytes (transferred, not copied) and the athlete to analyse with. */
export interface RecordingAnalysisRequest {
  readonly type: 'open';
  readonly fileName: string;
  readonly bytes: ArrayBuffer;
  readonly athlete: AthleteProfile;
}

/**
 * The samples as four parallel columns, one entry per sample, NaN where the sample has no value for
 * that channel. Typed arrays cross to the page by transfer (no copy), unlike an array of objects,
 * which the structured clone would copy one by one.
 */
export interface SampleColumns {
  readonly t: Float64Array<ArrayBuffer>;
  readonly bpm: Float64Array<ArrayBuffer>;
  readonly speed: Float64Array<ArrayBuffer>;
  readonly distance: Float64Array<ArrayBuffer>;
}

interface OpenedRecordingMessage {
  readonly format: RecordingFormat;
  readonly startedAtMs: number | null;
  readonly sport: ExportSport;
  readonly deviceSummary: { readonly avgHeartRate?: number | undefined; readonly maxHeartRate?: number | undefined };
  readonly analysis: SessionAnalysis;
  /** The analysed samples, and the last one read when the recording runs past the 4 hours (recording-analysis-handler.ts). */
  readonly columns: SampleColumns;
}

/** Worker → page: a stage reached, the opened recording, or why it could not be opened. */
export type RecordingAnalysisReply =
  | { readonly type: 'progress'; readonly stage: 'parsing' | 'analysing' }
  | { readonly type: 'opened'; readonly recording: OpenedRecordingMessage }
  | { readonly type: 'failed'; readonly problem: RecordingProblem; readonly message: string };

/** The samples as columns (NaN for a missing channel). */
export function toSampleColumns(samples: readonly SessionSample[]): SampleColumns {
  const columns = {
    t: new Float64Array(samples.length),
    bpm: new Float64Array(samples.length),
    speed: new Float64Array(samples.length),
    distance: new Float64Array(samples.length),
  };
  samples.forEach((sample, i) => {
    columns.t[i] = sample.t;
    columns.bpm[i] = sample.bpm ?? Number.NaN;
    columns.speed[i] = sample.speed ?? Number.NaN;
    columns.distance[i] = sample.distance ?? Number.NaN;
  });
  return columns;
}

/** The samples back from columns: a channel that is NaN is left out of the sample, as the parsers leave it out. */
export function fromSampleColumns(columns: SampleColumns): SessionSample[] {
  const samples: SessionSample[] = new Array<SessionSample>(columns.t.length);
  for (let i = 0; i < columns.t.length; i += 1) {
    const sample: { t: number; bpm?: number; speed?: number; distance?: number } = { t: columns.t[i] as number };
    const bpm = columns.bpm[i] as number;
    const speed = columns.speed[i] as number;
    const distance = columns.distance[i] as number;
    if (!Number.isNaN(bpm)) sample.bpm = bpm;
    if (!Number.isNaN(speed)) sample.speed = speed;
    if (!Number.isNaN(distance)) sample.distance = distance;
    samples[i] = sample;
  }
  return samples;
}

/** The buffers to transfer with a reply (the columns of an opened recording). */
export function transferablesOf(reply: RecordingAnalysisReply): ArrayBuffer[] {
  if (reply.type !== 'opened') return [];
  const { t, bpm, speed, distance } = reply.recording.columns;
  return [t.buffer, bpm.buffer, speed.buffer, distance.buffer];
}
