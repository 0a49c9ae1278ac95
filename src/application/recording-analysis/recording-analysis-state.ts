import type { DistanceUnit, HeightWeightUnit } from '../../domain/account/user';
import type { SessionExport } from '../../domain/export/session-export';
import type { SessionAnalysis } from '../../domain/session/session-analysis';
import type { AthleteProfile } from '../../domain/session/session-sample';
import type { SignedInAccountSource } from '../acting-player/acting-player-answer';
import type { PlayerChanges } from '../acting-player/player-changes';
import type { Clock } from '../ports/clock.port';
import type { ProfileApi } from '../ports/profile-api.port';
import type { SessionExportModel } from '../session-export/session-export.model';
import type { ChartSpanSeconds } from '../session-detail/session-chart.model';
import type {
  OpenedRecording,
  RecordingAnalyser,
  RecordingOpenProgress,
  RecordingProblem,
} from './recording-analyser.port';

/** idle (nothing chosen yet) → opening (with progress) → open, or failed with the problem to show. */
export type RecordingAnalysisState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'opening'; readonly fileName: string; readonly progress: RecordingOpenProgress }
  | {
      readonly kind: 'open';
      /** One per file opened: the charts' timelines belong to it. */
      readonly id: string;
      readonly recording: OpenedRecording;
      /** The athlete the worker analysed with: its analysis stands while the form still says the same. */
      readonly analysedWith: AthleteProfile;
      /** The file's last-modified time: the export's start when the file has none. */
      readonly fileModifiedMs: number;
    }
  | { readonly kind: 'failed'; readonly fileName: string; readonly problem: RecordingProblem };

/** Who is looking: the account (its profile prefills the form), its units, and the acting player. */
export interface RecordingAnalysisViewer extends SignedInAccountSource {
  readonly user: {
    readonly accountId: string;
    readonly playerId: string;
    readonly unitDistance: DistanceUnit;
    readonly unitHeightWeight: HeightWeightUnit;
  } | null;
  readonly activePlayerId: string | null;
  readonly playerChanges$: PlayerChanges<unknown>;
}

export interface RecordingAnalysisDependencies {
  readonly analyser: RecordingAnalyser;
  readonly profiles: Pick<ProfileApi, 'getProfile'>;
  readonly viewer: RecordingAnalysisViewer;
  /**
   * `now` and `timeZone` for the athlete's age (on the viewer's local today); `scheduler` to let the
   * page draw between the parts of opening a file.
   */
  readonly clock: Pick<Clock, 'now' | 'timeZone' | 'scheduler'>;
  /** Makes the export model of the page over its source (the composition gives it its download and scheduler). */
  readonly exportModelFor: (source: () => Promise<SessionExport>) => SessionExportModel;
}

/** The device's own heart-rate summary beside ours (bpm; null when the file does not say). */
export interface DeviceComparison {
  readonly device: { readonly avgBpm: number | null; readonly maxBpm: number | null };
  readonly pulseboard: { readonly avgBpm: number | null; readonly maxBpm: number | null };
}

/** A span the charts are zoomed to, and its figures (analyseSessionWindow). */
export interface SpanSelection {
  readonly span: ChartSpanSeconds;
  readonly analysis: SessionAnalysis;
  /**
   * Whether the file measured speed or distance (its analysed part), as the summary reads it: without
   * it the span's AP and distance are not measured, never 0 (docs/product-rules.md#not-measured).
   */
  readonly movementMeasured: boolean;
}
