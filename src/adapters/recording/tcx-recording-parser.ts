import type { ExportSport } from '../../domain/export/session-export';
import {
  RecordingParseError,
  readNumber,
  toSessionSamples,
  type ParsedRecording,
  type TimedSample,
} from './parsed-recording';
import { child, children, parseRecordingXml, textOf } from './xml-recording-reader';

/** TCX names three sports: Running, Biking and Other. */
function sportOf(value: unknown): ExportSport {
  if (value === 'Running') return 'running';
  if (value === 'Biking') return 'cycling';
  return 'other';
}

/**
 * Parses a Garmin Training Center (TCX v2) activity: every Trackpoint's Time,
 * HeartRateBpm/Value, DistanceMeters and the ActivityExtension TPX/Speed (m/s).
 * The device summary is built from the laps: max of the lap maxima, and the lap
 * averages weighted by lap time. The sport is the first Activity's Sport attribute.
 */
export function parseTcxRecording(text: string): ParsedRecording {
  const root = child(parseRecordingXml(text), 'TrainingCenterDatabase');
  if (root === undefined) throw new RecordingParseError('NOT_A_RECORDING', 'not a TCX file');
  const timed: TimedSample[] = [];
  let lapSeconds = 0;
  let lapBpmSeconds = 0;
  // Laps of no length (a one-point recording) cannot weight an average: their plain mean stands in.
  const untimedLapAverages: number[] = [];
  let lapMax: number | undefined;
  let sport: ExportSport | undefined;
  for (const activity of children(child(root, 'Activities'), 'Activity')) {
    sport ??= sportOf(child(activity, '@_Sport'));
    for (const lap of children(activity, 'Lap')) {
      const avg = readNumber(textOf(child(child(lap, 'AverageHeartRateBpm'), 'Value')));
      const max = readNumber(textOf(child(child(lap, 'MaximumHeartRateBpm'), 'Value')));
      const seconds = readNumber(textOf(child(lap, 'TotalTimeSeconds')));
      if (avg !== undefined && seconds !== undefined && seconds > 0) {
        lapSeconds += seconds;
        lapBpmSeconds += avg * seconds;
      } else if (avg !== undefined) {
        untimedLapAverages.push(avg);
      }
      if (max !== undefined) lapMax = Math.max(lapMax ?? max, max);
      for (const track of children(lap, 'Track')) {
        for (const point of children(track, 'Trackpoint')) {
          const bpm = readNumber(textOf(child(child(point, 'HeartRateBpm'), 'Value')));
          timed.push({
            atMs: Date.parse(textOf(child(point, 'Time')) ?? ''),
            bpm: bpm !== undefined && bpm > 0 ? bpm : undefined,
            distance: readNumber(textOf(child(point, 'DistanceMeters'))),
            speed: readNumber(textOf(child(child(child(point, 'Extensions'), 'TPX'), 'Speed'))),
          });
        }
      }
    }
  }
  if (timed.length === 0) throw new RecordingParseError('NOT_A_RECORDING', 'TCX file has no trackpoints');
  const { startedAtMs, samples } = toSessionSamples(timed);
  return {
    format: 'tcx',
    startedAtMs,
    sport: sport ?? 'other',
    samples,
    deviceSummary: {
      avgHeartRate: lapSeconds > 0 ? lapBpmSeconds / lapSeconds : meanOf(untimedLapAverages),
      maxHeartRate: lapMax,
    },
  };
}

function meanOf(values: readonly number[]): number | undefined {
  return values.length === 0 ? undefined : values.reduce((sum, value) => sum + value, 0) / values.length;
}
