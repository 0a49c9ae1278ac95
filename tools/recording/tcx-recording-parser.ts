import { RecordingParseError, readNumber, toSessionSamples, type ParsedRecording, type TimedSample } from './parsed-recording';
import { child, children, parseRecordingXml, textOf } from './xml-recording-reader';

/**
 * Parses a Garmin Training Center (TCX v2) activity: every Trackpoint's Time,
 * HeartRateBpm/Value, DistanceMeters and the ActivityExtension TPX/Speed (m/s).
 * The device summary is built from the laps: max of the lap maxima, and the lap
 * averages weighted by lap time.
 */
export function parseTcxRecording(text: string): ParsedRecording {
  const root = child(parseRecordingXml(text), 'TrainingCenterDatabase');
  if (root === undefined) throw new RecordingParseError('not a TCX file');
  const timed: TimedSample[] = [];
  let lapSeconds = 0;
  let lapBpmSeconds = 0;
  let lapMax: number | undefined;
  for (const activity of children(child(root, 'Activities'), 'Activity')) {
    for (const lap of children(activity, 'Lap')) {
      const avg = readNumber(textOf(child(child(lap, 'AverageHeartRateBpm'), 'Value')));
      const max = readNumber(textOf(child(child(lap, 'MaximumHeartRateBpm'), 'Value')));
      const seconds = readNumber(textOf(child(lap, 'TotalTimeSeconds')));
      if (avg !== undefined && seconds !== undefined && seconds > 0) {
        lapSeconds += seconds;
        lapBpmSeconds += avg * seconds;
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
  if (timed.length === 0) throw new RecordingParseError('TCX file has no trackpoints');
  const { startedAtMs, samples } = toSessionSamples(timed);
  return {
    format: 'tcx',
    startedAtMs,
    samples,
    deviceSummary: { avgHeartRate: lapSeconds > 0 ? lapBpmSeconds / lapSeconds : undefined, maxHeartRate: lapMax },
  };
}
