import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliArgumentError, parseAnalyzeArguments } from './analyze-cli-arguments';

const GPX_FIXTURE = `<?xml version="1.0"?>
<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
  <trk><trkseg>
    <trkpt lat="47.0000" lon="8.0000"><time>2024-05-01T10:00:00Z</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>120</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>
    <trkpt lat="47.0001" lon="8.0000"><time>2024-05-01T10:00:05Z</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>130</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>
    <trkpt lat="47.0002" lon="8.0000"><time>2024-05-01T10:00:10Z</time></trkpt>
  </trkseg></trk>
</gpx>`;

const CLI = path.resolve(process.cwd(), 'tools/recording/analyze-cli.ts');
const TSX = path.resolve(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
const KEYS = [
  'durationSeconds',
  'samples',
  'coveragePercent',
  'avgBpm',
  'maxBpm',
  'hrmax',
  'timeAbove80Seconds',
  'zoneSeconds',
  'trimp',
  'calories',
  'activeSeconds',
  'distanceMeters',
  'highSpeedMeters',
  'sprints',
  'flags',
];

function runCli(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [TSX, CLI, ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('analyse CLI arguments', () => {
  it('reads the options; age defaults to 30', () => {
    expect(parseAnalyzeArguments(['a.fit'])).toEqual({
      file: 'a.fit',
      athlete: { age: 30, weightKg: undefined, sex: undefined, hrmaxMeasured: undefined },
    });
    expect(
      parseAnalyzeArguments(['--age', '40', 'a.fit', '--weight', '72.5', '--sex', 'f', '--hrmax', '190']).athlete,
    ).toEqual({
      age: 40,
      weightKg: 72.5,
      sex: 'f',
      hrmaxMeasured: 190,
    });
  });

  it('rejects bad arguments', () => {
    for (const argv of [
      [],
      ['a.fit', '--age'],
      ['a.fit', '--age', 'x'],
      ['a.fit', '--sex', 'x'],
      ['a.fit', '--weight', '-3'],
      ['a.fit', 'b.fit'],
      ['a.fit', '--nope'],
    ]) {
      expect(() => parseAnalyzeArguments(argv)).toThrow(CliArgumentError);
    }
  });
});

describe('analyse CLI process', () => {
  it('prints one JSON object with exactly the agreed keys', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pulseboard-cli-'));
    const file = path.join(dir, 'ride.gpx');
    writeFileSync(file, GPX_FIXTURE);
    const { status, stdout, stderr } = runCli([file, '--weight', '70']);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const summary = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(summary)).toEqual(KEYS);
    expect(summary).toMatchObject({ durationSeconds: 10, samples: 3, maxBpm: 130, hrmax: 187, flags: [] });
    expect(summary.zoneSeconds).toHaveLength(5);
    expect(typeof summary.calories).toBe('number');
  }, 30_000);

  it('fails with one line on stderr and exit code 1 for a missing file, a bad file or bad arguments', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pulseboard-cli-'));
    const bad = path.join(dir, 'bad.fit');
    writeFileSync(bad, 'this is not a FIT file');
    const withoutHeartRate = path.join(dir, 'walk.gpx');
    writeFileSync(withoutHeartRate, GPX_FIXTURE.replace(/<extensions>.*?<\/extensions>/gu, ''));
    for (const args of [[path.join(dir, 'missing.fit')], [bad], [withoutHeartRate], [], [bad, '--sex', 'x']]) {
      const { status, stdout, stderr } = runCli(args);
      expect(status).toBe(1);
      expect(stdout).toBe('');
      expect(stderr.trim().split('\n')).toHaveLength(1);
      if (args[0] === withoutHeartRate) expect(stderr).toBe('analyze: the recording has no heart rate\n');
    }
  }, 60_000);
});
