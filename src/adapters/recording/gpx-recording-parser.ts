import {
  RecordingParseError,
  readNumber,
  toSessionSamples,
  type ParsedRecording,
  type TimedSample,
} from './parsed-recording';
import { child, children, parseRecordingXml, textOf } from './xml-recording-reader';

/** Mean Earth radius in meters (IUGG R1), for the haversine great-circle distance. */
const EARTH_MEAN_RADIUS_METERS = 6_371_008.8;

/** Haversine great-circle distance between two WGS84 positions, in meters. */
export function measureHaversineMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLon = (lon2 - lon1) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_MEAN_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Parses a GPX 1.1 track. Heart rate comes from the Garmin TrackPointExtension
 * (`gpxtpx:TrackPointExtension/gpxtpx:hr`; namespace prefixes are stripped), and the
 * cumulative distance from the positions (haversine). GPX has no device summary, and no sport
 * from a fixed list (`trk/type` is free text), so its sport is `other`.
 */
export function parseGpxRecording(text: string): ParsedRecording {
  const root = child(parseRecordingXml(text), 'gpx');
  if (root === undefined) throw new RecordingParseError('NOT_A_RECORDING', 'not a GPX file');
  const timed: TimedSample[] = [];
  let distance = 0;
  let previous: { lat: number; lon: number } | undefined;
  for (const track of children(root, 'trk')) {
    for (const segment of children(track, 'trkseg')) {
      for (const point of children(segment, 'trkpt')) {
        const lat = readNumber(child(point, '@_lat'));
        const lon = readNumber(child(point, '@_lon'));
        let pointDistance: number | undefined;
        if (lat !== undefined && lon !== undefined) {
          if (previous !== undefined) distance += measureHaversineMeters(previous.lat, previous.lon, lat, lon);
          previous = { lat, lon };
          pointDistance = distance;
        }
        const extensions = child(point, 'extensions');
        const hrText = textOf(child(child(extensions, 'TrackPointExtension'), 'hr')) ?? textOf(child(extensions, 'hr'));
        const bpm = readNumber(hrText);
        timed.push({
          atMs: Date.parse(textOf(child(point, 'time')) ?? ''),
          bpm: bpm !== undefined && bpm > 0 ? bpm : undefined,
          distance: pointDistance,
        });
      }
    }
  }
  if (timed.length === 0) throw new RecordingParseError('NOT_A_RECORDING', 'GPX file has no track points');
  const { startedAtMs, samples } = toSessionSamples(timed);
  return { format: 'gpx', startedAtMs, sport: 'other', samples, deviceSummary: {} };
}
