import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIVE_FIT_POINTS, encodeFitActivity } from './fit-file.test-support';
import { parseFitRecording } from './fit-recording-parser';
import { measureHaversineMeters, parseGpxRecording } from './gpx-recording-parser';
import { RecordingParseError } from './parsed-recording';
import { parseRecording } from './parse-recording';
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
    expect(() => parseRecording(new TextEncoder().encode('not a fit file at all'), 'x.fit')).toThrow(
      RecordingParseError,
    );
  });
});

const encode = (text: string) => new TextEncoder().encode(text);

function problemOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof RecordingParseError) return error.problem;
    throw error;
  }
  return 'parsed';
}

describe('FIT parser', () => {
  const fit = encodeFitActivity({ points: FIVE_FIT_POINTS, sport: 'running', avgHeartRate: 122, maxHeartRate: 124 });

  it('reads records, the session sport and the device summary', () => {
    const recording = parseRecording(fit, 'morning.fit');
    expect(recording).toMatchObject({ format: 'fit', startedAtMs: Date.UTC(2024, 4, 1, 10), sport: 'running' });
    expect(recording.deviceSummary).toEqual({ avgHeartRate: 122, maxHeartRate: 124 });
    expect(recording.samples).toEqual([0, 1, 2, 3, 4].map((i) => ({ t: i, bpm: 120 + i, distance: i * 3, speed: 3 })));
  });

  it.each([
    ['cycling', 'cycling'],
    ['running', 'running'],
    ['swimming', 'other'],
    [undefined, 'other'],
  ] as const)('maps the FIT sport %s to %s', (sport, expected) => {
    const bytes = encodeFitActivity({ points: FIVE_FIT_POINTS, ...(sport === undefined ? {} : { sport }) });
    expect(parseFitRecording(bytes).sport).toBe(expected);
  });

  it('reports TRUNCATED for a FIT file cut anywhere after its header signature', () => {
    fc.assert(
      fc.property(fc.integer({ min: 12, max: fit.length - 1 }), (length) => {
        expect(problemOf(() => parseRecording(fit.slice(0, length), 'cut.fit'))).toBe('TRUNCATED');
      }),
      { numRuns: 200 },
    );
  });

  it('reports NOT_A_RECORDING for bytes that are not FIT, or a FIT file without records', () => {
    expect(problemOf(() => parseRecording(encode('not a fit file at all'), 'x.fit'))).toBe('NOT_A_RECORDING');
    expect(problemOf(() => parseRecording(fit.slice(0, 11), 'x.fit'))).toBe('NOT_A_RECORDING');
    expect(problemOf(() => parseRecording(encodeFitActivity({ points: [], sport: 'running' }), 'x.fit'))).toBe(
      'NOT_A_RECORDING',
    );
  });

  it('reports NO_HEART_RATE for records without a heart rate (0 means no reading)', () => {
    const points = FIVE_FIT_POINTS.map(({ atMs, distance }) => ({
      atMs,
      ...(distance === undefined ? {} : { distance }),
    }));
    expect(problemOf(() => parseRecording(encodeFitActivity({ points }), 'x.fit'))).toBe('NO_HEART_RATE');
    const zeros = FIVE_FIT_POINTS.map((point) => ({ ...point, heartRate: 0 }));
    expect(problemOf(() => parseRecording(encodeFitActivity({ points: zeros }), 'x.fit'))).toBe('NO_HEART_RATE');
  });
});

describe('parseRecording problems', () => {
  it('reports UNSUPPORTED_TYPE by extension, and reads the extension case-insensitively', () => {
    expect(problemOf(() => parseRecording(encode(GPX_FIXTURE), 'track.gpx.csv'))).toBe('UNSUPPORTED_TYPE');
    expect(problemOf(() => parseRecording(encode(GPX_FIXTURE), 'gpx'))).toBe('UNSUPPORTED_TYPE');
    expect(parseRecording(encode(GPX_FIXTURE), 'TRACK.GPX').format).toBe('gpx');
  });

  it('reports NO_HEART_RATE for a GPX without the heart-rate extension', () => {
    const withoutHr = GPX_FIXTURE.replace(/<extensions>.*?<\/extensions>/gsu, '');
    expect(withoutHr).not.toContain('hr>');
    expect(problemOf(() => parseRecording(encode(withoutHr), 'x.gpx'))).toBe('NO_HEART_RATE');
  });

  it('reports NO_HEART_RATE when every heart rate is outside the valid range', () => {
    const artefacts = TCX_FIXTURE.replaceAll('<Value>140</Value>', '<Value>250</Value>').replaceAll(
      '<Value>142</Value>',
      '<Value>20</Value>',
    );
    expect(problemOf(() => parseRecording(encode(artefacts), 'x.tcx'))).toBe('NO_HEART_RATE');
  });

  it('reports NOT_A_RECORDING for a track without points or without a single timed point', () => {
    expect(problemOf(() => parseRecording(encode('<gpx><trk><trkseg/></trk></gpx>'), 'x.gpx'))).toBe('NOT_A_RECORDING');
    const untimed = TCX_FIXTURE.replace(/<Time>[^<]*<\/Time>/gu, '<Time>soon</Time>');
    expect(problemOf(() => parseRecording(encode(untimed), 'x.tcx'))).toBe('NOT_A_RECORDING');
    expect(problemOf(() => parseRecording(encode('<other/>'), 'x.tcx'))).toBe('NOT_A_RECORDING');
    expect(problemOf(() => parseRecording(encode('<gpx><trk>'), 'x.gpx'))).toBe('NOT_A_RECORDING');
    for (const name of ['x.fit', 'x.tcx', 'x.gpx'])
      expect(problemOf(() => parseRecording(new Uint8Array(0), name))).toBe('NOT_A_RECORDING');
  });

  it('maps the TCX Activity Sport: Running, Biking, anything else is other', () => {
    expect(parseTcxRecording(TCX_FIXTURE).sport).toBe('running');
    expect(parseTcxRecording(TCX_FIXTURE.replace('Sport="Running"', 'Sport="Biking"')).sport).toBe('cycling');
    expect(parseTcxRecording(TCX_FIXTURE.replace('Sport="Running"', 'Sport="Other"')).sport).toBe('other');
    expect(parseGpxRecording(GPX_FIXTURE).sport).toBe('other');
  });

  it('answers any bytes with a recording or a RecordingParseError, never another exception', () => {
    const fitPrefix = encodeFitActivity({ points: FIVE_FIT_POINTS, sport: 'running' });
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      // Mutations of a valid FIT file: the decoder meets damaged definitions and data.
      fc
        .tuple(fc.integer({ min: 0, max: fitPrefix.length - 1 }), fc.integer({ min: 0, max: 255 }))
        .map(([at, value]) => {
          const copy = fitPrefix.slice();
          copy[at] = value;
          return copy;
        }),
      fc.string({ maxLength: 300 }).map(encode),
    );
    fc.assert(
      fc.property(bytes, fc.constantFrom('a.fit', 'a.tcx', 'a.gpx'), (input, name) => {
        expect(['parsed', 'NOT_A_RECORDING', 'TRUNCATED', 'NO_HEART_RATE']).toContain(
          problemOf(() => parseRecording(input, name)),
        );
      }),
      { numRuns: 500 },
    );
  });
});
