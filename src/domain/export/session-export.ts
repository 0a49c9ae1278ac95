import type { SessionSample } from '../session/session-sample';
import type { Bpm } from '../units/branded-units';

/**
 * What the export knows of the sport. TCX has its own three sports: running and cycling map to
 * Running and Biking; our team-session types (GAME, TRAINING, OTHER, INDIVIDUAL) and anything
 * unknown go out as Other.
 */
export type ExportSport = 'running' | 'cycling' | 'other';

/** One session as the exports take it: the same input for the CSV, the TCX and the file name. */
export interface SessionExport {
  /** Epoch milliseconds of the session start, the instant of t = 0. */
  readonly startedAtMs: number;
  /** The session's name as the user sees it (free text). */
  readonly title: string;
  readonly sport: ExportSport;
  /** In time order; t in seconds from the start. */
  readonly samples: readonly SessionSample[];
  /** The HRmax the session is analysed with (% HRmax and zones). */
  readonly hrmax: Bpm;
  /** Keytel kcal of the session, when known (it needs the weight). */
  readonly calories: number | null;
}
