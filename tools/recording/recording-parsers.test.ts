import { describe, expect, it } from 'vitest';
import { measureHaversineMeters, parseGpxRecording } from './gpx-recording-parser';
import { RecordingParseError } from './parsed-recording';
import { parseRecording } from './read-recording-file';
import { parseTcxRecording } from './tcx-recording-parser';

const GPX_FIXTURE = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"
  xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
  <trk><trkseg>
    <trkpt lat="47.0000" lon="8.0000"><time>2024-05-01T10:00:00Z</time>
      <extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>120</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>
    <trkpt lat="47.0001" lon="8.0000"><time>2024-05-01T10:00:05Z</time>
      <extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>130</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>
    <trkpt lat="47.0002" lon="8.0000"><time>2024-05-01T10:00:10Z</time></trkpt>
  </trkseg></trk>
</gpx>`;

const TCX_FIXTURE = `<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"
  xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">
  <Activities><Activity Sport="Running"><Lap StartTime="2024-05-01T10:00:00Z">
    <TotalTimeSeconds>2</TotalTimeSeconds>
    <AverageHeartRateBpm><Value>141</Value></AverageHeartRateBpm>
    <MaximumHeartRateBpm><Value>142</Value></MaximumHeartRateBpm>
    <Track>
      <Trackpoint><Time>2024-05-01T10:00:00Z</Time><DistanceMeters>0</DistanceMeters>
        <HeartRateBpm><Value>140</Value></HeartRateBpm>
        <Extensions><ns3:TPX><ns3:Speed>3.5</ns3:Speed></ns3:TPX></Extensions></Trackpoint>
      <Trackpoint><Time>2024-05-01T10:00:01Z</Time><DistanceMeters>3.5</DistanceMeters>
        <HeartRateBpm><Value>142</Value></HeartRateBpm></Trackpoint>
      <Trackpoint><Time>2024-05-01T10:00:02Z</Time><DistanceMeters>7</DistanceMeters>
        <HeartRateBpm><Value>0</Value></HeartRateBpm></Trackpoint>
    </Track>
  </Lap></Activity></Activities>
</TrainingCenterDatabase>`;

describe('GPX parser', () => {
  it('reads time, gpxtpx heart rate and distance from positions', () => {
    const recording = parseGpxRecording(GPX_FIXTURE);
    expect(recording.format).toBe('gpx');
    expect(recording.startedAtMs).toBe(Date.UTC(2024, 4, 1, 10, 0, 0));
    expect(recording.samples.map((s) => s.t)).toEqual([0, 5, 10]);
    expect(recording.samples.map((s) => s.bpm)).toEqual([120, 130, undefined]);
    // 0.0001° of latitude ≈ 11.12 m.
    expect(recording.samples[2]?.distance).toBeCloseTo(22.24, 1);
  });

  it('haversine: one degree of latitude ≈ 111.2 km', () => {
    expect(measureHaversineMeters(0, 0, 1, 0)).toBeCloseTo(111_195, -1);
  });
});

describe('TCX parser', () => {
  it('reads trackpoints (HR 0 = no reading), speed extension and lap summary', () => {
    const recording = parseTcxRecording(TCX_FIXTURE);
    expect(recording.samples).toEqual([
      { t: 0, bpm: 140, speed: 3.5, distance: 0 },
      { t: 1, bpm: 142, distance: 3.5 },
      { t: 2, distance: 7 },
    ]);
    expect(recording.deviceSummary).toEqual({ avgHeartRate: 141, maxHeartRate: 142 });
  });
});

describe('parseRecording', () => {
  it('rejects unknown types, broken XML and non-FIT bytes', () => {
    expect(() => parseRecording(new Uint8Array([1, 2, 3]), 'x.csv')).toThrow(RecordingParseError);
    expect(() => parseRecording(new TextEncoder().encode('<gpx><trk>'), 'x.gpx')).toThrow(RecordingParseError);
    expect(() => parseRecording(new TextEncoder().encode('<other/>'), 'x.tcx')).toThrow(RecordingParseError);
    expect(() => parseRecording(new TextEncoder().encode('not a fit file at all'), 'x.fit')).toThrow(RecordingParseError);
  });
});
