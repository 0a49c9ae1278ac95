import type { SessionAnalysis } from '../session/session-analysis';
import { measureSeriesSpan, trimLongSession } from '../session/session-limits';
import { isValidBpm, MAX_SAMPLE_HOLD_SECONDS, type SessionSample } from '../session/session-sample';

/**
 * Heart-rate dropouts: stretches between two consecutive valid heart-rate readings that are more
 * than MAX_SAMPLE_HOLD_SECONDS (10 s) apart, so the reading before is not held across them
 * (docs/product-rules.md#samples). A run of artefacts (bpm outside 30–230) is no reading, so it
 * falls inside a dropout when it lasts long enough.
 */
export interface HeartRateDropouts {
  readonly count: number;
  /** Σ of the dropouts' lengths: the time from the reading before each one to the reading after it. */
  readonly seconds: number;
}

/** What a recording file is worth as data: the data-quality card of the file page. */
export interface RecordingQuality {
  /** The whole file: last sample time − first sample time. */
  readonly recordedSeconds: number;
  /** The part analysed (the first 4 h at most). */
  readonly analysedSeconds: number;
  /** Share of the analysed time with heart-rate data, 0–100. */
  readonly coveragePercent: number;
  /** Dropouts over 10 s in the analysed part. */
  readonly dropouts: HeartRateDropouts;
  /** Heart-rate values dropped as artefacts in the analysed part. */
  readonly artefactCount: number;
  /** Over 3.5 h (docs/product-rules.md#session-limits). */
  readonly tooLong: boolean;
  /** Over 4 h: only the first 4 h are analysed. */
  readonly trimmed: boolean;
}

/** Counts the heart-rate dropouts over 10 s of a series in time order (see HeartRateDropouts). */
export function countHeartRateDropouts(samples: readonly SessionSample[]): HeartRateDropouts {
  const maxHold = MAX_SAMPLE_HOLD_SECONDS;
  let count = 0;
  let seconds = 0;
  let lastT: number | null = null;
  for (const sample of samples) {
    const bpm = sample.bpm;
    if (bpm === undefined || !isValidBpm(bpm)) continue;
    if (lastT !== null) {
      const gap = sample.t - lastT;
      if (gap > maxHold) {
        count += 1;
        seconds += gap;
      }
    }
    lastT = sample.t;
  }
  return { count, seconds };
}

/**
 * The data quality of a recording: its recorded span, the analysed span, the heart-rate coverage
 * and artefacts of the analysis, the dropouts of the analysed part, and the length flags.
 * `analysis` is analyseSession of the same samples (any athlete: none of these depend on it).
 */
export function assessRecordingQuality(samples: readonly SessionSample[], analysis: SessionAnalysis): RecordingQuality {
  return {
    recordedSeconds: measureSeriesSpan(samples),
    analysedSeconds: analysis.durationSeconds,
    coveragePercent: analysis.coveragePercent,
    dropouts: countHeartRateDropouts(trimLongSession(samples)),
    artefactCount: analysis.artefactCount,
    tooLong: analysis.flags.includes('too-long'),
    trimmed: analysis.flags.includes('trimmed'),
  };
}
