import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { handleRecordingAnalysisRequest } from '../../src/adapters/recording/recording-analysis-handler';
import {
  fromSampleColumns,
  type RecordingAnalysisReply,
} from '../../src/adapters/recording/recording-analysis-messages';
import { analyseSession } from '../../src/domain/session/session-analysis';
import { trimLongSession } from '../../src/domain/session/session-limits';
import { isValidBpm, type SessionSample } from '../../src/domain/session/session-sample';
import { readRecordingFile } from './read-recording-file';
import { summariseRecording } from './recording-summary';

/** The real recordings live beside the project (also in a CI clone placed beside shared/). */
const RECORDINGS_DIR = path.resolve(process.cwd(), '../shared/data/recordings');
const haveRecordings = existsSync(RECORDINGS_DIR);
if (!haveRecordings) console.warn(`Skipping recording tests: ${RECORDINGS_DIR} not found`);

interface Provenance {
  readonly file: string;
  readonly durationSeconds: number;
  readonly records: number;
  readonly hrSamples: number;
  readonly min: number;
  readonly avg: number;
  readonly max: number;
  readonly flags: readonly string[];
}

/** Figures from shared/data/recordings/PROVENANCE.md (durations h:mm:ss → s). */
const PROVENANCE: readonly Provenance[] = [
  {
    file: 'run_intervals_5x3min_fr965.fit',
    durationSeconds: 4487,
    records: 4488,
    hrSamples: 4488,
    min: 77,
    avg: 142.7,
    max: 199,
    flags: [],
  },
  {
    file: 'run_4x1km_fenix5x_hrmrun_rr.fit',
    durationSeconds: 1680,
    records: 1681,
    hrSamples: 1681,
    min: 98,
    avg: 157.6,
    max: 177,
    flags: [],
  },
  {
    file: 'run_steady_fenix2.fit',
    durationSeconds: 2833,
    records: 2809,
    hrSamples: 2808,
    min: 69,
    avg: 154.0,
    max: 178,
    flags: [],
  },
  {
    file: 'ride_power_edge810.fit',
    durationSeconds: 4699,
    records: 4700,
    hrSamples: 4671,
    min: 72,
    avg: 153.9,
    max: 176,
    flags: [],
  },
  {
    file: 'ride_long_hr_dropout_coros_pace2.fit',
    durationSeconds: 12718,
    records: 11272,
    hrSamples: 8946,
    min: 80,
    avg: 131.9,
    max: 168,
    flags: ['too-long'],
  },
  {
    file: 'mtb_long_dropouts_edge_mtb.fit',
    durationSeconds: 14455,
    records: 14456,
    hrSamples: 13251,
    min: 24,
    avg: 108.0,
    max: 179,
    flags: ['too-long', 'trimmed'],
  },
  {
    file: 'run_fr410.tcx',
    durationSeconds: 1992,
    records: 384,
    hrSamples: 383,
    min: 60,
    avg: 156.7,
    max: 189,
    flags: [],
  },
  {
    file: 'ride_short_fitbit_versa.tcx',
    durationSeconds: 463,
    records: 465,
    hrSamples: 465,
    min: 115,
    avg: 133.8,
    max: 156,
    flags: [],
  },
];

const DROPOUT_FILES = new Set(['ride_long_hr_dropout_coros_pace2.fit', 'mtb_long_dropouts_edge_mtb.fit']);
const athlete = { age: 30, weightKg: 75, sex: 'm' as const };

/** Each file is parsed once for all its tests. */
const parsed = new Map<string, ReturnType<typeof readRecordingFile>>();
function load(file: string): ReturnType<typeof readRecordingFile> {
  let recording = parsed.get(file);
  if (recording === undefined) {
    recording = readRecordingFile(path.join(RECORDINGS_DIR, file));
    parsed.set(file, recording);
  }
  return recording;
}

function bpmsOf(samples: readonly SessionSample[]): number[] {
  return samples.flatMap((s) => (s.bpm === undefined ? [] : [s.bpm]));
}

describe.skipIf(!haveRecordings)('real recordings', () => {
  it('covers every recording in the folder', async () => {
    const { readdirSync } = await import('node:fs');
    const files = readdirSync(RECORDINGS_DIR).filter((f) => /\.(fit|tcx|gpx)$/i.test(f));
    expect(files.sort()).toEqual(PROVENANCE.map((p) => p.file).sort());
  });

  describe.each(PROVENANCE)('$file', (expected) => {
    it('parses the counts, duration and min/avg/max given in PROVENANCE.md', async () => {
      const { samples } = await load(expected.file);
      const bpms = bpmsOf(samples);
      expect(samples).toHaveLength(expected.records);
      expect(bpms).toHaveLength(expected.hrSamples);
      expect((samples.at(-1) as SessionSample).t - (samples[0] as SessionSample).t).toBe(expected.durationSeconds);
      expect(Math.min(...bpms)).toBe(expected.min);
      expect(Math.max(...bpms)).toBe(expected.max);
      expect(bpms.reduce((a, b) => a + b, 0) / bpms.length).toBeCloseTo(expected.avg, 1);
    });

    it('analyses it: max is the highest valid sample, duration, flags, artefacts dropped', async () => {
      const { samples } = await load(expected.file);
      const analysis = analyseSession(samples, athlete);
      const analysed = bpmsOf(trimLongSession(samples));
      const valid = analysed.filter(isValidBpm);
      expect(analysis.durationSeconds).toBe(Math.min(expected.durationSeconds, 14_400));
      expect(analysis.flags).toEqual(expected.flags);
      expect(analysis.maxBpm).toBe(Math.max(...valid));
      expect(analysis.minBpm).toBe(Math.min(...valid));
      expect(analysis.hrSampleCount).toBe(valid.length);
      expect(analysis.artefactCount).toBe(analysed.length - valid.length);
      expect(analysis.coveragePercent).toBeGreaterThan(0);
      expect(analysis.coveragePercent).toBeLessThanOrEqual(100);
    });

    it('opens the same in the analysis worker: the analysed samples (and the last one), sport and figures as `npm run analyze`', async () => {
      const recording = await load(expected.file);
      const bytes = readFileSync(path.join(RECORDINGS_DIR, expected.file));
      const replies: RecordingAnalysisReply[] = [];
      handleRecordingAnalysisRequest(
        { type: 'open', fileName: expected.file, bytes: new Uint8Array(bytes).buffer, athlete },
        (reply) => replies.push(reply),
      );
      const opened = replies.at(-1);
      if (opened?.type !== 'opened') throw new Error(`not opened: ${JSON.stringify(opened)}`);
      const samples = fromSampleColumns(opened.recording.columns);
      // The page gets the first 4 hours and, for a longer file, its last sample (the recorded span).
      const analysed = trimLongSession(recording.samples);
      expect(samples).toEqual(
        analysed.length === recording.samples.length ? recording.samples : [...analysed, recording.samples.at(-1)],
      );
      expect(opened.recording.sport).toBe(recording.sport);
      // The files are named by their sport: run_…, ride_… and mtb_… (FIT session sport, TCX Activity Sport).
      expect(recording.sport).toBe(expected.file.startsWith('run_') ? 'running' : 'cycling');
      expect(opened.recording.deviceSummary).toEqual(recording.deviceSummary);
      expect(summariseRecording(samples, athlete)).toEqual(summariseRecording(recording.samples, athlete));
      expect(opened.recording.analysis).toEqual(analyseSession(recording.samples, athlete));
    });

    it('agrees with the device’s own summary where the file has one', async () => {
      const { samples, deviceSummary } = await load(expected.file);
      const analysis = analyseSession(samples, athlete);
      if (deviceSummary.avgHeartRate !== undefined) {
        expect(Math.abs((analysis.avgBpm as number) - deviceSummary.avgHeartRate)).toBeLessThanOrEqual(2);
      }
      if (deviceSummary.maxHeartRate !== undefined) expect(analysis.maxBpm).toBe(deviceSummary.maxHeartRate);
      // Without a device summary the time-weighted mean still stays near the per-sample mean of 1-s files.
      if (expected.file !== 'run_fr410.tcx')
        expect(Math.abs((analysis.avgBpm as number) - expected.avg)).toBeLessThanOrEqual(2);
    });
  });

  describe.each(PROVENANCE.filter((p) => DROPOUT_FILES.has(p.file)))('dropouts in $file', (expected) => {
    it('does not count gaps as zero', async () => {
      const { samples } = await load(expected.file);
      const analysis = analyseSession(samples, athlete);
      const valid = bpmsOf(trimLongSession(samples)).filter(isValidBpm);
      const sampleMean = valid.reduce((a, b) => a + b, 0) / valid.length;
      expect(analysis.coveragePercent).toBeLessThan(100);
      expect(analysis.hrCoveredSeconds).toBeLessThan(analysis.durationSeconds);
      expect(Math.abs((analysis.avgBpm as number) - sampleMean)).toBeLessThan(1);
    });
  });

  it('drops the 24-bpm artefacts of the MTB ride', async () => {
    const { samples } = await load('mtb_long_dropouts_edge_mtb.fit');
    const artefacts = bpmsOf(trimLongSession(samples)).filter((bpm) => bpm === 24);
    expect(artefacts.length).toBeGreaterThan(0);
    const analysis = analyseSession(samples, athlete);
    expect(analysis.artefactCount).toBe(artefacts.length);
    expect(analysis.minBpm).toBeGreaterThanOrEqual(30);
  });

  it('the FR410 file (about 5 s sampling) is weighted by time: near the device’s lap average, not the sample mean', async () => {
    const { samples, deviceSummary } = await load('run_fr410.tcx');
    const analysis = analyseSession(samples, athlete);
    expect(Math.abs((analysis.avgBpm as number) - (deviceSummary.avgHeartRate as number))).toBeLessThan(1);
    expect(Math.abs((analysis.sampleMeanBpm as number) - (deviceSummary.avgHeartRate as number))).toBeGreaterThan(2);
  });
});
