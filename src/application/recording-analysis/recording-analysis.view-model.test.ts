import { describe, expect, it } from 'vitest';
import type { RecordingProblem } from '../../domain/recording/recording-file';
import { analyseSession, analyseSessionWindow } from '../../domain/session/session-analysis';
import { RecordingOpenError } from './recording-analyser.port';
import { fileNamed, fileOfSize, recordingOf, SAMPLES, settle, setUp } from './recording-analysis-fakes.test-support';

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
