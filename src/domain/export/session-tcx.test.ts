import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SessionSample } from '../session/session-sample';
import { generateSessionSamples } from './session-export.test-support';
import { buildSessionTcx, streamSessionTcx } from './session-tcx';

const startedAtMs = Date.parse('2026-11-03T07:30:00Z');
const threeSeconds = [
  { t: 0, bpm: 120, speed: 0.8, distance: 0 },
  { t: 1, bpm: 152, speed: 3.25, distance: 3.25 },
  { t: 2, bpm: 171, speed: 3.5, distance: 6.75 },
];
const session = { startedAtMs, title: 'Morning run', sport: 'running' as const, samples: threeSeconds, calories: 0.4 };

const trackpointCount = (tcx: string): number => tcx.split('<Trackpoint>').length - 1;

describe('session TCX: worked examples', () => {
  it('a 3-second run, exactly', () => {
    // Lap: 2 s long, 6.75 m, average 136 bpm (120 and 152 each held 1 s; the last reading closes the session), max 171.
    expect(buildSessionTcx(session)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"' +
        ' xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"' +
        ' xsi:schemaLocation="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2 http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd">\n' +
        '  <Activities>\n' +
        '    <Activity Sport="Running">\n' +
        '      <Id>2026-11-03T07:30:00Z</Id>\n' +
        '      <Lap StartTime="2026-11-03T07:30:00Z">\n' +
        '        <TotalTimeSeconds>2</TotalTimeSeconds>\n' +
        '        <DistanceMeters>6.75</DistanceMeters>\n' +
        '        <Calories>0</Calories>\n' +
        '        <AverageHeartRateBpm><Value>136</Value></AverageHeartRateBpm>\n' +
        '        <MaximumHeartRateBpm><Value>171</Value></MaximumHeartRateBpm>\n' +
        '        <Intensity>Active</Intensity>\n' +
        '        <TriggerMethod>Manual</TriggerMethod>\n' +
        '        <Track>\n' +
        '          <Trackpoint><Time>2026-11-03T07:30:00Z</Time><DistanceMeters>0</DistanceMeters><HeartRateBpm><Value>120</Value></HeartRateBpm>' +
        '<Extensions><ns3:TPX><ns3:Speed>0.8</ns3:Speed></ns3:TPX></Extensions></Trackpoint>\n' +
        '          <Trackpoint><Time>2026-11-03T07:30:01Z</Time><DistanceMeters>3.25</DistanceMeters><HeartRateBpm><Value>152</Value></HeartRateBpm>' +
        '<Extensions><ns3:TPX><ns3:Speed>3.25</ns3:Speed></ns3:TPX></Extensions></Trackpoint>\n' +
        '          <Trackpoint><Time>2026-11-03T07:30:02Z</Time><DistanceMeters>6.75</DistanceMeters><HeartRateBpm><Value>171</Value></HeartRateBpm>' +
        '<Extensions><ns3:TPX><ns3:Speed>3.5</ns3:Speed></ns3:TPX></Extensions></Trackpoint>\n' +
        '        </Track>\n' +
        '      </Lap>\n' +
        '      <Notes>Morning run</Notes>\n' +
        '    </Activity>\n' +
        '  </Activities>\n' +
        '</TrainingCenterDatabase>\n',
    );
  });

  it('maps the sport: running → Running, cycling → Biking, anything else → Other', () => {
    expect(buildSessionTcx({ ...session, sport: 'cycling' })).toContain('<Activity Sport="Biking">');
    expect(buildSessionTcx({ ...session, sport: 'other' })).toContain('<Activity Sport="Other">');
  });

  it('escapes the name; a blank name writes no Notes', () => {
    expect(buildSessionTcx({ ...session, title: ' 5 < 6 & "Ça va" ' })).toContain(
      '<Notes>5 &lt; 6 &amp; &quot;Ça va&quot;</Notes>',
    );
    expect(buildSessionTcx({ ...session, title: '  ' })).not.toContain('<Notes>');
  });

  it('writes only the channels a sample has; times keep their milliseconds', () => {
    const tcx = buildSessionTcx({
      ...session,
      samples: [{ t: 0, bpm: 99.6 }, { t: 1.25 }, { t: 2.5, speed: 1.23456 }],
    });
    expect(tcx).toContain(
      '<Trackpoint><Time>2026-11-03T07:30:00Z</Time><HeartRateBpm><Value>100</Value></HeartRateBpm></Trackpoint>',
    );
    expect(tcx).toContain('<Trackpoint><Time>2026-11-03T07:30:01.250Z</Time></Trackpoint>');
    expect(tcx).toContain(
      '<Time>2026-11-03T07:30:02.500Z</Time><Extensions><ns3:TPX><ns3:Speed>1.235</ns3:Speed></ns3:TPX></Extensions>',
    );
    // The lap's distance is required by the schema: 0 here, as a single speed reading covers no time.
    expect(tcx).toContain('        <DistanceMeters>0</DistanceMeters>\n');
  });

  it('keeps the recorded heart rates it can write (1–255 bpm), artefacts included; the lap figures leave artefacts out', () => {
    const tcx = buildSessionTcx({
      ...session,
      samples: [
        { t: 0, bpm: 24 },
        { t: 1, bpm: 140 },
        { t: 2, bpm: 235 },
        { t: 3, bpm: 0 },
        { t: 4, bpm: 300 },
      ],
    });
    expect(tcx.match(/<HeartRateBpm><Value>\d+<\/Value><\/HeartRateBpm>/g)).toEqual([
      '<HeartRateBpm><Value>24</Value></HeartRateBpm>',
      '<HeartRateBpm><Value>140</Value></HeartRateBpm>',
      '<HeartRateBpm><Value>235</Value></HeartRateBpm>',
    ]);
    expect(tcx).toContain('<MaximumHeartRateBpm><Value>140</Value></MaximumHeartRateBpm>');
  });

  it('rounds the calories into the schema range', () => {
    expect(buildSessionTcx({ ...session, calories: 512.6 })).toContain('<Calories>513</Calories>');
    expect(buildSessionTcx({ ...session, calories: 1e6 })).toContain('<Calories>65535</Calories>');
    expect(buildSessionTcx({ ...session, calories: null })).toContain('<Calories>0</Calories>');
  });

  it('a session without samples has a lap but no track (a track needs a trackpoint)', () => {
    const tcx = buildSessionTcx({ ...session, samples: [] });
    expect(tcx).toContain('<TotalTimeSeconds>0</TotalTimeSeconds>');
    expect(tcx).not.toContain('<Track>');
    expect(tcx).not.toContain('HeartRateBpm');
  });

  it('covers the analysed part only: a 5-hour session stops at 4 h', () => {
    const samples = Array.from({ length: 1801 }, (_, i) => ({ t: i * 10, bpm: 140 }));
    const tcx = buildSessionTcx({ ...session, samples });
    expect(trackpointCount(tcx)).toBe(1441);
    expect(tcx).toContain('<Time>2026-11-03T11:30:00Z</Time>');
    expect(tcx).toContain('<TotalTimeSeconds>14400</TotalTimeSeconds>');
  });
});

describe('session TCX: chunks', () => {
  it('hold at most N trackpoints each, the head and the tail apart, and add up to the whole document', () => {
    fc.assert(
      fc.property(
        generateSessionSamples({ maxLength: 200 }),
        fc.integer({ min: 1, max: 50 }),
        (samples: SessionSample[], size) => {
          const input = { ...session, samples };
          const chunks = [...streamSessionTcx(input, size)];
          expect(chunks.join('')).toBe(buildSessionTcx(input));
          const counts = chunks.map(trackpointCount);
          expect(counts[0]).toBe(0);
          expect(counts.at(-1)).toBe(0);
          const middle = counts.slice(1, -1);
          expect(middle.slice(0, -1).every((count) => count === size)).toBe(true);
          expect(middle.reduce((a, b) => a + b, 0)).toBe(samples.length);
        },
      ),
    );
  });
});
