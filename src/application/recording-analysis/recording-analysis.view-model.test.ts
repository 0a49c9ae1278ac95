import { isObservable } from 'mobx';
import { Subject, asyncScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { AccountProfile } from '../../domain/account/account-profile';
import type { SessionExport } from '../../domain/export/session-export';
import type { RecordingProblem } from '../../domain/recording/recording-file';
import { analyseSession, analyseSessionWindow } from '../../domain/session/session-analysis';
import type { AthleteProfile, SessionSample } from '../../domain/session/session-sample';
import { playerProfile } from '../profile/profile-fakes.test-support';
import type { FileDownload } from '../ports/file-download.port';
import { SessionExportModel } from '../session-export/session-export.model';
import {
  RecordingOpenError,
  type OpenedRecording,
  type RecordingAnalyser,
  type RecordingOpenProgress,
} from './recording-analyser.port';
import type { RecordingAnalysisViewer } from './recording-analysis-state';
import { RecordingAnalysisViewModel } from './recording-analysis.view-model';

/** Ten minutes at 1 Hz: heart rate climbing 100 → 179 bpm, running at 3 m/s, then a 30-s dropout. */
const SAMPLES: SessionSample[] = Array.from({ length: 600 }, (_, t) =>
  t > 300 && t < 330 ? { t, speed: 3 } : { t, bpm: 100 + (t % 80), speed: 3 },
);

interface PendingOpen {
  readonly file: File;
  readonly athlete: AthleteProfile;
  readonly progress: (progress: RecordingOpenProgress) => void;
  readonly signal: AbortSignal | undefined;
  resolve(recording: OpenedRecording): void;
  reject(error: unknown): void;
}

/** A RecordingAnalyser whose opens wait until the test settles them. */
class FakeRecordingAnalyser implements RecordingAnalyser {
  readonly opens: PendingOpen[] = [];

  open(
    file: File,
    athlete: AthleteProfile,
    progress: (progress: RecordingOpenProgress) => void,
    signal?: AbortSignal,
  ): Promise<OpenedRecording> {
    return new Promise((resolve, reject) => this.opens.push({ file, athlete, progress, signal, resolve, reject }));
  }

  /** Settles the last open with the test recording, analysed with the athlete it was given. */
  succeed(index = this.opens.length - 1, samples: readonly SessionSample[] = SAMPLES): void {
    const pending = this.opens[index]!;
    pending.resolve(recordingOf(pending.file.name, samples, pending.athlete));
  }
}

function recordingOf(fileName: string, samples: readonly SessionSample[], athlete: AthleteProfile): OpenedRecording {
  return {
    fileName,
    format: 'tcx',
    startedAtMs: Date.UTC(2026, 10, 20, 8),
    sport: 'running',
    samples,
    deviceSummary: { avgHeartRate: 141, maxHeartRate: 179 },
    analysis: analyseSession(samples, athlete),
  };
}

const fileNamed = (name: string, contents = 'x') =>
  new File([contents], name, { lastModified: Date.UTC(2026, 10, 21) });
/** A file whose size says what the test needs without holding the bytes. */
const fileOfSize = (name: string, size: number) => ({ name, size, lastModified: 0 }) as File;

const NOW = Date.UTC(2026, 10, 23, 12);

function setUp(
  options: { profile?: AccountProfile | Error; actingFor?: string; unitHeightWeight?: 'METRIC' | 'IMPERIAL' } = {},
) {
  const analyser = new FakeRecordingAnalyser();
  const changes = new Subject<string | null>();
  const profile = options.profile ?? playerProfile({}, { birthDate: '1996-05-01', weightKg: 70 });
  const profileCalls: string[] = [];
  const viewer: RecordingAnalysisViewer & { activePlayerId: string | null } = {
    user: {
      accountId: 'acc-1',
      playerId: 'player-1',
      unitDistance: 'METRIC',
      unitHeightWeight: options.unitHeightWeight ?? 'METRIC',
    },
    activePlayerId: options.actingFor ?? 'player-1',
    playerChanges$: changes,
  };
  let exportSource: (() => Promise<SessionExport>) | null = null;
  const saved: string[] = [];
  const download: FileDownload = { save: (name) => void saved.push(name) };
  const vm = new RecordingAnalysisViewModel({
    analyser,
    profiles: {
      getProfile: (accountId) => {
        profileCalls.push(accountId);
        return profile instanceof Error ? Promise.reject(profile) : Promise.resolve(profile);
      },
    },
    viewer,
    clock: { now: () => NOW, timeZone: () => 'UTC', scheduler: asyncScheduler },
    exportModelFor: (source) => {
      exportSource = source;
      return new SessionExportModel(source, download, asyncScheduler, { timeZone: 'UTC' });
    },
  });
  return { vm, analyser, changes, viewer, profileCalls, saved, exportSource: () => exportSource!() };
}

/**
 * Lets every chain of queued tasks (the timeline source yields twice per timeline) run out: a fixed
 * number of turns of the task queue, so the outcome does not depend on how busy the machine is.
 */
const settle = async () => {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('RecordingAnalysisViewModel: opening a file', () => {
  it('shows the progress, then the figures, quality, device summary and charts of the file', async () => {
    const { vm, analyser } = setUp();
    expect(vm.state.kind).toBe('idle');
    const opened = vm.open(fileNamed('Morning run.tcx'));
    expect(vm.state).toEqual({
      kind: 'opening',
      fileName: 'Morning run.tcx',
      progress: { stage: 'reading', fraction: null },
    });
    expect([vm.openingPercent, vm.openingBarPercent]).toEqual([null, 0]);
    analyser.opens[0]!.progress({ stage: 'reading', fraction: 1 });
    expect([vm.openingPercent, vm.openingBarPercent]).toEqual([30, 30]);
    analyser.opens[0]!.progress({ stage: 'parsing', fraction: 0.5 });
    expect(vm.state).toMatchObject({ kind: 'opening', progress: { stage: 'parsing', fraction: 0.5 } });
    expect(vm.openingPercent).toBe(60);
    analyser.opens[0]!.progress({ stage: 'analysing', fraction: null });
    expect([vm.openingPercent, vm.openingBarPercent]).toEqual([null, 90]);
    analyser.succeed();
    await opened;
    expect(vm.state.kind).toBe('open');
    expect(vm.title).toBe('Morning run');
    const analysis = analyseSession(SAMPLES, {});
    expect(vm.summary?.avgBpm).toBe(analysis.avgBpm);
    expect(vm.quality).toMatchObject({
      recordedSeconds: 599,
      dropouts: { count: 1, seconds: 30 },
      tooLong: false,
      trimmed: false,
    });
    expect(vm.deviceComparison).toEqual({
      device: { avgBpm: 141, maxBpm: 179 },
      pulseboard: { avgBpm: analysis.avgBpm, maxBpm: 179 },
    });
    await settle();
    expect(vm.chart.loadState).toBe('ready');
    expect(vm.chart.heartRate?.t.length).toBeGreaterThan(0);
    expect(vm.chart.shownSpan).toEqual({ start: 0, end: 599 });
  });

  it.each<[string, RecordingProblem, number]>([
    ['empty.fit', 'EMPTY', 0],
    ['huge.fit', 'TOO_LARGE', 50 * 1024 * 1024 + 1],
    ['notes.csv', 'UNSUPPORTED_TYPE', 100],
  ])('refuses %s (%s) without reading it', async (name, problem, size) => {
    const { vm, analyser } = setUp();
    await vm.open(fileOfSize(name, size));
    expect(vm.state).toEqual({ kind: 'failed', fileName: name, problem });
    expect(analyser.opens).toHaveLength(0);
  });

  it.each<RecordingProblem>(['NOT_A_RECORDING', 'TRUNCATED', 'NO_HEART_RATE', 'UNREADABLE'])(
    'says what is wrong when the analyser finds %s, and opens the next file',
    async (problem) => {
      const { vm, analyser } = setUp();
      const first = vm.open(fileNamed('bad.fit'));
      analyser.opens[0]!.reject(new RecordingOpenError(problem));
      await first;
      expect(vm.state).toEqual({ kind: 'failed', fileName: 'bad.fit', problem });
      const next = vm.open(fileNamed('good.tcx'));
      expect(vm.state.kind).toBe('opening');
      analyser.succeed();
      await next;
      expect(vm.state.kind).toBe('open');
    },
  );

  it('calls any other failure unreadable', async () => {
    const { vm, analyser } = setUp();
    const opened = vm.open(fileNamed('odd.gpx'));
    analyser.opens[0]!.reject(new TypeError('worker crashed'));
    await opened;
    expect(vm.state).toEqual({ kind: 'failed', fileName: 'odd.gpx', problem: 'UNREADABLE' });
  });

  it('abandons a file still opening for a newer one, whatever order they finish in', async () => {
    const { vm, analyser } = setUp();
    const older = vm.open(fileNamed('older.fit'));
    const newer = vm.open(fileNamed('newer.tcx'));
    expect(analyser.opens[0]!.signal?.aborted).toBe(true);
    expect(analyser.opens[1]!.signal?.aborted).toBe(false);
    analyser.opens[0]!.progress({ stage: 'analysing', fraction: null });
    expect(vm.state).toMatchObject({ kind: 'opening', fileName: 'newer.tcx', progress: { stage: 'reading' } });
    analyser.succeed(1);
    await newer;
    analyser.succeed(0);
    await older;
    expect(vm.recording?.fileName).toBe('newer.tcx');
  });

  it('ignores the failure of an abandoned file', async () => {
    const { vm, analyser } = setUp();
    const older = vm.open(fileNamed('older.fit'));
    const newer = vm.open(fileNamed('newer.tcx'));
    analyser.opens[0]!.reject(new DOMException('aborted', 'AbortError'));
    await older;
    expect(vm.state.kind).toBe('opening');
    analyser.succeed(1);
    await newer;
    expect(vm.state.kind).toBe('open');
  });

  it('aborts the file opening when the page goes', () => {
    const { vm, analyser } = setUp();
    void vm.open(fileNamed('run.fit'));
    vm.dispose();
    expect(analyser.opens[0]!.signal?.aborted).toBe(true);
  });
});

describe('RecordingAnalysisViewModel: the athlete for this analysis', () => {
  it('prefills age and weight from the profile, and opens files with them', async () => {
    const { vm, analyser, profileCalls } = setUp();
    vm.start();
    await settle();
    expect(profileCalls).toEqual(['acc-1']);
    expect(vm.overrides.draft).toEqual({ age: '30', weight: '70', sex: '', measuredHrmax: '' });
    expect(vm.overrides.hrmaxInUse).toEqual({ value: 208 - 0.7 * 30, source: 'tanaka' });
    void vm.open(fileNamed('run.tcx'));
    expect(analyser.opens[0]!.athlete).toEqual({ age: 30, weightKg: 70 });
    vm.dispose();
  });

  it('shows the weight in pounds to an imperial user', async () => {
    const { vm } = setUp({ unitHeightWeight: 'IMPERIAL' });
    vm.start();
    await settle();
    expect(vm.overrides.draft.weight).toBe('154.3');
    expect(vm.overrides.athlete.weightKg).toBeCloseTo(70, 1);
  });

  it('starts empty without a profile, or acting for a child, and still analyses', async () => {
    for (const options of [{ profile: new Error('offline') }, { actingFor: 'child-1' }]) {
      const { vm, analyser, profileCalls } = setUp(options);
      vm.start();
      await settle();
      expect(vm.overrides.draft).toEqual({ age: '', weight: '', sex: '', measuredHrmax: '' });
      expect(profileCalls.length).toBe('actingFor' in options ? 0 : 1);
      const opened = vm.open(fileNamed('run.tcx'));
      analyser.succeed();
      await opened;
      expect(vm.analysis?.hrmax).toBeCloseTo(187);
      expect(vm.summary?.calories).toBeNull();
    }
  });

  it('fills the form again for the next acting player', async () => {
    const { vm, viewer, changes, profileCalls } = setUp();
    vm.start();
    await settle();
    vm.overrides.setField('age', '40');
    viewer.activePlayerId = 'child-1';
    changes.next('child-1');
    await settle();
    expect(vm.overrides.draft.age).toBe('');
    expect(profileCalls).toHaveLength(1);
    vm.dispose();
  });

  it('keeps the last valid value of a field whose text is invalid, and says why', async () => {
    const { vm, analyser } = setUp();
    vm.start();
    await settle();
    const opened = vm.open(fileNamed('run.tcx'));
    analyser.succeed();
    await opened;
    const before = vm.analysis;
    for (const [field, text] of [
      ['age', '4'],
      ['age', '30.5'],
      ['weight', 'heavy'],
      ['measuredHrmax', '99'],
      ['measuredHrmax', '231'],
    ] as const) {
      vm.overrides.setField(field, text);
      expect(Object.keys(vm.overrides.errors)).toEqual([field]);
      expect(vm.analysis).toBe(before);
      vm.overrides.setField(field, field === 'age' ? '30' : field === 'weight' ? '70' : '');
    }
    expect(vm.overrides.errors).toEqual({});
    expect(vm.analysis).toBe(before);
  });

  it('re-analyses at once with a valid change: HRmax, figures, charts and export follow', async () => {
    const { vm, analyser, exportSource } = setUp();
    vm.start();
    await settle();
    const opened = vm.open(fileNamed('Evening ride.fit'));
    analyser.succeed();
    await opened;
    await settle();
    const redBefore = vm.summary!.timeAbove80Seconds;
    vm.overrides.setField('measuredHrmax', '200');
    expect(vm.overrides.hrmaxInUse).toEqual({ value: 200, source: 'measured' });
    expect(vm.analysis).toEqual(analyseSession(SAMPLES, { age: 30, weightKg: 70, hrmaxMeasured: 200 }));
    expect(vm.summary!.timeAbove80Seconds).toBeLessThan(redBefore);
    expect(vm.chart.hrmax).toBe(200);
    // The workload buckets are fetched again at the new HRmax, so the Workload chart ends at the new TRIMP.
    await settle();
    expect(vm.chart.heartRate?.hrmax).toBe(200);
    vm.overrides.setField('sex', 'f');
    expect(vm.analysis?.calories).toBe(
      analyseSession(SAMPLES, { age: 30, weightKg: 70, hrmaxMeasured: 200, sex: 'f' }).calories,
    );
    const exported = await exportSource();
    expect(exported).toMatchObject({
      title: 'Evening ride',
      startedAtMs: Date.UTC(2026, 10, 20, 8),
      sport: 'running',
      hrmax: 200,
    });
    expect(exported.samples).toBe(SAMPLES);
    expect(exported.calories).toBe(vm.analysis?.calories);
  });
});

describe('RecordingAnalysisViewModel: a zoomed span and the export', () => {
  it('gives the statistics of the span the charts show, none for the whole session', async () => {
    const { vm, analyser } = setUp();
    const opened = vm.open(fileNamed('run.tcx'));
    analyser.succeed();
    await opened;
    expect(vm.selection).toBeNull();
    await vm.chart.selectSpan(60, 240);
    expect(vm.selection?.span).toEqual({ start: 60, end: 240 });
    expect(vm.selection?.analysis).toEqual(analyseSessionWindow(SAMPLES, {}, { startSec: 60, endSec: 240 }));
    await vm.chart.resetZoom();
    expect(vm.selection).toBeNull();
  });

  it('exports the open file under its own name, and starts from the file date when the file has none', async () => {
    const { vm, analyser, saved, exportSource } = setUp();
    await expect(exportSource()).rejects.toThrow();
    const opened = vm.open(fileNamed('Track.gpx'));
    analyser.opens[0]!.resolve({ ...recordingOf('Track.gpx', SAMPLES, {}), startedAtMs: null, sport: 'other' });
    await opened;
    expect((await exportSource()).startedAtMs).toBe(Date.UTC(2026, 10, 21));
    await vm.export.exportAs('csv');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatch(/\.csv$/);
  });
});

describe('RecordingAnalysisViewModel: what goes to the worker', () => {
  it('sends the athlete as a plain object the worker can take (structured clone)', async () => {
    const { vm, analyser } = setUp();
    vm.start();
    await settle();
    vm.overrides.setField('sex', 'm');
    void vm.open(fileNamed('run.fit'));
    const athlete = analyser.opens[0]!.athlete;
    expect(structuredClone(athlete)).toEqual({ age: 30, weightKg: 70, sex: 'm' });
    expect(isObservable(athlete)).toBe(false);
  });
});
